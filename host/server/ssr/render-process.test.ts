import { getEventListeners } from 'node:events';
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RenderProcess, removeStaleRenderCaches } from './render-process';
import type { RenderRelease } from './render-protocol';
import { type RenderSandbox, renderSandbox, WORKER_PACKAGES_FILE } from './render-sandbox';

const release: RenderRelease = {
  remote: 'publicRemote',
  manifestUrl: 'http://127.0.0.1:9/mf-manifest.json',
  exposes: [],
  origins: ['http://127.0.0.1:9'],
};
const runsAsRoot = process.getuid?.() === 0;
let dir: string;
let secretDir: string;
let sandbox: RenderSandbox;
let stuckWorker: string;
let probingWorker: string;

/** Writes a worker beside an empty package list, in a folder any user may read (as the host's build is). */
async function worker(name: string, code: string) {
  const path = join(dir, name);
  await writeFile(path, code);
  return path;
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'render-process-'));
  await chmod(dir, 0o755);
  await writeFile(join(dir, WORKER_PACKAGES_FILE), '[]');
  // What the host server knows and its render processes must not: a file any user of the machine may read, so
  // that only the permission model keeps it from them.
  secretDir = await mkdtemp(join(tmpdir(), 'render-secret-'));
  await chmod(secretDir, 0o755);
  await writeFile(join(secretDir, 'jwt-secret'), 'the-jwt-secret', { mode: 0o644 });
  // A worker whose release never finishes loading: it neither says 'ready' nor exits.
  stuckWorker = await worker(
    'stuck-worker.mjs',
    "import { writeFileSync } from 'node:fs';\nwriteFileSync('worker.pid', String(process.pid));\nsetInterval(() => {}, 1000);\n",
  );
  // A worker that does what a hostile release's server code would at import, and renders what each attempt got.
  probingWorker = await worker(
    'probing-worker.mjs',
    `import { readFileSync, writeFileSync } from 'node:fs';
const attempt = async (name, action) => {
  try { return [name, 'got ' + String(await action()).slice(0, 80)]; }
  catch (error) { return [name, error.code ?? error.message]; }
};
const attempts = Object.fromEntries(await Promise.all([
  attempt('read a secret', () => readFileSync(${JSON.stringify(join(secretDir, 'jwt-secret'))}, 'utf8')),
  attempt("read the host server's environment", () => readFileSync('/proc/' + process.ppid + '/environ', 'utf8')),
  attempt('write beside its code', () => writeFileSync(${JSON.stringify(join(dir, 'planted.js'))}, 'x')),
  attempt('write in its folder', () => { writeFileSync('cache.js', 'x'); return 'written'; }),
  attempt('start a process', async () => (await import('node:child_process')).execFileSync('id')),
]));
process.send({ type: 'ready' });
process.on('message', (request) =>
  process.send({ type: 'rendered', id: request.id, markup: JSON.stringify({ attempts, env: Object.keys(process.env), uid: process.getuid() }) }));
`,
  );
  sandbox = await renderSandbox(stuckWorker);
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
  await rm(secretDir, { recursive: true, force: true });
});

/** The folder of the one render process running from `dir`, once it has one. */
async function renderFolder() {
  const root = join(dir, 'node_modules', '.ssr-cache');
  for (;;) {
    const [folder] = await readdir(root).catch(() => []);
    if (folder) return join(root, folder);
    await sleep(20);
  }
}

describe('RenderProcess.start', () => {
  it('gives up a loading renderer as soon as the host server stops, and stops its process', async () => {
    const closing = new AbortController();
    const started = Date.now();
    const starting = RenderProcess.start(release, stuckWorker, { cwd: dir, signal: closing.signal, sandbox });
    // Stopping while the worker is running and loading.
    const pidFile = join(await renderFolder(), 'worker.pid');
    let pid = '';
    while (!(pid = await readFile(pidFile, 'utf8').catch(() => ''))) await sleep(50);
    closing.abort();
    await expect(starting).rejects.toThrow('The host server is stopping.');
    // Well inside the 30 s a slow load is otherwise given.
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(() => process.kill(Number(pid), 0)).toThrow();
  });

  it("leaves nothing on the host server's signal once loaded: it outlives every renderer", async () => {
    const closing = new AbortController();
    const renderer = await RenderProcess.start(release, probingWorker, {
      cwd: dir,
      signal: closing.signal,
      sandbox,
    });
    expect(getEventListeners(closing.signal, 'abort')).toEqual([]);
    await renderer.stop();
  });

  it('removes its folder, with what the release wrote there, once stopped', async () => {
    const renderer = await RenderProcess.start(release, probingWorker, { cwd: dir, sandbox });
    const folder = await renderFolder();
    expect(await readdir(folder)).toContain('cache.js');
    await renderer.stop();
    await expect(readdir(folder)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('does not start loading for a host server already stopping', async () => {
    await expect(
      RenderProcess.start(release, stuckWorker, { cwd: dir, signal: AbortSignal.abort(), sandbox }),
    ).rejects.toThrow('The host server is stopping.');
  });
});

describe('a render process', () => {
  it("reads nothing of the host server's: no file outside its code, no /proc, and an environment with no secret", async () => {
    const renderer = await RenderProcess.start(release, probingWorker, { cwd: dir, sandbox });
    const folder = await renderFolder();
    const seen = JSON.parse(await renderer.render({ url: '/', state: {} })) as {
      attempts: Record<string, string>;
      env: string[];
      uid: number;
    };
    await renderer.stop();

    expect(seen.attempts).toEqual({
      'read a secret': 'ERR_ACCESS_DENIED',
      "read the host server's environment": 'ERR_ACCESS_DENIED',
      'write beside its code': 'ERR_ACCESS_DENIED',
      'write in its folder': 'got written',
      'start a process': 'ERR_ACCESS_DENIED',
    });
    expect(seen.env.sort()).toEqual(['NODE_ENV', 'RENDER_RELEASE']);
    // Started by root, it runs as nobody: the system's own file modes keep root's files from it too.
    if (runsAsRoot) expect(seen.uid).toBe(65534);
    // Its folder, where it could write, goes with it.
    await expect(readdir(folder)).rejects.toThrow();
  });
});

describe('removeStaleRenderCaches', () => {
  it("removes the folders of host servers that are gone and keeps a running one's", async () => {
    const root = join(dir, 'node_modules', '.ssr-cache');
    // No process has id 2^22 + 1 (above Linux's largest).
    await mkdir(join(root, '4194305-1'), { recursive: true });
    await mkdir(join(root, `${process.pid}-7`), { recursive: true });
    await removeStaleRenderCaches(dir);
    expect(await readdir(root)).toEqual([`${process.pid}-7`]);
    await rm(root, { recursive: true });
  });
});
