import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pino from 'pino';
import { loggedRequest } from '@portfolio/shared/logged-request';
import { buildApp, type App } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import type { DatabaseTarget } from './db/connection';
import { DataDirLockedError } from './db/data-dir-lock';
import { seedIfEmpty, type SeedResult } from './db/seed';
import { redactSecrets } from './logging/log-redaction';
import { answerWhileStarting } from './starting-answers';
import { isDatabaseUnavailable } from './problems';
import { countMissingImageFiles } from './storage/copy-image-files';
import { FolderStore } from './storage/folder-store';

/** In-flight requests get this long to finish after SIGTERM/SIGINT; then their connections are cut. */
const SHUTDOWN_GRACE_MS = 10_000;
/** After the grace, closing the database (PGlite: CHECKPOINT) gets this long before the process just exits. */
const SHUTDOWN_HARD_LIMIT_MS = 5_000;
/** Waits between attempts to reach a database that is down at start: 1 s, 2 s, 4 s … up to 15 s. */
const startRetryDelayMs = (attempt: number) => Math.min(1000 * 2 ** (attempt - 1), 15_000);

function databaseTarget(config: Config): DatabaseTarget {
  return config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dataDir: config.dataDir };
}

/** Where the database is, for a log line: never the password of DATABASE_URL. */
function databaseName(config: Config) {
  if (!config.databaseUrl) return `PGlite in ${config.dataDir}`;
  const url = new URL(config.databaseUrl);
  return `PostgreSQL at ${url.hostname}:${url.port || 5432}${url.pathname}`;
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

/**
 * Images uploaded while they were kept in DATA_DIR/uploads (before the database or a bucket held them) are not
 * served until they are copied over: said once at start, with the command that does it.
 */
async function warnAboutImagesLeftInTheFolder(app: App, config: Config) {
  const kind = app.storage.files.kind;
  if (kind === 'folder') return;
  const folder = new FolderStore(join(config.dataDir, 'uploads'));
  const missing = await countMissingImageFiles(folder, app.storage.files);
  if (missing === 0) return;
  app.log.warn(
    { images: missing },
    `${missing} image files in ${folder.root} are not in ${app.storage.files.location} and answer 404: ` +
      `copy them with \`pnpm --filter @portfolio/api images:migrate --from folder --to ${kind}\``,
  );
}

let stopRequested = false;

let startLogger: pino.Logger | undefined;
/** The log while no app is up yet: the same JSON lines as the app's. */
const startLog = (config: Config) =>
  (startLogger ??= pino({ level: config.logLevel, formatters: { log: redactSecrets } }));

/**
 * Builds and starts the app. A database that is down at start (PostgreSQL still booting, a network blip) is
 * waited for with a back-off and one clear log line per attempt, instead of a stack trace and exit 1.
 */
async function startApp(config: Config): Promise<App | undefined> {
  const logger = {
    level: config.logLevel,
    formatters: { log: redactSecrets },
    serializers: { req: loggedRequest },
    // At info every request writes a line: written asynchronously, the lines that pile up while the event loop
    // is busy go out in one write, instead of one blocking write(2) per request. pino flushes what is left when
    // the process exits.
    stream: pino.destination({ dest: 1, sync: false }),
  };
  for (let attempt = 1; ; attempt += 1) {
    let app: App | undefined;
    try {
      // buildApp() already opens (and migrates) the database: the plugins load as they are registered.
      app = await buildApp({ config, database: databaseTarget(config), logger });
      await app.ready();
      return app;
    } catch (error) {
      await app?.close().catch(() => undefined);
      if (!isDatabaseUnavailable(error)) throw error;
      const delay = startRetryDelayMs(attempt);
      startLog(config).warn(
        { attempt, retryInMs: delay, reason: (error as Error).message },
        `database unreachable (${databaseName(config)}); retrying in ${delay / 1000} s`,
      );
      await sleep(delay);
      if (stopRequested) return undefined;
    }
  }
}

async function main() {
  const config = loadConfig();
  const stopWhileStarting = () => {
    stopRequested = true;
  };
  process.once('SIGTERM', stopWhileStarting);
  process.once('SIGINT', stopWhileStarting);
  const starting = await answerWhileStarting(config.port, config.host);
  let app: App | undefined;
  try {
    app = await startApp(config);
  } finally {
    if (!app) await starting.close();
  }
  process.off('SIGTERM', stopWhileStarting);
  process.off('SIGINT', stopWhileStarting);
  if (!app) return;

  const seed = await seedIfEmpty({
    db: app.db,
    passwords: app.passwords,
    storage: app.storage,
    adminEmail: config.adminEmail,
    adminPassword: config.adminPassword,
  });

  let stopping = false;
  let drained: (() => void) | undefined;
  const stop = (signal: NodeJS.Signals) => {
    // A second signal while draining: stop now.
    if (stopping) return drained?.();
    stopping = true;
    app.lifecycle.drain();
    if (config.shutdownDrainMs === 0) return close(signal);
    app.log.info(
      { signal, drainMs: config.shutdownDrainMs },
      'draining: readiness answers 503 so the load balancer moves on; requests are still served',
    );
    const timer = setTimeout(
      (drained = () => {
        clearTimeout(timer);
        drained = undefined;
        close(signal);
      }),
      config.shutdownDrainMs,
    );
  };
  const close = (signal: NodeJS.Signals) => {
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const cutConnections = setTimeout(() => {
      // close() goes on to flush mail and close the database once the cut connections are gone.
      app.log.error('in-flight requests did not finish in time; cutting their connections');
      app.server.closeAllConnections();
      setTimeout(() => {
        app.log.error('the database did not close in time; exiting');
        process.exit(1);
      }, SHUTDOWN_HARD_LIMIT_MS).unref();
    }, SHUTDOWN_GRACE_MS);
    cutConnections.unref();
    // close() refuses new requests (503), answers the queued sign-ins, waits for in-flight requests, then
    // flushes the recovery queue and mail and closes the database.
    app.close().then(
      () => {
        app.log.info('shut down: requests answered, database closed');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  if (stopRequested) stop('SIGTERM');

  await starting.close();
  const address = await app.listen({ port: config.port, host: config.host });
  app.lifecycle.started();
  printBanner(config, address, seed, app.dbDriver);
  warnAboutImagesLeftInTheFolder(app, config).catch((error: unknown) =>
    app.log.warn({ err: error }, 'could not compare the uploads folder with the image storage'),
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
