import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RenderProcess } from './render-process';
import type { RenderRelease } from './render-protocol';

const release: RenderRelease = {
  remote: 'publicRemote',
  manifestUrl: 'http://127.0.0.1:9/mf-manifest.json',
  exposes: [],
  apiBaseUrl: '',
};
let dir: string;
let stuckWorker: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'render-process-'));
  // A worker whose release never finishes loading: it neither says 'ready' nor exits.
  stuckWorker = join(dir, 'stuck-worker.mjs');
  await writeFile(
    stuckWorker,
    "import { writeFileSync } from 'node:fs';\nwriteFileSync('worker.pid', String(process.pid));\nsetInterval(() => {}, 1000);\n",
  );
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('RenderProcess.start', () => {
  it('gives up a loading renderer as soon as the host server stops, and stops its process', async () => {
    const closing = new AbortController();
    const started = Date.now();
    const starting = RenderProcess.start(release, stuckWorker, { cwd: dir, signal: closing.signal });
    // Stopping while the worker is running and loading.
    const pidFile = join(dir, 'worker.pid');
    while (!(await readFile(pidFile, 'utf8').catch(() => ''))) await sleep(50);
    closing.abort();
    await expect(starting).rejects.toThrow('The host server is stopping.');
    // Well inside the 30 s a slow load is otherwise given.
    expect(Date.now() - started).toBeLessThan(10_000);
    const pid = Number(await readFile(pidFile, 'utf8'));
    expect(() => process.kill(pid, 0)).toThrow();
  });

  it('does not start loading for a host server already stopping', async () => {
    await expect(
      RenderProcess.start(release, stuckWorker, { cwd: dir, signal: AbortSignal.abort() }),
    ).rejects.toThrow('The host server is stopping.');
  });
});
