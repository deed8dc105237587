// What confining a render process costs (issue 38), run by `pnpm bench render` (scripts/bench/render.mjs), which
// starts the stack and passes its URLs: the same built worker and release, started as the host server starts it
// (permission model, module hooks, nobody when root) and as it was started before, unconfined.
import { type ChildProcess, fork } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, bench, describe } from 'vitest';
import { homeQueryState, PageRenderer } from './page-renderer';
import { RenderProcess } from './render-process';
import type { RenderRelease, RenderRequest, WorkerMessage } from './render-protocol';
import { renderSandbox } from './render-sandbox';
import { SERVER_RENDERED_PAGES, type Renderer } from './server-pages';

const HOST_DIR = fileURLToPath(new URL('../..', import.meta.url));
const WORKER = fileURLToPath(new URL('../../dist/server/render-worker.js', import.meta.url));
const { BENCH_MANIFEST_URL, BENCH_API_URL, BENCH_MEMORY_FILE } = process.env;
if (!BENCH_MANIFEST_URL || !BENCH_API_URL)
  throw new Error('Run with `pnpm bench render`: it starts the stack.');

const release: RenderRelease = {
  remote: 'publicRemote',
  manifestUrl: BENCH_MANIFEST_URL,
  exposes: [...SERVER_RENDERED_PAGES],
  origins: [new URL(BENCH_MANIFEST_URL).origin],
};
const data = await new PageRenderer(`${BENCH_API_URL}/api/v1`).currentData();
const request = { url: '/', state: homeQueryState(data) };
const sandbox = await renderSandbox(WORKER);

const confined = () => RenderProcess.start(release, WORKER, { sandbox });

/** The render process as the host server started it before: in its own folder and user, with its heap limit only. */
async function unconfined(): Promise<Renderer> {
  const child: ChildProcess = fork(WORKER, [], {
    cwd: HOST_DIR,
    env: { NODE_ENV: 'production', RENDER_RELEASE: JSON.stringify(release) },
    execArgv: ['--max-old-space-size=256'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stopped = new Promise<void>((resolve) => child.once('exit', () => resolve())).then(() =>
    rm(`${HOST_DIR}/node_modules/.ssr-cache/${child.pid}`, { recursive: true, force: true }),
  );
  await new Promise<void>((resolve, reject) =>
    child.on('message', (message: WorkerMessage) =>
      message.type === 'ready' ? resolve() : message.type === 'failed' && reject(new Error(message.message)),
    ),
  );
  let id = 0;
  return {
    render: (asked: Omit<RenderRequest, 'id'>) =>
      new Promise<string>((resolve, reject) => {
        const mine = ++id;
        const answer = (message: WorkerMessage) => {
          if (message.type === 'rendered' && message.id === mine) resolve(message.markup);
          else if (message.type === 'render-failed' && message.id === mine)
            reject(new Error(message.message));
          else return;
          child.off('message', answer);
        };
        child.on('message', answer);
        child.send({ ...asked, id: mine });
      }),
    stopped,
    stop: async () => {
      child.kill('SIGTERM');
      await stopped;
    },
  };
}

/** The resident memory of this process's render processes, in MiB, confined and not (from /proc). */
function renderProcessMemory(): Record<'confinedMiB' | 'unconfinedMiB', number> {
  const memory = { confinedMiB: 0, unconfinedMiB: 0 };
  for (const pid of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      if (
        Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) !== process.pid ||
        !cmdline.includes('render-worker.js')
      )
        continue;
      const mib = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1]) / 1024;
      memory[cmdline.includes('-permission') ? 'confinedMiB' : 'unconfinedMiB'] = mib;
    } catch {
      // Gone meanwhile.
    }
  }
  return memory;
}

/** Rounds of pairs, each side first in turn: a machine getting busier or quieter weighs on both alike. */
const ROUNDS = 3;
const inTurn = <T>(round: number, pair: [T, T]): [T, T] => (round % 2 ? pair : [pair[1], pair[0]]);

const start = {
  confined: async () => (await confined()).stop(),
  unconfined: async () => (await unconfined()).stop(),
};
for (let round = 1; round <= ROUNDS; round += 1)
  describe(`start: fork, load the release, stop, round ${round}`, () => {
    for (const name of inTurn(round, ['confined', 'unconfined'] as const))
      bench(name, start[name], { iterations: 4, warmupIterations: 0, time: 0 });
  });

const renderers = { confined: await confined(), unconfined: await unconfined() };
// Each has rendered once, as a serving one has; the rounds' thousands of renders would leave it to the collector.
for (const renderer of Object.values(renderers)) await renderer.render(request);
const memory = renderProcessMemory();
for (let round = 1; round <= ROUNDS; round += 1)
  describe(`render / with the live data, round ${round}`, () => {
    for (const name of inTurn(round, ['confined', 'unconfined'] as const))
      bench(name, () => renderers[name].render(request).then(() => undefined), {
        time: 3000,
        warmupTime: 500,
      });
  });

afterAll(async () => {
  if (BENCH_MEMORY_FILE) writeFileSync(BENCH_MEMORY_FILE, JSON.stringify(memory));
  await Promise.all(Object.values(renderers).map((renderer) => renderer.stop()));
});
