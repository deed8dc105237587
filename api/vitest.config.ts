import pg from 'pg';
import { defineConfig } from 'vitest/config';

const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * The API suite runs twice: on an in-memory PGlite, and on the PostgreSQL server (each test file in a database
 * of its own). Without a reachable server the PostgreSQL half is skipped with a warning, unless
 * `REQUIRE_POSTGRES=1` (CI), where that is a failure.
 */
export default defineConfig(async () => {
  const postgres = await postgresReachable();
  if (!postgres) {
    const message = `PostgreSQL is not reachable at ${POSTGRES_ADMIN_URL} (set TEST_POSTGRES_URL to point elsewhere).`;
    if (process.env.REQUIRE_POSTGRES === '1') throw new Error(`${message} REQUIRE_POSTGRES=1: failing.`);
    console.warn(`\n⚠ ${message} The API tests run on PGlite only.\n`);
  }
  const project = (name: 'pglite' | 'postgres') => ({
    extends: true as const,
    test: {
      name,
      env: { TEST_DATABASE: name },
      ...(name === 'pglite' ? { globalSetup: ['test/global-setup.ts'] } : {}),
    },
  });
  return {
    test: {
      include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
      projects: postgres ? [project('pglite'), project('postgres')] : [project('pglite')],
    },
  };
});
