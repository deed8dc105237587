/** Said when a queue is full: what waits for a render process, and when to try again. */
export class QueueFullError extends Error {
  override name = 'QueueFullError';
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
  }
}

/**
 * Runs at most `atOnce` tasks at a time and holds up to `waiting` more in order; one more is refused at once with
 * a QueueFullError, so a burst of callers makes no more processes and no longer queue than that.
 */
export class RenderQueue {
  private active = 0;
  private readonly queued: (() => void)[] = [];

  constructor(
    private readonly atOnce: number,
    private readonly waiting: number,
    private readonly busy: () => QueueFullError,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active < this.atOnce) this.active += 1;
    else if (this.queued.length < this.waiting)
      // A task that ends hands its place to the first waiting, so none can be taken in between.
      await new Promise<void>((resolve) => this.queued.push(resolve));
    else throw this.busy();
    try {
      return await task();
    } finally {
      const next = this.queued.shift();
      if (next) next();
      else this.active -= 1;
    }
  }
}
