import { RELEASE_CHECKER_HEADER } from '@portfolio/shared/remotes';
import type { FastifyBaseLogger } from 'fastify';

/** Waits between attempts to listen again after the feed dropped (an API restarting, a balancer's timeout). */
const RECONNECT_DELAYS_MS = [250, 500, 1000, 2000, 5000];

/**
 * Follows the API's data-change feed (`GET /api/v1/data-changes`, host servers only: the releases secret):
 * `onChange` for every change the API hears, whoever made it and through whichever host server, and whenever
 * the feed was down (changes may have been missed). Until it listens, and while it is down, the pages' data is
 * still checked once a second: the feed only makes it sooner. Returns what stops it.
 */
export function followDataChanges(
  apiUrl: string,
  secret: string,
  onChange: () => void,
  log: FastifyBaseLogger,
): () => void {
  const stopped = new AbortController();
  let attempt = 0;

  const listen = async () => {
    const response = await fetch(`${apiUrl}/api/v1/data-changes`, {
      headers: { [RELEASE_CHECKER_HEADER]: secret, accept: 'text/event-stream' },
      signal: stopped.signal,
    });
    if (!response.ok || !response.body) throw new Error(`the API answered ${response.status}`);
    // Changes made before this answer were not heard: check the data once now.
    onChange();
    attempt = 0;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let pending = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      pending += value;
      const end = pending.lastIndexOf('\n\n');
      if (end < 0) continue;
      if (pending.slice(0, end).includes('data: changed')) onChange();
      pending = pending.slice(end + 2);
    }
    throw new Error('the API ended the feed');
  };

  const loop = async () => {
    while (!stopped.signal.aborted) {
      try {
        await listen();
      } catch (error) {
        if (stopped.signal.aborted) return;
        onChange();
        if (attempt === 0) log.warn({ err: error }, 'the data-change feed dropped; listening again');
      }
      const delay = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)];
      attempt += 1;
      await new Promise((resolve) => setTimeout(resolve, delay).unref());
    }
  };
  void loop();
  return () => stopped.abort();
}
