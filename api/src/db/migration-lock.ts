import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';

/** Any constant shared by every instance; 7301 is the seed's. */
const MIGRATION_LOCK = 7300;

/**
 * Applies pending migrations while holding a session advisory lock, so API instances that start together
 * against one PostgreSQL take turns: the first migrates, the others wait and then find nothing to do (without
 * it both would create the migrations table or run the same migration and one would crash). A crashed holder's
 * lock goes with its connection.
 */
export async function migrateUnderLock(pool: pg.Pool, migrationsFolder: string): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migrate(drizzle({ client }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
    }
  } finally {
    client.release();
  }
}
