// Load generation for the benchmarks: autocannon with a warm-up that is thrown away, then the measured run.
import autocannon from 'autocannon';

const seconds = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds`);
  return value;
};

/** Durations and connection counts; the environment shortens them for a quick look. */
export const LOAD = {
  warmupSeconds: seconds('BENCH_WARMUP_S', 3),
  durationSeconds: seconds('BENCH_DURATION_S', 6),
  readConnections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  writeConnections: Number(process.env.BENCH_WRITE_CONNECTIONS ?? 10),
};

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

/**
 * Requests per second (mean of the per-second samples), p50 and p99 latency in ms, and how many answers were
 * not 2xx or failed. `request` may carry method, headers and body.
 */
export async function measure(url, { connections = LOAD.readConnections, ...request } = {}) {
  const options = { url, connections, ...request };
  await run({ ...options, duration: LOAD.warmupSeconds });
  const result = await run({ ...options, duration: LOAD.durationSeconds });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
  };
}
