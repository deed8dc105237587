// The API section of `pnpm bench`: the four public reads of a visitor at 50 connections, each beside the
// ceiling (a bare Fastify route serving the same bytes from memory) measured in the same run, on PGlite and on
// PostgreSQL, with the read cache off (cold: every request reads the database) and on (warm), then json-server
// on the same data; and writes at 10 connections. Asserts nothing: it measures and writes a table.
// BENCH_ONLY=pglite,postgres,json-server (any of them, comma-separated) runs only those parts while iterating;
// the default is all three. A partial run still rewrites the section, so commit only a complete one.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../stack.mjs';
import { LOAD, measure } from './load.mjs';
import { startServer } from './processes.mjs';

const pg = createRequire(join(ROOT, 'api', 'package.json'))('pg');

const READS = [
  { name: '/users/1', path: '/api/v1/users/1', jsonServer: '/users/1' },
  {
    name: '/projects?offset=0&limit=10',
    path: '/api/v1/projects?offset=0&limit=10',
    jsonServer: '/projects?_start=0&_limit=10',
  },
  { name: '/technologies', path: '/api/v1/technologies', jsonServer: '/technologies' },
  {
    name: '/tags?offset=0&limit=10',
    path: '/api/v1/tags?offset=0&limit=10',
    jsonServer: '/tags?_start=0&_limit=10',
  },
];

const PARTS = ['pglite', 'postgres', 'json-server'];
const ONLY = (process.env.BENCH_ONLY ?? PARTS.join(','))
  .split(',')
  .map((part) => part.trim().toLowerCase())
  .filter(Boolean);
const unknownParts = ONLY.filter((part) => !PARTS.includes(part));
if (unknownParts.length > 0)
  throw new Error(`BENCH_ONLY: unknown ${unknownParts.join(', ')}; known: ${PARTS.join(', ')}`);
const runs = (part) => ONLY.includes(part);

/** The issue's goals, checked in the summary. */
const GOALS = { ceilingShare: 0.5, readP99: 25, coldPostgresRps: 2000, writeP99: 50 };

const POSTGRES_ADMIN_URL =
  process.env.BENCH_POSTGRES_URL ??
  process.env.TEST_POSTGRES_URL ??
  'postgres://postgres@127.0.0.1:5432/test';

async function withPostgres(work) {
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  client.on('error', () => undefined);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function createPostgresDatabase() {
  const name = `portfolio_bench_${randomBytes(5).toString('hex')}`;
  try {
    await withPostgres((client) => client.query(`CREATE DATABASE ${name}`));
  } catch (error) {
    return { skipped: `PostgreSQL at ${POSTGRES_ADMIN_URL} is not reachable (${error.message})` };
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withPostgres((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

const json = async (url, init) => {
  const response = await fetch(url, init);
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
};

export default {
  name: 'api',
  title: 'API',
  build: ['pnpm', ['--filter', '@portfolio/api', 'build']],

  async run({ portBase }) {
    const ports = { api: portBase + 10, ceiling: portBase + 11, jsonServer: portBase + 12 };
    const apiUrl = `http://127.0.0.1:${ports.api}`;
    const work = mkdtempSync(join(tmpdir(), 'portfolio-bench-api-'));
    const owner = { email: 'owner@bench.test', password: randomBytes(12).toString('base64url') };
    const rows = [];
    const writes = [];
    const notes = [];
    const stops = [];

    const startApi = async (label, env) =>
      startServer({
        name: `API (${label})`,
        command: process.execPath,
        args: ['dist/server.js'],
        cwd: join(ROOT, 'api'),
        env: {
          PORT: String(ports.api),
          HOST: '127.0.0.1',
          NODE_ENV: 'production',
          LOG_LEVEL: 'info',
          ADMIN_EMAIL: owner.email,
          ADMIN_PASSWORD: owner.password,
          ...env,
        },
        logFile: join(work, 'api.log'),
        readyUrl: `${apiUrl}/api/health`,
      });

    const measureRead = async (server, base, read, pid) => {
      const result = await measure(`${base}${read.path}`, { pid });
      console.log(
        `  ${server.padEnd(12)} ${read.name.padEnd(28)} ${Math.round(result.rps)} req/s p99 ${result.p99} ms`,
      );
      return result;
    };

    const measureWrites = async (database) => {
      const { token } = await json(`${apiUrl}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(owner),
      });
      const project = await json(`${apiUrl}/api/v1/projects/1`);
      const projectInput = Object.fromEntries(
        ['name', 'description', 'domain', 'repo', 'details', 'userId', 'cover', 'visible'].map((key) => [
          key,
          project[key],
        ]),
      );
      const tag = await json(`${apiUrl}/api/v1/tags/1`);
      // Every save changes the item, so each one writes a version to the history (a save that changes nothing
      // writes none): the tag's colour flips, the project's description counts.
      let saves = 0;
      const targets = [
        ['PUT /tags/1', '/api/v1/tags/1', () => ({ name: tag.name, color: saves % 2 ? 'blue' : 'red' })],
        [
          'PUT /projects/1',
          '/api/v1/projects/1',
          () => ({ ...projectInput, description: `${project.description} (save ${saves})` }),
        ],
      ];
      // In rounds, like the warm reads: one 6 s run of ten writers on a shared machine put a write's p99 anywhere
      // from 35 to 61 ms for the same code within the hour. Each write reports its median round by p99, with
      // every round's p99 beside it.
      const measured = new Map(targets.map(([name]) => [name, []]));
      for (let round = 1; round <= LOAD.writeRounds; round += 1) {
        for (const [name, path, body] of targets) {
          const result = await measure(`${apiUrl}${path}`, {
            connections: LOAD.writeConnections,
            requests: [
              {
                method: 'PUT',
                headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
                setupRequest: (request) => ({ ...request, body: JSON.stringify(body((saves += 1))) }),
              },
            ],
          });
          measured.get(name).push(result);
          console.log(
            `  writes       ${name.padEnd(28)} ${Math.round(result.rps)} req/s p99 ${result.p99} ms`,
          );
        }
      }
      for (const [name, results] of measured) {
        const p99Rounds = results.map((result) => result.p99);
        writes.push({ write: name, database, ...medianBy(results, (result) => result.p99), p99Rounds });
      }
      // The saves above gave project 1 thousands of versions: its history's tenth page of 100 reads past the
      // first 1,000 of them, newest first. The history is the signed-in owner's screen, so its goal is one reader's
      // read; ten readers at once are measured as well, to show what the page costs the database under load.
      const historyPath = '/api/v1/history?resource=projects&id=1&offset=900&limit=100';
      for (const readers of [1, LOAD.writeConnections]) {
        const history = await measure(`${apiUrl}${historyPath}`, {
          connections: readers,
          headers: { authorization: `Bearer ${token}` },
        });
        console.log(
          `  history      versions 901-1,000, ${readers} reader(s) ${Math.round(history.rps)} req/s p99 ${history.p99} ms`,
        );
        writes.push({
          write: `GET ${historyPath.slice('/api/v1'.length)}`,
          database,
          readers,
          goal: readers === 1,
          ...history,
        });
      }
    };

    const measureDatabase = async (database, env) => {
      const cold = await startApi(`${database}, cache off`, { ...env, READ_CACHE_MB: '0' });
      try {
        await ensureCeiling();
        for (const read of READS) {
          const result = await measureRead('API', apiUrl, read, cold.child.pid);
          rows.push({ read: read.name, server: 'API', database, cache: 'cold', ...result });
        }
      } finally {
        await cold.stop();
      }
      const warm = await startApi(`${database}, cache on`, env);
      try {
        // Each warm row right after its own ceiling: measured once up front, the ceiling ranged 19-32k req/s
        // within one run on this shared machine, which decided the ratio more than the API did. Even pair by
        // pair one run's ratios for the same cached path spread 31-62 %, so the pairs are measured in rounds
        // and each read reports its median pair, with every round's ratio beside it. Five rounds: with three,
        // two slow rounds out of three (55 / 30 / 47 %) decided a row in one run of three.
        const pairs = new Map(READS.map((read) => [read, []]));
        for (let round = 1; round <= LOAD.warmRounds; round += 1) {
          if (LOAD.warmRounds > 1) console.log(`  warm round ${round} of ${LOAD.warmRounds}`);
          for (const read of READS) {
            const ceiling = await measureRead('ceiling', ceilingUrl, read, ceilingPid);
            const api = await measureRead('API', apiUrl, read, warm.child.pid);
            pairs.get(read).push({ ceiling, api, share: api.rps / ceiling.rps });
          }
        }
        for (const [read, measured] of pairs) {
          const { ceiling, api } = medianBy(measured, (pair) => pair.share);
          const rounds = measured.map((pair) => pair.share);
          rows.push({ read: read.name, server: 'ceiling', database, cache: '', ...ceiling });
          rows.push({ read: read.name, server: 'API', database, cache: 'warm', ...api, rounds });
        }
        await measureWrites(database);
      } finally {
        await warm.stop();
      }
    };

    // The ceiling serves the API's own answers, fetched from the first API started.
    let ceilingUrl;
    let ceilingPid;
    const ensureCeiling = async () => {
      if (!ceilingUrl) {
        const answers = {};
        for (const read of READS) {
          answers[read.path.split('?')[0]] = await (await fetch(`${apiUrl}${read.path}`)).text();
        }
        const ceiling = await startServer({
          name: 'ceiling',
          command: process.execPath,
          args: [
            join(ROOT, 'scripts', 'bench', 'ceiling-server.mjs'),
            JSON.stringify({ port: ports.ceiling, answers }),
          ],
          cwd: ROOT,
          env: {},
          logFile: join(work, 'ceiling.log'),
          readyUrl: `http://127.0.0.1:${ports.ceiling}${READS[0].path}`,
        });
        stops.push(ceiling.stop);
        ceilingUrl = `http://127.0.0.1:${ports.ceiling}`;
        ceilingPid = ceiling.child.pid;
      }
    };

    let jsonServerData;
    try {
      if (runs('pglite')) await measureDatabase('PGlite', { DATA_DIR: join(work, 'data') });

      const postgres = runs('postgres') ? await createPostgresDatabase() : { skipped: 'not in BENCH_ONLY' };
      if (postgres.skipped) notes.push(`PostgreSQL rows skipped: ${postgres.skipped}.`);
      else {
        try {
          await measureDatabase('PostgreSQL', {
            DATA_DIR: join(work, 'data-pg'),
            DATABASE_URL: postgres.url,
          });
          const reader = await startApi('PostgreSQL, for json-server', {
            DATA_DIR: join(work, 'data-pg'),
            DATABASE_URL: postgres.url,
          });
          try {
            jsonServerData = await fetchJsonServerData(apiUrl);
          } finally {
            await reader.stop();
          }
        } finally {
          await postgres.drop();
        }
      }
      if (!runs('json-server')) return report(rows, writes, notes);
      if (!jsonServerData) {
        const reader = await startApi('PGlite, for json-server', { DATA_DIR: join(work, 'data') });
        try {
          jsonServerData = await fetchJsonServerData(apiUrl);
        } finally {
          await reader.stop();
        }
      }

      const dbFile = join(work, 'db.json');
      writeFileSync(dbFile, JSON.stringify(jsonServerData));
      const jsonServer = await startServer({
        name: 'json-server',
        command: process.execPath,
        args: [
          join(ROOT, 'node_modules', 'json-server', 'lib', 'cli', 'bin.js'),
          '--port',
          String(ports.jsonServer),
          '--host',
          '127.0.0.1',
          dbFile,
        ],
        cwd: work,
        env: {},
        logFile: join(work, 'json-server.log'),
        readyUrl: `http://127.0.0.1:${ports.jsonServer}/tags`,
      });
      stops.push(jsonServer.stop);
      for (const read of READS) {
        const result = await measure(`http://127.0.0.1:${ports.jsonServer}${read.jsonServer}`, {
          pid: jsonServer.child.pid,
        });
        rows.push({ read: read.name, server: 'json-server', database: 'JSON file', cache: '', ...result });
        console.log(
          `  json-server  ${read.name.padEnd(28)} ${Math.round(result.rps)} req/s p99 ${result.p99} ms`,
        );
      }
    } finally {
      for (const stop of stops.reverse()) await stop();
      rmSync(work, { recursive: true, force: true });
    }
    return report(rows, writes, notes);
  },
};

/** json-server's collections, with the API's own answers: the same data on both. */
async function fetchJsonServerData(apiUrl) {
  const get = (path) => json(`${apiUrl}/api/v1${path}`);
  return {
    users: [await get('/users/1')],
    projects: (await get('/projects?limit=100')).projects,
    technologies: (await get('/technologies')).technologies,
    tags: (await get('/tags?limit=100')).tags,
  };
}

/** The middle item by `key` (the upper middle of an even count), so the row's figures stay one measurement's. */
const medianBy = (items, key) => [...items].sort((a, b) => key(a) - key(b))[Math.floor(items.length / 2)];

const number = (value) => Math.round(value).toLocaleString('en-US');
const ms = (value) => (value < 10 ? value.toFixed(1) : number(value));
const percent = (value) => `${Math.round(value * 100)} %`;
const micros = (value) => (value === undefined ? '' : number(value));
const mark = (ok) => (ok ? '✓' : '✗');
/** Every round's ratio to the ceiling, in the order measured: how far the median could have moved. */
const p99RoundsNote = (write) =>
  write.p99Rounds?.length > 1 ? ` (${write.p99Rounds.map(ms).join(' / ')})` : '';
const roundsNote = (row) =>
  row.rounds?.length > 1 ? ` (${row.rounds.map((share) => Math.round(share * 100)).join(' / ')})` : '';

function report(rows, writes, notes) {
  const ceilingOf = (row) =>
    rows.find((r) => r.server === 'ceiling' && r.read === row.read && r.database === row.database) ??
    rows.findLast((r) => r.server === 'ceiling' && r.read === row.read);
  const jsonServerOf = (row) => rows.find((r) => r.server === 'json-server' && r.read === row.read);
  const lines = [
    `Reads at ${LOAD.readConnections} connections, writes at ${LOAD.writeConnections}, an item's history by one reader and by ${LOAD.writeConnections}; each row ${LOAD.warmupSeconds} s of ` +
      `warm-up, then ${LOAD.durationSeconds} s measured (autocannon on loopback). "cold" is the API with the read ` +
      'cache off (`READ_CACHE_MB=0`: every request reads the database); "warm" is the default. The ceiling is a ' +
      'bare Fastify route serving the same body from memory, measured right before each warm row; ceiling and ' +
      `warm API are measured in ${LOAD.warmRounds} rounds of pairs, and each warm read shows its median pair ` +
      "(by the ratio of req/s) with every round's ratio in brackets. Writes are measured in " +
      `${LOAD.writeRounds} rounds; each shows its median round by p99, with every round's p99 in brackets. The API ` +
      "runs as in production: `node dist/server.js`, `LOG_LEVEL=info` (one line per request to a file, but for the read cache's hits, which are counted and logged once a minute). " +
      '"CPU µs/req" is the server process\'s own CPU time (all threads, user + system, from `/proc/<pid>/stat`) ' +
      'over the measured run divided by the requests answered: a second view of the ratio that does not hang on ' +
      'how much of the two shared cores the load generator left each server, though it still moves with the ' +
      'load (a busier server answers more requests per wake-up).',
    '',
    '| read | server | database | req/s | p50 ms | p99 ms | CPU µs/req | of the ceiling | × json-server | failed |',
    '|---|---|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const row of rows) {
    const ceiling = ceilingOf(row);
    const jsonServer = jsonServerOf(row);
    const server = row.cache ? `${row.server} (${row.cache})` : row.server;
    lines.push(
      `| \`${row.read}\` | ${server} | ${row.database} | ${number(row.rps)} | ${ms(row.p50)} | ${ms(row.p99)} | ` +
        `${micros(row.cpuPerRequest)} | ` +
        `${row.server === 'ceiling' || !ceiling ? '' : percent(row.rps / ceiling.rps)}${roundsNote(row)} | ` +
        `${row.server === 'json-server' || !jsonServer ? '' : `${(row.rps / jsonServer.rps).toFixed(1)}×`} | ${row.failed} |`,
    );
  }
  lines.push('', '| write | database | req/s | p50 ms | p99 ms | failed |', '|---|---|---:|---:|---:|---:|');
  for (const write of writes) {
    const readers = write.readers
      ? `, ${write.readers === 1 ? 'one reader' : `${write.readers} readers`}`
      : '';
    lines.push(
      `| \`${write.write}\`${readers} | ${write.database} | ${number(write.rps)} | ${ms(write.p50)} | ${ms(write.p99)} | ${write.failed} |`,
    );
  }

  lines.push(
    '',
    `Goals: warm reads ≥ ${percent(GOALS.ceilingShare)} of the ceiling with p99 ≤ ${GOALS.readP99} ms, cold reads on ` +
      `PostgreSQL ≥ ${number(GOALS.coldPostgresRps)} req/s, writes and one reader's history page p99 ≤ ${GOALS.writeP99} ms.`,
    '',
    '| read | database | warm, of the ceiling | warm, of the ceiling by CPU per request | warm p99 | cold req/s |',
    '|---|---|---|---|---|---|',
  );
  for (const row of rows.filter((r) => r.server === 'API' && r.cache === 'warm')) {
    const share = row.rps / ceilingOf(row).rps;
    const cpuShare =
      row.cpuPerRequest && ceilingOf(row).cpuPerRequest
        ? ceilingOf(row).cpuPerRequest / row.cpuPerRequest
        : undefined;
    const cold = rows.find(
      (r) => r.server === 'API' && r.cache === 'cold' && r.read === row.read && r.database === row.database,
    );
    const coldCell =
      row.database === 'PostgreSQL'
        ? `${mark(cold.rps >= GOALS.coldPostgresRps)} ${number(cold.rps)}`
        : number(cold.rps);
    lines.push(
      `| \`${row.read}\` | ${row.database} | ${mark(share >= GOALS.ceilingShare)} ${percent(share)}${roundsNote(row)} | ` +
        `${cpuShare === undefined ? '' : `${mark(cpuShare >= GOALS.ceilingShare)} ${percent(cpuShare)}`} | ` +
        `${mark(row.p99 <= GOALS.readP99)} ${ms(row.p99)} ms | ${coldCell} |`,
    );
  }
  for (const write of writes.filter((w) => w.goal !== false)) {
    lines.push(
      `| \`${write.write}\` | ${write.database} | | | ${mark(write.p99 <= GOALS.writeP99)} ${ms(write.p99)} ms${p99RoundsNote(write)} (${write.readers ? 'one reader' : 'write'}) | |`,
    );
  }
  if (notes.length > 0) lines.push('', ...notes);
  return lines.join('\n');
}
