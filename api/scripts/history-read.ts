// `pnpm --filter @portfolio/api bench:history`: how long reading one item's 1,000 versions takes (issue 42's goal:
// ≤ 50 ms p99), on an in-memory PGlite and on the PostgreSQL server when reachable. In one process through
// `app.inject` (no sockets), one reader at a time: the read's own cost, not a load test. Prints its figures.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { DatabaseTarget } from '../src/db/connection';
import { seedIfEmpty } from '../src/db/seed';

const VERSIONS = 1000;
const PAGE = 100;
/** Rounds of reading every page: 10 pages × 30 rounds = 300 page reads, 30 whole histories. */
const ROUNDS = 30;
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const OWNER = { email: 'owner@example.com', password: 'owner-secret-1' };

const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(values.length * share) - 1)]!;

async function measure(label: string, database: DatabaseTarget) {
  const dataDir = await mkdtemp(join(tmpdir(), 'portfolio-history-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    PUBLIC_URL: 'http://portfolio.bench',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, database, passwordHashCostLog2: 10 });
  try {
    await app.ready();
    await seedIfEmpty({
      db: app.db,
      passwords: app.passwords,
      storage: app.storage,
      adminEmail: OWNER.email,
      adminPassword: OWNER.password,
    });
    const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: OWNER });
    const authorization = `Bearer ${login.json<{ token: string }>().token}`;
    // Each save is a version: the tag's name changes every time.
    for (let save = 1; save < VERSIONS; save += 1) {
      const saved = await app.inject({
        method: 'PUT',
        url: '/api/v1/tags/1',
        headers: { authorization },
        payload: { name: `Frontend ${save}`, color: save % 2 === 0 ? 'blue' : 'green' },
      });
      if (saved.statusCode !== 200) throw new Error(`save ${save}: ${saved.statusCode} ${saved.body}`);
    }
    const read = async (offset: number) => {
      const started = performance.now();
      const answer = await app.inject({
        method: 'GET',
        url: `/api/v1/history?resource=tags&id=1&offset=${offset}&limit=${PAGE}`,
        headers: { authorization },
      });
      const took = performance.now() - started;
      if (answer.statusCode !== 200) throw new Error(`read at ${offset}: ${answer.statusCode}`);
      return { took, total: answer.json<{ total: number }>().total };
    };
    const { total } = await read(0);
    const pages: number[] = [];
    const wholes: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      let whole = 0;
      for (let offset = 0; offset < total; offset += PAGE) {
        const { took } = await read(offset);
        pages.push(took);
        whole += took;
      }
      wholes.push(whole);
    }
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    console.log(
      `${label}: ${total} versions of tag 1; a page of ${PAGE}: p50 ${ms(percentile(pages, 0.5))}, p99 ${ms(percentile(pages, 0.99))} (${pages.length} reads); all ${total} in ${total / PAGE} pages: p50 ${ms(percentile(wholes, 0.5))}, p99 ${ms(percentile(wholes, 0.99))} (${wholes.length} rounds)`,
    );
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function postgresDatabase(): Promise<{ url: string; drop: () => Promise<void> } | null> {
  const admin = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  admin.on('error', () => undefined);
  try {
    await admin.connect();
  } catch {
    return null;
  }
  const name = `portfolio_history_bench_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: ADMIN_URL });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}

await measure('PGlite (in memory)', { kind: 'memory' });
const postgres = await postgresDatabase();
if (postgres) {
  try {
    await measure('PostgreSQL', { kind: 'postgres', url: postgres.url });
  } finally {
    await postgres.drop();
  }
} else console.log(`PostgreSQL: not reachable at ${ADMIN_URL}, skipped`);
