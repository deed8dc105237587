import autocannon, { type Result } from 'autocannon';
import { allTagIds, signIn, startServer } from './server-process';

export interface LoadResult {
  connections: number;
  seconds: number;
  reads: { requests: number; errors: number; non2xx: number; p50: number; p99: number; perSecond: number };
  writes: {
    requests: number;
    errors: number;
    non2xx: number;
    p50: number;
    p99: number;
    acknowledged: number;
  };
  lostWrites: number;
}

const PUBLIC_READS = [
  '/api/v1/users/1',
  '/api/v1/projects?offset=0&limit=10',
  '/api/v1/technologies',
  '/api/v1/tags',
];

const percentile = (values: number[], share: number) =>
  Math.round([...values].sort((a, b) => a - b)[Math.floor(values.length * share)] ?? 0);

const figures = (result: Result) => ({
  requests: result.requests.total,
  errors: result.errors + result.timeouts,
  non2xx: result.non2xx,
  p50: result.latency.p50,
  p99: result.latency.p99,
});

/**
 * `connections` clients for `seconds`: most of them read the public pages, one in ten writes signed in (a new
 * tag each time). Zero errors and zero lost writes: every tag the server acknowledged is there afterwards.
 */
export async function loadRun(options: {
  env: Record<string, string>;
  connections: number;
  seconds: number;
}): Promise<LoadResult> {
  const server = await startServer({ LOG_LEVEL: 'warn', ...options.env });
  try {
    const token = await signIn(server.url);
    const writers = Math.max(1, Math.round(options.connections / 10));
    const acknowledged: number[] = [];
    const writes = { requests: 0, errors: 0, non2xx: 0, latencies: [] as number[] };
    const until = Date.now() + options.seconds * 1000;
    // The writers are plain loops (each keeps its id to check afterwards) beside autocannon's readers.
    const writer = async (index: number) => {
      for (let n = 0; Date.now() < until; n += 1) {
        const started = performance.now();
        writes.requests += 1;
        try {
          const response = await fetch(`${server.url}/api/v1/tags`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
            body: JSON.stringify({ name: `load ${index}.${n}`, color: 'blue' }),
          });
          const body = (await response.json()) as { id: number };
          if (response.status === 201) acknowledged.push(body.id);
          else writes.non2xx += 1;
        } catch {
          writes.errors += 1;
        }
        writes.latencies.push(performance.now() - started);
      }
    };
    const [reads] = await Promise.all([
      autocannon({
        url: server.url,
        connections: options.connections - writers,
        duration: options.seconds,
        timeout: 30,
        requests: PUBLIC_READS.map((path) => ({ method: 'GET' as const, path })),
      }),
      ...Array.from({ length: writers }, (_, index) => writer(index)),
    ]);
    const present = await allTagIds(server.url);
    return {
      connections: options.connections,
      seconds: options.seconds,
      reads: { ...figures(reads), perSecond: reads.requests.average },
      writes: {
        requests: writes.requests,
        errors: writes.errors,
        non2xx: writes.non2xx,
        p50: percentile(writes.latencies, 0.5),
        p99: percentile(writes.latencies, 0.99),
        acknowledged: acknowledged.length,
      },
      lostWrites: acknowledged.filter((id) => !present.has(id)).length,
    };
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}
