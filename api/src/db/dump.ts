import { count, getTableColumns, getTableName, sql, type Table } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { assertStoredPath, type FileStore } from '../storage/file-store';
import type { Database, Executor } from './connection';
import {
  contentVersions,
  drafts,
  experiences,
  experienceTechnologies,
  projects,
  messages,
  projectSlugHistory,
  projectTechnologies,
  scheduledChanges,
  tags,
  technologies,
  technologyTags,
  users,
} from './schema';

/** Every entity and link, parents before children (the order a restore inserts them in). */
const TABLES: PgTable[] = [
  users,
  tags,
  technologies,
  technologyTags,
  experiences,
  experienceTechnologies,
  projects,
  projectTechnologies,
  projectSlugHistory,
  scheduledChanges,
  drafts,
  messages,
  // Last: restoring the rows above records versions of its own, which the dump's history then replaces.
  contentVersions,
];

const REGISTRY =
  "the release registry names builds on this deployment's static hosts: a restored site registers its own";
const HEALTH =
  "release health is what visitors' browsers reported about this deployment's releases: a restored site counts anew";
const IMAGE_BYTES = "the images' bytes travel in the dump's `uploads`, from whichever storage holds them";

/**
 * The tables a dump leaves out, and why. A table of the schema is either in `TABLES` or here:
 * `dump.test.ts` fails for one that is in neither, so a new resource cannot silently miss the backups.
 */
export const LEFT_OUT_OF_DUMPS: Record<string, string> = {
  password_reset_tokens: 'reset and invitation links are short-lived, and e-mailed for this server only',
  refresh_sessions: 'sign-ins are short-lived: a restored site has everyone sign in again',
  rate_limits: 'sign-in counters are short-lived, and count attempts on this server only',
  deploy_keys: "CI's keys belong to a deployment, not to the content: a restored site makes its own",
  remote_releases: REGISTRY,
  remote_states: REGISTRY,
  release_events: "the release registry's history belongs to the deployment it happened on",
  image_files: IMAGE_BYTES,
  image_file_parts: IMAGE_BYTES,
  page_views: HEALTH,
  release_health_minutes: HEALTH,
  release_vital_buckets: HEALTH,
  rollout_watches: HEALTH,
};

/** Tables whose `id` is an identity column: after a restore their sequence must continue past the highest id. */
const WITH_IDENTITY = new Set([
  'users',
  'tags',
  'technologies',
  'experiences',
  'projects',
  'messages',
  'scheduled_changes',
  'drafts',
  'content_versions',
]);

export const DUMP_FORMAT = 'portfolio-backup';
const DUMP_VERSION = 1;

export interface Dump {
  format: typeof DUMP_FORMAT;
  version: number;
  createdAt: string;
  /** Table name → its rows as drizzle reads them (camelCase fields; timestamps as ISO text). */
  tables: Record<string, Record<string, unknown>[]>;
  /** Uploaded images and their variants, from whichever storage held them: `<preset>/<name>` and the bytes. */
  uploads: { path: string; base64: string }[];
}

export class DumpError extends Error {
  override name = 'DumpError';
}

/** Reads every table in one transaction, so the dump is one consistent moment, then the image files. */
export async function createDump(db: Database, files: FileStore): Promise<Dump> {
  const tables = await db.transaction(async (tx) => {
    const read: Dump['tables'] = {};
    for (const table of TABLES) {
      // In key order: a row's place on disk moves with every update, and two dumps of one state must be equal.
      const { id } = getTableColumns(table) as { id?: PgColumn };
      const rows = await (id
        ? tx
            .select()
            .from(table as Table)
            .orderBy(id)
        : tx.select().from(table as Table));
      read[getTableName(table)] = rows.map(
        (row) => JSON.parse(JSON.stringify(row)) as Record<string, unknown>,
      );
    }
    return read;
  });
  const uploads: Dump['uploads'] = [];
  const paths: string[] = [];
  for await (const file of files.list()) paths.push(file.path);
  for (const path of paths.sort()) {
    const data = await files.read(path);
    // Gone since it was listed: removed as an orphan meanwhile, it belongs to no row of the dump.
    if (data) uploads.push({ path, base64: data.toString('base64') });
  }
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
 * Loads a dump into an empty database (PGlite or PostgreSQL, whichever made it) and its images into `files`
 * (the folder, the database or a bucket, whichever held them before), all rows in one transaction with their
 * ids, then moves each id sequence past the highest id.
 */
export async function restoreDump(db: Database, files: FileStore, dump: Dump): Promise<void> {
  if (dump.format !== DUMP_FORMAT || dump.version !== DUMP_VERSION) {
    throw new DumpError(`Not a ${DUMP_FORMAT} version ${DUMP_VERSION} file.`);
  }
  for (const file of dump.uploads) {
    try {
      assertStoredPath(file.path);
    } catch {
      throw new DumpError(`Refusing an image path that is not one of an upload: ${file.path}`);
    }
  }
  // The images first: a restore that stops halfway leaves an empty database (and can simply run again).
  await assertEmpty(db);
  for (const file of dump.uploads) await files.write(file.path, Buffer.from(file.base64, 'base64'));
  await db.transaction(async (tx) => {
    await assertEmpty(tx);
    for (const table of TABLES) {
      const name = getTableName(table);
      // A dump made before the history existed has none: the versions the restore recorded begin it.
      if (table === contentVersions && !dump.tables[name]) continue;
      if (table === contentVersions) await tx.delete(contentVersions);
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
}

async function assertEmpty(db: Executor) {
  for (const table of TABLES) {
    const [row] = await db.select({ rows: count() }).from(table as Table);
    if (row!.rows > 0) {
      throw new DumpError(
        `The database is not empty (${getTableName(table)} has rows): restore into a new, empty database.`,
      );
    }
  }
}
