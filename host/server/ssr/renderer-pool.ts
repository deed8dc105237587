import type { Renderer } from './server-pages';

interface Running {
  renderer: Promise<Renderer>;
  users: number;
}

/**
 * Render processes shared by the releases whose server code is the same (`serverCodeDigest`): two versions built
 * from the same source, or a rollback to a copy, render with one process instead of one each. Each release holds
 * a share; the process stops when the last share is stopped, or on its own (a crash), after which the next
 * release that needs it starts another.
 */
export class RendererPool {
  private readonly running = new Map<string, Running>();

  /** A share of the process that runs the code `key` names, started with `start` unless one runs it already. */
  async acquire(key: string, start: () => Promise<Renderer>): Promise<Renderer> {
    let running = this.running.get(key);
    if (!running) {
      const started: Running = { renderer: start(), users: 0 };
      running = started;
      this.running.set(key, started);
      const forget = () => {
        if (this.running.get(key) === started) this.running.delete(key);
      };
      // Registered first: whoever learns that the process stopped can already start another.
      void started.renderer.then((renderer) => void renderer.stopped.then(forget), forget);
    }
    running.users += 1;
    let renderer: Renderer;
    try {
      renderer = await running.renderer;
    } catch (error) {
      running.users -= 1;
      throw error;
    }
    return this.share(key, running, renderer);
  }

  private share(key: string, running: Running, renderer: Renderer): Renderer {
    let stopped = false;
    return {
      render: (request) => renderer.render(request),
      stopped: renderer.stopped,
      stop: async () => {
        if (stopped) return;
        stopped = true;
        running.users -= 1;
        if (running.users > 0) return;
        if (this.running.get(key) === running) this.running.delete(key);
        await renderer.stop();
      },
    };
  }

  /** How many render processes run or start. */
  get size(): number {
    return this.running.size;
  }
}
