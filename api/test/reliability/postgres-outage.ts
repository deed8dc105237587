import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { randomPort, signIn, startServer } from './server-process';

const run = promisify(execFile);

/** The newest PostgreSQL binaries installed (Debian: /usr/lib/postgresql/<version>/bin), if any. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  const bin = versions
    .map((version) => join(root, version, 'bin'))
    .find((dir) => existsSync(join(dir, 'pg_ctl')));
  return bin;
}

/** PostgreSQL refuses to run as root: as root, the cluster's commands run as the `postgres` user. */
export const canRunCluster = () =>
  Boolean(postgresBinaries()) && (process.getuid?.() !== 0 || existsSync('/usr/sbin/runuser'));

/**
 * A throwaway PostgreSQL cluster of our own (initdb in a temporary folder, its own port and socket folder), so
 * stopping it never touches the server other runs share on 5432.
 */
export async function startThrowawayCluster() {
  const bin = postgresBinaries();
  if (!bin) throw new Error('No PostgreSQL binaries under /usr/lib/postgresql');
  const folder = await mkdtemp(join(tmpdir(), 'portfolio-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) await run('chown', ['postgres:', folder]);
  const as = (command: string, args: string[]) =>
    asRoot
      ? run('runuser', ['-u', 'postgres', '--', join(bin, command), ...args])
      : run(join(bin, command), args);
  const dataDir = join(folder, 'data');
  const port = randomPort();
  await as('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => as('pg_ctl', ['-D', dataDir, '-o', options, '-w', '-l', join(folder, 'log'), 'start']);
  const stop = () => as('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await stop().catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
    },
  };
}

export interface OutageResult {
  /** Answers during the outage by status; only 503s are expected. */
  during: Record<string, number>;
  /** Answers once PostgreSQL is back: all 200. */
  after: Record<string, number>;
  /** Milliseconds from the restart of PostgreSQL to the first 200 again. */
  recoveryMs: number;
  /** The API process is the same one throughout: it recovered without a restart. */
  apiRestarted: boolean;
  healthDuring: unknown;
}

const tally = (into: Record<string, number>, key: string | number) => {
  into[key] = (into[key] ?? 0) + 1;
};

/**
 * PostgreSQL stopped and started again under light load (a public read and a signed-in read every 50 ms):
 * 503 problems during, 200s after, no API restart, never a 401.
 */
export async function postgresOutage(options: { outageMs: number }): Promise<OutageResult> {
  const cluster = await startThrowawayCluster();
  const server = await startServer({
    DATABASE_URL: cluster.url,
    LOG_LEVEL: 'warn',
    DATABASE_CONNECT_TIMEOUT_MS: '1000',
  });
  try {
    const token = await signIn(server.url);
    // A public read and a signed-in read: neither may ever be a 401 because the database is away.
    const probe = () =>
      Promise.all(
        [
          fetch(`${server.url}/api/v1/tags`),
          fetch(`${server.url}/api/v1/users`, { headers: { authorization: `Bearer ${token}` } }),
        ].map((answer) => answer.then((response) => response.status).catch(() => 'no answer')),
      );
    const during: Record<string, number> = {};
    const after: Record<string, number> = {};
    await cluster.stop();
    const outageEnds = Date.now() + options.outageMs;
    while (Date.now() < outageEnds) {
      for (const status of await probe()) tally(during, status);
      await sleep(50);
    }
    const healthDuring = await (await fetch(`${server.url}/api/health`)).json();
    await cluster.start();
    const restarted = Date.now();
    let recoveryMs = -1;
    for (let tries = 0; tries < 400 && recoveryMs < 0; tries += 1) {
      const statuses = await probe();
      if (statuses.every((status) => status === 200)) recoveryMs = Date.now() - restarted;
      else await sleep(50);
    }
    for (let n = 0; n < 20; n += 1) for (const status of await probe()) tally(after, status);
    return {
      during,
      after,
      recoveryMs,
      apiRestarted: server.child.exitCode !== null,
      healthDuring,
    };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    await cluster.destroy();
  }
}
