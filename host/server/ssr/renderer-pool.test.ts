import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RenderProcess } from './render-process';
import { renderSandbox, WORKER_PACKAGES_FILE } from './render-sandbox';
import { RendererPool } from './renderer-pool';
import type { Renderer } from './server-pages';

/** Render processes that say which one rendered, stop when told and can crash. */
function processes() {
  const started: (Renderer & { crash: () => void; running: boolean })[] = [];
  const start = async () => {
    let exit!: () => void;
    const process = {
      running: true,
      render: async () => `rendered by process ${started.indexOf(process) + 1}`,
      stopped: new Promise<void>((resolve) => (exit = resolve)),
      stop: async () => {
        process.running = false;
        exit();
      },
      crash: () => void process.stop(),
    };
    started.push(process);
    return process;
  };
  return { started, start };
}

const request = { url: '/', state: {} };

describe('RendererPool', () => {
  it('gives releases with the same server code one process, stopped when the last of them is', async () => {
    const pool = new RendererPool();
    const { started, start } = processes();
    const [v1, v2] = await Promise.all([pool.acquire('code A', start), pool.acquire('code A', start)]);
    expect(started).toHaveLength(1);
    expect(await v2.render(request)).toBe('rendered by process 1');

    await v1.stop();
    await v1.stop();
    expect(started[0]!.running).toBe(true);
    expect(await v2.render(request)).toBe('rendered by process 1');
    await v2.stop();
    expect(started[0]!.running).toBe(false);
    expect(pool.size).toBe(0);
  });

  it('gives other code a process of its own', async () => {
    const pool = new RendererPool();
    const { started, start } = processes();
    const a = await pool.acquire('code A', start);
    const b = await pool.acquire('code B', start);
    expect(await a.render(request)).toBe('rendered by process 1');
    expect(await b.render(request)).toBe('rendered by process 2');
    expect(started).toHaveLength(2);
    expect(pool.size).toBe(2);
  });

  it('starts another process after one failed to start or stopped on its own', async () => {
    const pool = new RendererPool();
    const { started, start } = processes();
    await expect(
      Promise.all([
        pool.acquire('code A', () => Promise.reject(new Error('the entry threw'))),
        pool.acquire('code A', start),
      ]),
    ).rejects.toThrow('the entry threw');
    const first = await pool.acquire('code A', start);
    started[0]!.crash();
    await first.stopped;
    const second = await pool.acquire('code A', start);
    expect(await second.render(request)).toBe('rendered by process 2');
  });
});

describe('RendererPool with render processes', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'renderer-pool-'));
    await chmod(dir, 0o755);
    await writeFile(join(dir, WORKER_PACKAGES_FILE), '[]');
    await writeFile(
      join(dir, 'pid-worker.mjs'),
      "process.send({ type: 'ready' });\nprocess.on('message', (request) => process.send({ type: 'rendered', id: request.id, markup: String(process.pid) }));\n",
    );
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('renders two releases with the same server code in one process', async () => {
    const worker = join(dir, 'pid-worker.mjs');
    const sandbox = await renderSandbox(worker);
    const pool = new RendererPool();
    const start = (manifestUrl: string) => () =>
      RenderProcess.start({ remote: 'publicRemote', manifestUrl, exposes: [], origins: [] }, worker, {
        cwd: dir,
        sandbox,
      });
    const v1 = await pool.acquire('code A', start('http://127.0.0.1:9/releases/v1/mf-manifest.json'));
    const v2 = await pool.acquire('code A', start('http://127.0.0.1:9/releases/v2/mf-manifest.json'));
    const pid = await v1.render(request);
    expect(await v2.render(request)).toBe(pid);
    await v1.stop();
    await v2.stop();
    await v2.stopped;
    expect(() => process.kill(Number(pid), 0)).toThrow();
  });
});
