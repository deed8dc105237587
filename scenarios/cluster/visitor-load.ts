import autocannon from 'autocannon';

/** One answer (or failure) of the load, when it came and how long it took. */
interface Sample {
  at: number;
  ok: boolean;
  latencyMs: number;
  /** The status, or `error` for a request that got none (reset, refused, timed out). */
  outcome: string;
}

/** What a window of the load saw. */
export interface WindowFigures {
  requests: number;
  failures: number;
  /** The longest time without a single successful answer, in ms. */
  longestGapMs: number;
  p99Ms: number;
  /** The failures by status (`error`: no answer at all). */
  failedAs: Record<string, number>;
}

/**
 * Visitors reading the site through the balancer: `connections` keep-alive connections cycling through
 * `paths` for `seconds` (at most `rate` requests a second when given). Every answer is recorded with its time, so
 * the figures of any window (an event) can be read afterwards. A failure is an error, a timeout or an answer
 * other than 2xx/304.
 */
export class VisitorLoad {
  private readonly samples: Sample[] = [];
  private readonly instance: autocannon.Instance;
  readonly done: Promise<unknown>;

  constructor(options: {
    url: string;
    paths: string[];
    connections: number;
    seconds: number;
    rate?: number;
  }) {
    let finished: (value: unknown) => void = () => undefined;
    this.done = new Promise((resolve) => (finished = resolve));
    this.instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.seconds,
        timeout: 20,
        ...(options.rate ? { overallRate: options.rate } : {}),
        requests: options.paths.map((path) => ({ method: 'GET' as const, path })),
      },
      (error, result) => finished(error ?? result),
    );
    this.instance.on('response', (_client: unknown, status: number, _bytes: number, latencyMs: number) => {
      this.samples.push({ at: Date.now(), ok: status < 400, latencyMs, outcome: String(status) });
    });
    this.instance.on('reqError', () =>
      this.samples.push({ at: Date.now(), ok: false, latencyMs: 0, outcome: 'error' }),
    );
  }

  stop() {
    this.instance.stop();
    return this.done;
  }

  /** The figures of the answers that came between `from` and `to` (Date.now() values). */
  window(from: number, to: number = Date.now()): WindowFigures {
    const inside = this.samples.filter((sample) => sample.at >= from && sample.at <= to);
    let longestGapMs = 0;
    let previous = from;
    for (const sample of inside) {
      if (!sample.ok) continue;
      longestGapMs = Math.max(longestGapMs, sample.at - previous);
      previous = sample.at;
    }
    longestGapMs = Math.max(longestGapMs, to - previous);
    const latencies = inside
      .filter((sample) => sample.ok)
      .map((sample) => sample.latencyMs)
      .sort((a, b) => a - b);
    return {
      requests: inside.length,
      failures: inside.filter((sample) => !sample.ok).length,
      failedAs: inside
        .filter((sample) => !sample.ok)
        .reduce<Record<string, number>>(
          (counts, { outcome }) => ({ ...counts, [outcome]: (counts[outcome] ?? 0) + 1 }),
          {},
        ),
      longestGapMs: Math.round(longestGapMs),
      p99Ms: Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0),
    };
  }
}

/**
 * The owner saving new tags one after another through the balancer while visitors read: every write the site
 * acknowledged (201) is kept to be read back afterwards; one that failed is counted, never retried (a retried
 * POST could save twice).
 */
export class OwnerWrites {
  readonly acknowledged: { id: number; name: string }[] = [];
  /** When each write that was not acknowledged was answered or gave up. */
  readonly failedAt: number[] = [];
  private running = true;
  readonly done: Promise<void>;

  constructor(url: string, token: string, writers = 1) {
    this.done = Promise.all(
      Array.from({ length: writers }, (_, writer) => this.write(url, token, writer)),
    ).then(() => undefined);
  }

  private async write(url: string, token: string, writer: number) {
    for (let n = 0; this.running; n += 1) {
      const name = `cluster ${writer}.${n}`;
      try {
        const response = await fetch(`${url}/api/v1/tags`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify({ name, color: 'green' }),
        });
        const body = (await response.json()) as { id: number };
        if (response.status === 201) this.acknowledged.push({ id: body.id, name });
        else this.failedAt.push(Date.now());
      } catch {
        this.failedAt.push(Date.now());
      }
      // An owner types; a little pause keeps the writes from crowding out the readers on a small machine.
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  stop() {
    this.running = false;
    return this.done;
  }

  failuresBetween(from: number, to: number) {
    return this.failedAt.filter((at) => at >= from && at <= to).length;
  }
}
