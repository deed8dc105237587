// What a page's main thread costs by its own CPU time, read from a Lighthouse run's trace. Lighthouse's simulated
// TBT multiplies each task's *wall* time by the CPU slowdown; on a machine whose cores are busy with other work
// (the browser's other processes, Lighthouse itself, the servers, other tenants), much of that wall time is the
// thread waiting for a core. The same sum over the thread's CPU time is the blocking time the page's own work
// would cause on a CPU of the same speed that was free whenever the page needed it.

const BLOCKING_THRESHOLD_MS = 50;

/** The renderer main thread that parsed `url`'s document. */
function pageMainThread(events, url) {
  const parse = events.find((event) => event.name === 'ParseHTML' && event.args?.beginData?.url === url);
  if (!parse) throw new Error(`the trace has no document parse for ${url}`);
  return { pid: parse.pid, tid: parse.tid };
}

/**
 * Blocking time from first contentful paint to the end of the trace, counted both ways: by each top-level task's
 * wall time and by its thread CPU time, each × `slowdown` and less 50 ms as TBT counts it. Also the thread's CPU
 * time in that span and its longest task by CPU.
 */
export function mainThreadBlocking(trace, url, slowdown) {
  const events = trace.traceEvents;
  const { pid, tid } = pageMainThread(events, url);
  const firstPaint = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === pid);
  if (!firstPaint) throw new Error(`the trace has no first contentful paint for ${url}`);
  const tasks = events.filter(
    (event) =>
      event.pid === pid &&
      event.tid === tid &&
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      event.ts >= firstPaint.ts,
  );
  const blocking = (ms) => Math.max(0, ms * slowdown - BLOCKING_THRESHOLD_MS);
  let byWall = 0;
  let byCpu = 0;
  let cpu = 0;
  let longestCpu = 0;
  for (const task of tasks) {
    const wallMs = task.dur / 1000;
    const cpuMs = (task.tdur ?? task.dur) / 1000;
    byWall += blocking(wallMs);
    byCpu += blocking(cpuMs);
    cpu += cpuMs;
    longestCpu = Math.max(longestCpu, cpuMs);
  }
  return { byWall, byCpu, cpu, longestCpu };
}
