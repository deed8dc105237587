import { type ChildProcess, fork } from 'node:child_process';
import { chown, mkdir, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { RenderRelease, RenderRequest, WorkerMessage } from './render-protocol';
import { type RenderSandbox, sandboxFlags } from './render-sandbox';

const START_TIMEOUT_MS = 30_000;
/** Past this a render is given up (the page is rendered in the browser); the worker's own limit is 5 s. */
const RENDER_TIMEOUT_MS = 8000;
/** A release's server code gets this much heap; a runaway one is stopped, not the host server. */
const WORKER_HEAP_MB = 256;

/**
 * The render processes' folders: each process has its own, named after the host server's process id, the only
 * place it may write (the federation SSR loader writes the release's code under its working directory). Inside
 * the host's node_modules so that the release's imports of the shared packages resolve to the host's copies.
 */
const renderFoldersOf = (cwd: string) => join(cwd, 'node_modules', '.ssr-cache');
let started = 0;

export class RenderError extends Error {
  override name = 'RenderError';
}

/**
 * One release's server renderer in a child process: started once per release and kept while the release is
 * live, rolling out, previewed or the previous one; stopped (its modules and its cache folder gone) after.
 */
export class RenderProcess {
  private nextId = 0;
  private readonly pending = new Map<
    number,
    { resolve: (markup: string) => void; reject: (error: Error) => void }
  >();
  private readonly exited: Promise<void>;

  private constructor(
    private readonly child: ChildProcess,
    folder: string,
  ) {
    // Settles once its folder, where the release could write, is gone too.
    this.exited = new Promise<void>((resolve) => child.once('exit', () => resolve())).then(async () => {
      for (const { reject } of this.pending.values()) reject(new RenderError('The render process stopped.'));
      this.pending.clear();
      await rm(folder, { recursive: true, force: true }).catch(() => undefined);
    });
    child.on('message', (message: WorkerMessage) => {
      if (message.type !== 'rendered' && message.type !== 'render-failed') return;
      const waiting = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.type === 'rendered') waiting?.resolve(message.markup);
      else waiting?.reject(new RenderError(message.message));
    });
  }

  /**
   * Starts the process, confined by `sandbox` to its own folder, and resolves once the release's modules are
   * loaded; rejects with the reason if not, or as soon as `signal` aborts (a host server stopping does not wait out
   * a slow load).
   */
  static async start(
    release: RenderRelease,
    workerPath: string,
    { cwd = process.cwd(), signal, sandbox }: { cwd?: string; signal?: AbortSignal; sandbox: RenderSandbox },
  ): Promise<RenderProcess> {
    const folder = join(renderFoldersOf(cwd), `${process.pid}-${++started}`);
    await mkdir(folder, { recursive: true });
    if (sandbox.user) await chown(folder, sandbox.user.uid, sandbox.user.gid);
    let child: ChildProcess;
    try {
      child = fork(workerPath, [], {
        cwd: folder,
        uid: sandbox.user?.uid,
        gid: sandbox.user?.gid,
        // Only what it needs: the remote's code must not see the host server's secrets.
        env: { NODE_ENV: 'production', RENDER_RELEASE: JSON.stringify(release) },
        execArgv: [
          ...sandboxFlags(sandbox, folder),
          `--max-old-space-size=${WORKER_HEAP_MB}`,
          // Said at every start otherwise: the permission model is experimental on Node 20, and threads are
          // allowed to it (render-sandbox.ts says why).
          '--disable-warning=ExperimentalWarning',
          '--disable-warning=SecurityWarning',
        ],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
    } catch (error) {
      await rm(folder, { recursive: true, force: true });
      throw error;
    }
    const renderer = new RenderProcess(child, folder);
    // Removed once loaded: the host server's signal outlives every renderer it starts.
    let stopping: (() => void) | undefined;
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(new RenderError(`${release.remote} did not load within ${START_TIMEOUT_MS / 1000} s.`)),
          START_TIMEOUT_MS,
        );
        child.on('message', (message: WorkerMessage) => {
          if (message.type === 'ready') resolve();
          if (message.type === 'failed') reject(new RenderError(message.message));
        });
        child.once('exit', (code, signal) =>
          reject(new RenderError(`The render process exited (${signal ?? `code ${code}`}) while loading.`)),
        );
        child.once('error', reject);
        stopping = () => reject(new RenderError('The host server is stopping.'));
        if (signal?.aborted) stopping();
        signal?.addEventListener('abort', stopping, { once: true });
        void renderer.exited.finally(() => clearTimeout(timer));
        child.on('message', (message: WorkerMessage) => {
          if (message.type === 'ready' || message.type === 'failed') clearTimeout(timer);
        });
      });
    } catch (error) {
      await renderer.stop();
      throw error;
    } finally {
      if (stopping) signal?.removeEventListener('abort', stopping);
    }
    return renderer;
  }

  /** Settles when the process has exited, whoever stopped it, and its folder is removed. */
  get stopped(): Promise<void> {
    return this.exited;
  }

  get alive(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }

  render(request: Omit<RenderRequest, 'id'>): Promise<string> {
    if (!this.alive) return Promise.reject(new RenderError('The render process has stopped.'));
    const id = ++this.nextId;
    return new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new RenderError(`The render took longer than ${RENDER_TIMEOUT_MS / 1000} s.`));
      }, RENDER_TIMEOUT_MS);
      this.pending.set(id, {
        resolve: (markup) => (clearTimeout(timer), resolve(markup)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      this.child.send({ ...request, id } satisfies RenderRequest);
    });
  }

  async stop(): Promise<void> {
    if (this.alive) {
      this.child.kill('SIGTERM');
      const killed = setTimeout(() => this.child.kill('SIGKILL'), 2000);
      await this.exited;
      clearTimeout(killed);
    }
    await this.exited;
  }
}

/**
 * Removes the render folders of host servers that are gone (a crash or a kill -9 of an earlier one); those of
 * other host servers running from the same folder stay.
 */
export async function removeStaleRenderCaches(cwd = process.cwd()): Promise<void> {
  const root = renderFoldersOf(cwd);
  const entries = await readdir(root).catch(() => [] as string[]);
  await Promise.all(
    entries.map(async (entry) => {
      const pid = Number(/^\d+/.exec(entry)?.[0]);
      if (Number.isInteger(pid) && pid > 0 && isRunning(pid)) return;
      await rm(join(root, entry), { recursive: true, force: true });
    }),
  );
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
