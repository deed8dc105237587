import { PGlite } from '@electric-sql/pglite';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, inject, it } from 'vitest';
import { usesPostgres } from '../test-app';
import { randomPort, spawnServer } from './server-process';

const status = (url: string) =>
  fetch(url).then(
    async (response) => ({ status: response.status, body: (await response.json()) as { status?: string } }),
    () => undefined,
  );

describe.skipIf(usesPostgres())('readiness of the real server process', () => {
  it(
    'answers 503 "starting" until it is seeded and listening, then 200; after SIGTERM 503 "draining" while requests are still served, then exits 0',
    { timeout: 120_000 },
    async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'portfolio-readiness-'));
      const template = new Blob([await readFile(inject('pgliteTemplate'))]);
      await (await PGlite.create(join(dataDir, 'pgdata'), { loadDataDir: template })).close();
      const server = spawnServer(
        { DATA_DIR: dataDir, LOG_LEVEL: 'warn', SHUTDOWN_DRAIN_MS: '1500' },
        randomPort(),
      );
      try {
        const seen: string[] = [];
        const deadline = Date.now() + 90_000;
        for (;;) {
          const answer = await status(`${server.url}/api/health/ready`);
          if (answer) seen.push(`${answer.status} ${answer.body.status}`);
          if (answer?.status === 200 || Date.now() > deadline || server.child.exitCode !== null) break;
          await sleep(25);
        }
        expect(seen[0], server.output()).toBe('503 starting');
        expect(seen.at(-1)).toBe('200 ready');
        expect(new Set(seen)).toEqual(new Set(['503 starting', '200 ready']));
        expect(await status(`${server.url}/api/health/live`)).toEqual({
          status: 200,
          body: { status: 'ok' },
        });

        const signalled = Date.now();
        server.child.kill('SIGTERM');
        await sleep(200);
        expect(await status(`${server.url}/api/health/ready`)).toMatchObject({
          status: 503,
          body: { status: 'draining' },
        });
        expect((await fetch(`${server.url}/api/v1/tags`)).status).toBe(200);
        expect((await server.exited).code).toBe(0);
        expect(Date.now() - signalled).toBeGreaterThanOrEqual(1500);
      } finally {
        server.child.kill('SIGKILL');
        await rm(dataDir, { recursive: true, force: true });
      }
    },
  );
});
