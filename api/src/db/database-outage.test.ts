import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TcpProxy } from '../../test/tcp-proxy';
import {
  createTestDatabase,
  openTestApp,
  usesPostgres,
  type TestApp,
  type TestDatabase,
} from '../../test/test-app';

const API_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A port nothing listens on, from the system: a random one in 43000-43900 was once taken by the time the server
 * bound it, since that range is also where the system picks the local ports of outgoing connections.
 */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The test database's URL, reached through the proxy instead of directly. */
function throughProxy(database: TestDatabase, proxy: TcpProxy) {
  const url = new URL(database.env.DATABASE_URL!);
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return url.toString();
}

// PostgreSQL only: PGlite lives in the process and cannot go away on its own.
describe.runIf(usesPostgres())('a PostgreSQL outage', { timeout: 60_000 }, () => {
  let proxy: TcpProxy;
  let database: TestDatabase;
  let dataDir: string;
  let t: TestApp;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portfolio-outage-'));
    database = await createTestDatabase(dataDir);
    const direct = new URL(database.env.DATABASE_URL!);
    proxy = new TcpProxy(direct.hostname, Number(direct.port || 5432));
    await proxy.start();
    t = await openTestApp({
      dataDir,
      database: { ...database, target: { kind: 'postgres', url: throughProxy(database, proxy) } },
      env: { DATABASE_CONNECT_TIMEOUT_MS: '1000', DATABASE_QUERY_TIMEOUT_MS: '1500' },
    });
  });
  afterAll(async () => {
    await t?.close();
    await proxy?.stop();
  });

  const expectUnavailable = (response: Awaited<ReturnType<TestApp['inject']>>) => {
    expect(response.statusCode, response.body).toBe(503);
    expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('answers 503 problems with Retry-After while the database is down, never 401, and recovers without a restart', async () => {
    await proxy.stop();

    const publicRead = await t.inject({ method: 'GET', url: '/api/v1/tags' });
    expectUnavailable(publicRead);
    expect(publicRead.headers['content-type']).toContain('application/problem+json');
    expect(publicRead.json()).toMatchObject({ status: 503, title: 'Service Unavailable' });
    // The token is fine; the database that would confirm it is not. The browser must keep its session.
    expectUnavailable(await t.asOwner({ method: 'GET', url: '/api/v1/users' }));
    expectUnavailable(
      await t.asOwner({ method: 'POST', url: '/api/v1/tags', payload: { name: 'During', color: 'red' } }),
    );
    const health = await t.inject({ method: 'GET', url: '/api/health' });
    expectUnavailable(health);
    expect(health.json()).toEqual({ status: 'unavailable', database: 'postgres', databaseStatus: 'down' });
    // A load balancer takes the instance out of rotation; a supervisor leaves the live process alone.
    const ready = await t.inject({ method: 'GET', url: '/api/health/ready' });
    expectUnavailable(ready);
    expect(ready.json()).toEqual({ status: 'unavailable', database: 'postgres', databaseStatus: 'down' });
    expect((await t.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);

    await proxy.start();
    expect((await t.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    // Readiness asks on the listening connection, which reconnects on its own back-off (0.25 s, 0.5 s, 1 s …).
    const deadline = Date.now() + 10_000;
    let readyAgain = 0;
    while (Date.now() < deadline && readyAgain !== 200) {
      readyAgain = (await t.inject({ method: 'GET', url: '/api/health/ready' })).statusCode;
      if (readyAgain !== 200) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(readyAgain).toBe(200);
    expect((await t.asOwner({ method: 'GET', url: '/api/v1/users' })).statusCode).toBe(200);
    const tags = await t.inject({ method: 'GET', url: '/api/v1/tags?limit=100' });
    expect(tags.json<{ tags: { name: string }[] }>().tags.map((tag) => tag.name)).not.toContain('During');
  });

  it('gives up on a frozen database after the query timeout (503) instead of hanging, and recovers', async () => {
    proxy.freeze();
    expectUnavailable(await t.inject({ method: 'GET', url: '/api/v1/tags' }));
    expectUnavailable(await t.asOwner({ method: 'GET', url: '/api/v1/users' }));
    await proxy.thaw();
    expect((await t.inject({ method: 'GET', url: '/api/v1/tags' })).statusCode).toBe(200);
    expect((await t.asOwner({ method: 'GET', url: '/api/v1/users' })).statusCode).toBe(200);
  });

  it('starts while the database is down: retries with a clear log line, then serves once it is back', async () => {
    await proxy.stop();
    const serverDataDir = await mkdtemp(join(tmpdir(), 'portfolio-outage-server-'));
    const port = await freePort();
    const child = spawn(join(API_ROOT, 'node_modules/.bin/tsx'), ['src/server.ts'], {
      cwd: API_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        DATA_DIR: serverDataDir,
        DATABASE_URL: throughProxy(database, proxy),
        DATABASE_CONNECT_TIMEOUT_MS: '500',
        ADMIN_PASSWORD: 'outage-owner-pass',
        LOG_LEVEL: 'info',
      },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    try {
      const waitFor = async (done: () => boolean | Promise<boolean>, what: string) => {
        for (let tries = 0; tries < 200; tries += 1) {
          if (await done()) return;
          if (child.exitCode !== null) throw new Error(`server exited while waiting for ${what}:\n${output}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        throw new Error(`timed out waiting for ${what}:\n${output}`);
      };
      await waitFor(() => output.includes('retrying in 2 s'), 'the second retry');
      expect(output).toMatch(
        /database unreachable \(PostgreSQL at 127\.0\.0\.1:\d+\/portfolio_t_\w+\); retrying in 1 s/,
      );
      expect(output).not.toMatch(/^\s+at /m);

      await proxy.start();
      await waitFor(async () => {
        const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        return response?.status === 200;
      }, 'the server to serve');
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      await rm(serverDataDir, { recursive: true, force: true });
    }
  });
});
