import { type ChildProcess, fork } from 'node:child_process';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { RenderRelease, RenderRequest, WorkerMessage } from './render-protocol';

const START_TIMEOUT_MS = 30_000;
/** Past this a render is given up (the page is rendered in the browser); the worker's own limit is 5 s. */
const RENDER_TIMEOUT_MS = 8000;
/** A release's server code gets this much heap; a runaway one is stopped, not the host server. */
const WORKER_HEAP_MB = 256;

/** Where the federation SSR loader writes a process's copy of a remote's server code (per process id). */
const ssrCacheOf = (cwd: string, pid: number | undefined) =>
  join(cwd, 'node_modules', '.ssr-cache', String(pid ?? 'unknown'));

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
    cwd: string,
  ) {
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
    void this.exited.then(() => {
      for (const { reject } of this.pending.values()) reject(new RenderError('The render process stopped.'));
      this.pending.clear();
      return rm(ssrCacheOf(cwd, child.pid), { recursive: true, force: true });
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
   * Starts the process and resolves once the release's modules are loaded; rejects with the reason if not, or
   * as soon as `signal` aborts (a host server stopping does not wait out a slow load).
   */
  static async start(
    release: RenderRelease,
    workerPath: string,
    { cwd = process.cwd(), signal }: { cwd?: string; signal?: AbortSignal } = {},
  ): Promise<RenderProcess> {
    const child = fork(workerPath, [], {
      cwd,
      // Only what it needs: the remote's code must not see the host server's secrets.
      env: { NODE_ENV: 'production', RENDER_RELEASE: JSON.stringify(release) },
      execArgv: [`--max-old-space-size=${WORKER_HEAP_MB}`],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const renderer = new RenderProcess(child, cwd);
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
        if (signal?.aborted) reject(new RenderError('The host server is stopping.'));
        signal?.addEventListener('abort', () => reject(new RenderError('The host server is stopping.')), {
          once: true,
        });
        void renderer.exited.finally(() => clearTimeout(timer));
        child.on('message', (message: WorkerMessage) => {
          if (message.type === 'ready' || message.type === 'failed') clearTimeout(timer);
        });
      });
    } catch (error) {
      await renderer.stop();
      throw error;
    }
    return renderer;
  }

  /** Settles when the process has exited, whoever stopped it. */
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

/** Removes the SSR caches of processes that are gone (a crash or a kill -9 of an earlier host server). */
export async function removeStaleRenderCaches(cwd = process.cwd()): Promise<void> {
  const root = join(cwd, 'node_modules', '.ssr-cache');
  const entries = await readdir(root).catch(() => [] as string[]);
  await Promise.all(
    entries.map(async (entry) => {
      const pid = Number(entry);
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
