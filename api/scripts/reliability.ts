// `pnpm --filter @portfolio/api reliability <scenario>`: the reliability proofs of docs/RELIABILITY.md at full
// size, each printing its figures. CI runs the same scenarios smaller (test/reliability/*.test.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { eventsDrainOnSigterm } from '../test/reliability/events-drain';
import { kill9Rounds } from '../test/reliability/kill9';
import { loadRun } from '../test/reliability/load';
import { postgresOutage } from '../test/reliability/postgres-outage';
import { OWNER, startServer } from '../test/reliability/server-process';
import { sigtermUnderLoad } from '../test/reliability/sigterm';

const USAGE = `pnpm --filter @portfolio/api reliability <scenario> [options]

  kill9 [--rounds 10]                       kill -9 during writes on PGlite; acknowledged writes kept
  sigterm                                   SIGTERM under load on PGlite; in-flight answered, database closed
  events [--seconds 10]                     SIGTERM while page views are reported; every 202 counted after the drain
  load [--connections 200] [--seconds 30] [--postgres]
                                            public reads + signed-in writes; errors and lost writes
  postgres-outage [--seconds 5]             a throwaway PostgreSQL cluster stopped and started under light load
  recovery-timing [--pairs 200]             recover-password answer times, known vs unknown address

The whole-site scenarios (redeploy, cluster) are run from the root: pnpm reliability <scenario>.`;

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function withDataDir<T>(work: (dataDir: string) => Promise<T>) {
  const dataDir = await mkdtemp(join(tmpdir(), 'portfolio-reliability-'));
  try {
    return await work(dataDir);
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** A database of its own on the PostgreSQL server, dropped afterwards. */
async function withPostgresDatabase<T>(work: (url: string) => Promise<T>) {
  const name = `portfolio_reliability_${Date.now()}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function recoveryTiming(pairs: number) {
  return withDataDir(async (dataDir) => {
    const server = await startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
    try {
      const time = async (email: string) => {
        const started = performance.now();
        const response = await fetch(`${server.url}/api/v1/auth/recover-password`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email }),
        });
        await response.arrayBuffer();
        return performance.now() - started;
      };
      const known: number[] = [];
      const unknown: number[] = [];
      for (let pair = 0; pair < pairs; pair += 1) {
        // Alternating which goes first, so neither always meets a warmer server.
        if (pair % 2) {
          known.push(await time(OWNER.email));
          unknown.push(await time(`nobody-${pair}@example.com`));
        } else {
          unknown.push(await time(`nobody-${pair}@example.com`));
          known.push(await time(OWNER.email));
        }
      }
      return { pairs, medianKnownMs: median(known), medianUnknownMs: median(unknown) };
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  });
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      rounds: { type: 'string' },
      connections: { type: 'string' },
      seconds: { type: 'string' },
      pairs: { type: 'string' },
      postgres: { type: 'boolean' },
    },
  });
  const scenario = positionals[0];
  const started = Date.now();
  let result: unknown;
  if (scenario === 'kill9') {
    result = await withDataDir((dataDir) =>
      kill9Rounds({ dataDir, rounds: Number(values.rounds ?? 10), log: (line) => console.log(line) }),
    );
  } else if (scenario === 'sigterm') {
    result = await withDataDir((dataDir) => sigtermUnderLoad({ DATA_DIR: dataDir }));
  } else if (scenario === 'events') {
    const beforeSignalMs = Number(values.seconds ?? 10) * 1000;
    result = await withDataDir((dataDir) => eventsDrainOnSigterm(dataDir, { beforeSignalMs }));
  } else if (scenario === 'load') {
    const size = { connections: Number(values.connections ?? 200), seconds: Number(values.seconds ?? 30) };
    result = values.postgres
      ? await withPostgresDatabase((url) => loadRun({ env: { DATABASE_URL: url }, ...size }))
      : await withDataDir((dataDir) => loadRun({ env: { DATA_DIR: dataDir }, ...size }));
  } else if (scenario === 'postgres-outage') {
    result = await postgresOutage({ outageMs: Number(values.seconds ?? 5) * 1000 });
  } else if (scenario === 'recovery-timing') {
    result = await recoveryTiming(Number(values.pairs ?? 200));
  } else {
    console.log(USAGE);
    process.exitCode = scenario ? 1 : 0;
    return;
  }
  console.log(JSON.stringify({ scenario, ...(result as object), tookMs: Date.now() - started }, null, 2));
}

await main();
