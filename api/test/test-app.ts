import { PGlite } from '@electric-sql/pglite';
import type { FastifyServerOptions, InjectOptions, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import type { DatabaseTarget } from '../src/db/connection';
import { seedIfEmpty } from '../src/db/seed';
import { TEST_PAGE_VIEW_SECRET, TEST_RELEASES_SECRET } from './routes';

/**
 * The API test harness: a real app (every plugin, every route) on a real database, reached with
 * `app.inject()`. The vitest project decides the database: `TEST_DATABASE=postgres` gives each test file its
 * own throwaway database on the PostgreSQL server, anything else an in-memory PGlite.
 */

export const OWNER_EMAIL = 'owner@example.com';
export const OWNER_PASSWORD = 'owner-secret-1';
/** scrypt at 2^10 instead of 2^17: the same code path, thousands of times cheaper. */
const TEST_HASH_COST_LOG2 = 10;

export const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export const usesPostgres = () => process.env.TEST_DATABASE === 'postgres';

export interface TestDatabase {
  target: DatabaseTarget;
  /** What the CLI needs to reach the same database: `DATABASE_URL`, or nothing for a PGlite folder. */
  env: Record<string, string>;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file. On PostgreSQL a fresh `portfolio_t_<random>` database, so runs of
 * several engineers on one server never meet; `persistent` PGlite lives in the data folder (for the CLI test).
 */
export async function createTestDatabase(dataDir: string, persistent = false): Promise<TestDatabase> {
  if (!usesPostgres()) {
    const template = new Blob([await readFile(inject('pgliteTemplate'))]);
    if (persistent) {
      // The API's own first start would run initdb (~10 s); unpacking the template into place is the same.
      const client = await PGlite.create(join(dataDir, 'pgdata'), { loadDataDir: template });
      await client.exec('CHECKPOINT');
      await client.close();
    }
    return {
      target: persistent ? { kind: 'pglite', dataDir } : { kind: 'memory', template },
      env: {},
      drop: async () => undefined,
    };
  }
  return createPostgresDatabase();
}

/** A fresh `portfolio_t_<random>` database on the PostgreSQL server, whichever project runs the test. */
export async function createPostgresDatabase(): Promise<TestDatabase> {
  const name = `portfolio_t_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    target: { kind: 'postgres', url: url.toString() },
    env: { DATABASE_URL: url.toString() },
    async drop() {
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export interface TestAppOptions {
  /** Create the owner (user 1) and the demo content, as the first start does. Default true. */
  seed?: boolean;
  /** Extra environment for `loadConfig` (e.g. `SMTP_URL`, `AUTH_RATE_LIMIT_PER_MINUTE`). */
  env?: Record<string, string>;
  /** Keep PGlite in the data folder instead of memory. */
  persistent?: boolean;
  /** Fastify's logger options (e.g. a stream to read the logs); silent by default. */
  logger?: FastifyServerOptions['logger'];
  /** scrypt cost (log2 N); the cheap test cost by default. */
  hashCostLog2?: number;
}

export interface TestApp {
  app: App;
  config: Config;
  dataDir: string;
  database: TestDatabase;
  /** A session token of the owner, got through `POST /auth/login`. */
  ownerToken: string;
  ownerId: number;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** `inject` with the owner's bearer token. */
  asOwner(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Stops the app; with `keepData` the database and data folder survive (to reopen them). */
  close(options?: { keepData?: boolean }): Promise<void>;
}

export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'portfolio-api-test-'));
  const database = await createTestDatabase(dataDir, options.persistent);
  return openTestApp({
    dataDir,
    database,
    seed: options.seed ?? true,
    env: options.env,
    logger: options.logger,
    hashCostLog2: options.hashCostLog2,
  });
}

/** Opens an app on an existing data folder and database (after `close({ keepData: true })`). */
export async function openTestApp(options: {
  dataDir: string;
  database: TestDatabase;
  seed?: boolean;
  env?: Record<string, string>;
  logger?: FastifyServerOptions['logger'];
  hashCostLog2?: number;
}): Promise<TestApp> {
  const { dataDir, database } = options;
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    ADMIN_EMAIL: OWNER_EMAIL,
    ADMIN_PASSWORD: OWNER_PASSWORD,
    PUBLIC_URL: 'http://portfolio.test',
    // Tests sign in many times from one address; the rate-limit test sets its own.
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    LOG_LEVEL: 'silent',
    RELEASES_SECRET: TEST_RELEASES_SECRET,
    PAGE_VIEW_SECRET: TEST_PAGE_VIEW_SECRET,
    ...options.env,
  });
  const app = await buildApp({
    config,
    database: database.target,
    passwordHashCostLog2: options.hashCostLog2 ?? TEST_HASH_COST_LOG2,
    logger: options.logger,
  });
  try {
    await app.ready();
    if (options.seed ?? true) {
      await seedIfEmpty({
        db: app.db,
        passwords: app.passwords,
        storage: app.storage,
        adminEmail: config.adminEmail,
        adminPassword: config.adminPassword,
      });
    }
    // As the server does once it is seeded and listening: readiness may answer 200.
    app.lifecycle.started();
  } catch (error) {
    await app.close();
    throw error;
  }

  let ownerToken = '';
  let ownerId = 0;
  if (options.seed ?? true) {
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: OWNER_EMAIL, password: OWNER_PASSWORD },
    });
    if (login.statusCode !== 200) throw new Error(`owner login failed: ${login.statusCode} ${login.body}`);
    ownerToken = login.json<{ token: string }>().token;
    ownerId = Number(JSON.parse(Buffer.from(ownerToken.split('.')[1]!, 'base64url').toString()).sub);
  }

  return {
    app,
    config,
    dataDir,
    database,
    ownerToken,
    ownerId,
    inject: (request) => app.inject(request),
    asOwner: (request) =>
      app.inject({ ...request, headers: { ...request.headers, authorization: `Bearer ${ownerToken}` } }),
    async close(closeOptions = {}) {
      try {
        await app.close();
      } finally {
        if (!closeOptions.keepData) {
          await database.drop();
          await rm(dataDir, { recursive: true, force: true });
        }
      }
    },
  };
}

/** The `errors` of a problem+json answer: field → message. */
export const fieldErrors = (response: LightMyRequestResponse) =>
  response.json<{ errors?: Record<string, string> }>().errors ?? {};
