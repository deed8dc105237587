import { buildApp, LOG_REDACTIONS } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import type { DatabaseTarget } from './db/connection';
import { DataDirLockedError } from './db/data-dir-lock';
import { seedIfEmpty, type SeedResult } from './db/seed';

/** In-flight requests get this long to finish after SIGTERM/SIGINT before we give up. */
const SHUTDOWN_GRACE_MS = 10_000;

function databaseTarget(config: Config): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

function printBanner(config: Config, address: string, seed: SeedResult, driver: 'pglite' | 'postgres') {
  const lines = [
    '',
    `  Portfolio API  ${address}/api/v1`,
    `  API docs       ${address}/api/docs`,
    `  Database       ${driver === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)'}`,
    `  Owner login    ${config.adminEmail}`,
  ];
  if (seed.seeded && seed.generatedPassword) {
    lines.push(
      `  Owner password ${seed.generatedPassword}`,
      '                 (generated now and shown only this once: note it down, or set ADMIN_PASSWORD)',
    );
  } else if (!seed.seeded) {
    lines.push('                 (forgot the password? pnpm --filter @portfolio/api owner:reset-password)');
  }
  console.log(`${lines.join('\n')}\n`);
}

async function main() {
  const config = loadConfig();
  const app = await buildApp({
    config,
    database: databaseTarget(config),
    logger: { level: config.logLevel, redact: { paths: LOG_REDACTIONS, censor: '[redacted]' } },
  });
  await app.ready();

  const seed = await seedIfEmpty({
    db: app.db,
    passwords: app.passwords,
    storage: app.storage,
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const forceExit = setTimeout(() => {
      app.log.error('in-flight requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    forceExit.unref();
    // close() stops accepting connections, waits for in-flight requests, then flushes mail and the database.
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);

  const address = await app.listen({ port: config.port, host: config.host });
  printBanner(config, address, seed, app.dbDriver);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
