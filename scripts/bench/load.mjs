// Load generation for the benchmarks: autocannon with a warm-up that is thrown away, then the measured run.
import autocannon from 'autocannon';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const seconds = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number of seconds`);
  return value;
};

const rounds = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a whole number of rounds, 1 or more`);
  return value;
};

/** Durations and connection counts; the environment shortens them for a quick look. */
export const LOAD = {
  warmupSeconds: seconds('BENCH_WARMUP_S', 3),
  durationSeconds: seconds('BENCH_DURATION_S', 6),
  readConnections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  writeConnections: Number(process.env.BENCH_WRITE_CONNECTIONS ?? 10),
  warmRounds: rounds('BENCH_WARM_ROUNDS', 5),
  writeRounds: rounds('BENCH_WRITE_ROUNDS', 3),
};

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });

/** Clock ticks per second of /proc's CPU times (100 on every Linux we know, but asked rather than assumed). */
const TICKS_PER_SECOND = existsSync('/proc/self/stat')
  ? Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }))
  : undefined;

/**
 * The CPU time (user + system, all threads) a process has used so far, in µs, from /proc/<pid>/stat; undefined
 * where there is no /proc. Fields 14 and 15 are utime and stime; the name before them may hold spaces.
 */
function cpuMicroseconds(pid) {
  if (!pid || !TICKS_PER_SECOND) return undefined;
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / TICKS_PER_SECOND;
}

/**
 * Requests per second (mean of the per-second samples), p50 and p99 latency in ms, and how many answers were
 * not 2xx or failed. `request` may carry method, headers and body. With the server's `pid`, also the CPU time
 * it spent per request over the measured run: a cost that does not hang on how much of the two cores the load
 * generator and the neighbours left the server, though it still moves with the load.
 */
export async function measure(url, { connections = LOAD.readConnections, pid, ...request } = {}) {
  const options = { url, connections, ...request };
  await run({ ...options, duration: LOAD.warmupSeconds });
  const cpuBefore = cpuMicroseconds(pid);
  const result = await run({ ...options, duration: LOAD.durationSeconds });
  const cpuAfter = cpuMicroseconds(pid);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
    /** Answers per status code, e.g. `{ 304: { count } }`, and requests that got no answer. */
    statusCodes: result.statusCodeStats,
    unanswered: result.errors + result.timeouts,
    cpuPerRequest:
      cpuBefore === undefined || result.requests.total === 0
        ? undefined
        : (cpuAfter - cpuBefore) / result.requests.total,
  };
}
