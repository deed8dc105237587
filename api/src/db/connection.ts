import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { acquireDataDirLock } from './data-dir-lock';
import { findMigrationsFolder } from './migrate';
import { migrateUnderLock } from './migration-lock';
import * as schema from './schema';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories run on the database or inside a caller's transaction alike. */
export type Executor = Database | Transaction;

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'postgres';
  /** Flushes and closes the database (PGlite: CHECKPOINT first) and releases the data folder. */
  close(): Promise<void>;
}

export type DatabaseTarget =
  | {
      kind: 'postgres';
      url: string;
      /** A connection attempt that takes longer fails (503) instead of holding the request. Default 5 s. */
      connectTimeoutMs?: number;
      /** A query that takes longer fails (503): a frozen server must not hold requests forever. Default 10 s. */
      queryTimeoutMs?: number;
      /** Pooled connections; see DEFAULT_POOL_SIZE. */
      poolSize?: number;
    }
  | { kind: 'pglite'; dataDir: string }
  /** In memory, optionally started from a `dumpDataDir()` tarball (tests: skips the ~10 s initdb). */
  | { kind: 'memory'; template?: Blob };

// `date` columns stay 'YYYY-MM-DD' text: a JS Date would shift calendar days by the local timezone.
const keepDateAsText = (value: string) => value;
const PG_DATE_OID = 1082;

/**
 * Few connections: each read is one short statement, and on a server with a few cores more backends only take
 * turns on them. With 4 instead of 10, uncached reads on a 2-core machine went from about 1,300 to 1,600 req/s
 * (API and PostgreSQL on the same host); queries beyond the pool wait in its queue, not in the server.
 */
export const DEFAULT_POOL_SIZE = 4;

/** Opens the database, applies pending migrations and returns it ready for queries. */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target);
  if (target.kind === 'memory') {
    const client = await PGlite.create({
      parsers: { [pgliteTypes.DATE]: keepDateAsText },
      ...(target.template ? { loadDataDir: target.template } : {}),
    });
    return finishPglite(client, async () => undefined);
  }
  return openPgliteFolder(target.dataDir);
}

async function openPostgres(target: Extract<DatabaseTarget, { kind: 'postgres' }>): Promise<DatabaseHandle> {
  const queryTimeoutMs = target.queryTimeoutMs ?? 10_000;
  const pool = new pg.Pool({
    connectionString: target.url,
    max: target.poolSize ?? DEFAULT_POOL_SIZE,
    connectionTimeoutMillis: target.connectTimeoutMs ?? 5_000,
    // Client side: gives up on a server that stopped answering (frozen, cut off). Server side: the same limit,
    // so a query given up on does not run on. A transaction left open by a crashed client ends on its own too.
    query_timeout: queryTimeoutMs,
    statement_timeout: queryTimeoutMs,
    idle_in_transaction_session_timeout: queryTimeoutMs * 3,
    keepAlive: true,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === PG_DATE_OID
          ? keepDateAsText
          : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client that loses its server must not crash the process; the next query reports the problem.
  pool.on('error', () => undefined);
  const db = drizzleNodePostgres({ client: pool, schema });
  try {
    await migrateUnderLock(pool, findMigrationsFolder());
  } catch (error) {
    await pool.end();
    throw error;
  }
  return { db, driver: 'postgres', close: () => pool.end() };
}

/**
 * PGlite keeps its files in `<DATA_DIR>/pgdata`. Only one process may open them, so we hold a lock file for
 * as long as the database is open. A new folder is built and migrated under a temporary name and renamed into
 * place, so an interrupted first start never leaves a half-initialised database behind.
 */
async function openPgliteFolder(dataDir: string): Promise<DatabaseHandle> {
  await mkdir(dataDir, { recursive: true });
  const releaseLock = await acquireDataDirLock(dataDir);
  try {
    const pgdata = join(dataDir, 'pgdata');
    await removeAbandonedInitFolders(dataDir);
    if (!existsSync(pgdata)) {
      const staging = `${pgdata}.init-${process.pid}`;
      const fresh = await PGlite.create(staging);
      await migratePglite(drizzlePglite({ client: fresh, schema }), {
        migrationsFolder: findMigrationsFolder(),
      });
      await fresh.exec('CHECKPOINT');
      await fresh.close();
      await rename(staging, pgdata);
    }
    const client = await PGlite.create(pgdata, { parsers: { [pgliteTypes.DATE]: keepDateAsText } });
    return await finishPglite(client, releaseLock);
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

async function removeAbandonedInitFolders(dataDir: string) {
  for (const entry of await readdir(dataDir)) {
    if (entry.startsWith('pgdata.init-')) await rm(join(dataDir, entry), { recursive: true, force: true });
  }
}

async function finishPglite(client: PGlite, releaseLock: () => Promise<void>): Promise<DatabaseHandle> {
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder: findMigrationsFolder() });
  let closed = false;
  return {
    db,
    driver: 'pglite',
    async close() {
      if (closed) return;
      closed = true;
      try {
        await client.exec('CHECKPOINT');
        await client.close();
      } finally {
        await releaseLock();
      }
    },
  };
}
