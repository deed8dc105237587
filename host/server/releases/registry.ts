import type { LiveState } from '@portfolio/shared/schemas';
import type { FastifyBaseLogger } from 'fastify';
import type { ReleasesApi } from './releases-api';

/**
 * The host server's view of the release registry, read from the API every `pollMs` (a 304 when nothing changed).
 * Polling, not a push: a host server that was away or restarted catches up on its next read, and two host
 * servers need nothing between them but the API.
 */
export class ReleaseRegistry {
  private state: LiveState | undefined;
  private etag: string | undefined;
  private reading: Promise<LiveState> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly api: ReleasesApi,
    private readonly pollMs: number,
    private readonly onState: (state: LiveState) => Promise<void> | void,
    private readonly log: FastifyBaseLogger,
  ) {}

  get current(): LiveState | undefined {
    return this.state;
  }

  /** Reads the registry now (one read at a time), then hands the state on. */
  refresh(): Promise<LiveState> {
    this.reading ??= this.read().finally(() => (this.reading = undefined));
    return this.reading;
  }

  private async read(): Promise<LiveState> {
    const answer = await this.api.liveState(this.etag);
    if (answer) {
      this.state = answer.state;
      this.etag = answer.etag ?? undefined;
    }
    // Handed on every time, changed or not: a release that could not be prepared before is tried again.
    await this.onState(this.state!);
    return this.state!;
  }

  /** Polls until `stop()`; a failed read is tried again at the next tick, and logged once per outage. */
  start(): void {
    let failing = false;
    const tick = () => {
      if (this.stopped) return;
      this.refresh()
        .then(() => {
          if (failing) this.log.info('the release registry answers again');
          failing = false;
        })
        .catch((error: unknown) => {
          // One short line per outage: at every start the API may simply not be up yet.
          const reason =
            error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : error;
          if (!failing)
            this.log.warn(`could not read the release registry (${String(reason)}); trying again`);
          failing = true;
        })
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(tick, this.pollMs).unref();
        });
    };
    tick();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }
}
