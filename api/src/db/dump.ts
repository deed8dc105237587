import { count, getTableColumns, getTableName, sql, type Table } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Database } from './connection';
import {
  experiences,
  projects,
  projectTechnologies,
  tags,
  technologies,
  technologyTags,
  users,
} from './schema';

/**
 * Every entity and link, parents before children (the order a restore inserts them in). Reset links and
 * sign-in counters are left out: they are short-lived and mean nothing on another server.
 */
const TABLES: PgTable[] = [
  users,
  tags,
  technologies,
  technologyTags,
  experiences,
  projects,
  projectTechnologies,
];
/** Tables whose `id` is an identity column: after a restore their sequence must continue past the highest id. */
const WITH_IDENTITY = new Set(['users', 'tags', 'technologies', 'experiences', 'projects']);

export const DUMP_FORMAT = 'portfolio-backup';
const DUMP_VERSION = 1;

export interface Dump {
  format: typeof DUMP_FORMAT;
  version: number;
  createdAt: string;
  /** Table name → its rows as drizzle reads them (camelCase fields; timestamps as ISO text). */
  tables: Record<string, Record<string, unknown>[]>;
  /** Uploaded images: their path under `DATA_DIR/uploads` and their bytes. */
  uploads: { path: string; base64: string }[];
}

export class DumpError extends Error {
  override name = 'DumpError';
}

async function listFiles(root: string, prefix = ''): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(join(root, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries) {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) files.push(...(await listFiles(root, path)));
    else if (entry.isFile()) files.push(path);
  }
  return files.sort();
}

/** Reads every table in one transaction, so the dump is one consistent moment, then the uploaded files. */
export async function createDump(db: Database, uploadsDir: string): Promise<Dump> {
  const tables = await db.transaction(async (tx) => {
    const read: Dump['tables'] = {};
    for (const table of TABLES) {
      const rows = await tx.select().from(table as Table);
      read[getTableName(table)] = rows.map(
        (row) => JSON.parse(JSON.stringify(row)) as Record<string, unknown>,
      );
    }
    return read;
  });
  const uploads = await Promise.all(
    (await listFiles(uploadsDir)).map(async (path) => ({
      path,
      base64: (await readFile(join(uploadsDir, path))).toString('base64'),
    })),
  );
  return { format: DUMP_FORMAT, version: DUMP_VERSION, createdAt: new Date().toISOString(), tables, uploads };
}

/** Timestamps travel as ISO text; drizzle wants them back as Dates. */
function revive(table: PgTable, row: Record<string, unknown>) {
  const revived = { ...row };
  for (const [name, column] of Object.entries(getTableColumns(table))) {
    if (column.columnType === 'PgTimestamp' && typeof revived[name] === 'string') {
      revived[name] = new Date(revived[name]);
    }
  }
  return revived;
}

/**
 * Loads a dump into an empty database (PGlite or PostgreSQL, whichever made it) and its files into the uploads
 * folder, all rows in one transaction with their ids, then moves each id sequence past the highest id.
 */
export async function restoreDump(db: Database, uploadsDir: string, dump: Dump): Promise<void> {
  if (dump.format !== DUMP_FORMAT || dump.version !== DUMP_VERSION) {
    throw new DumpError(`Not a ${DUMP_FORMAT} version ${DUMP_VERSION} file.`);
  }
  await db.transaction(async (tx) => {
    for (const table of TABLES) {
      const [row] = await tx.select({ rows: count() }).from(table as Table);
      if (row!.rows > 0) {
        throw new DumpError(
          `The database is not empty (${getTableName(table)} has rows): restore into a new, empty database.`,
        );
      }
    }
    for (const table of TABLES) {
      const name = getTableName(table);
      const rows = (dump.tables[name] ?? []).map((row) => revive(table, row));
      // In slices: one statement per few hundred rows keeps the parameter count far below PostgreSQL's limit.
      for (let start = 0; start < rows.length; start += 500) {
        const slice = rows.slice(start, start + 500) as never;
        // The dump's ids are kept (links and URLs name them), past the identity columns' GENERATED ALWAYS.
        await (WITH_IDENTITY.has(name)
          ? tx.insert(table).overridingSystemValue().values(slice)
          : tx.insert(table).values(slice));
      }
      if (WITH_IDENTITY.has(name) && rows.length > 0) {
        await tx.execute(
          sql`select setval(pg_get_serial_sequence(${name}, 'id'), (select max(id) from ${sql.identifier(name)}))`,
        );
      }
    }
  });
  for (const file of dump.uploads) {
    if (file.path.split('/').some((part) => part === '..' || part === '')) {
      throw new DumpError(`Refusing an upload path outside the uploads folder: ${file.path}`);
    }
    const target = join(uploadsDir, file.path);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, Buffer.from(file.base64, 'base64'));
  }
}
