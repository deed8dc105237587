import { PGlite } from '@electric-sql/pglite';
import { signPageView } from '@portfolio/shared/page-view-token';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startServer } from './server-process';

const PAGE_VIEW_SECRET = 'reliability-page-view-secret-0123456789abcdef';
/** The release every report's page was served with: its page views are what the drain must keep. */
const RELEASE = 'drain-v1';

export interface EventsDrainResult {
  /** Reports answered 202, each one a page view of its own. */
  accepted: number;
  /** Of those, answered after SIGTERM was sent (requests the server had started). */
  acceptedAfterSignal: number;
  /** Page views the database holds once the server has exited: must equal `accepted`. */
  counted: number;
  exitCode: number | null;
  shutdownMs: number;
}

/**
 * SIGTERM while browsers report page views as fast as the server takes them: the counter keeps them in memory
 * and writes once a second, so the drain must write what waits before the database closes. Each report is a new
 * page view; the database (PGlite in `dataDir`) is read once the server has exited.
 */
export async function eventsDrainOnSigterm(
  dataDir: string,
  { reporters = 8, beforeSignalMs = 2500 } = {},
): Promise<EventsDrainResult> {
  const withEvents = {
    DATA_DIR: dataDir,
    PAGE_VIEW_SECRET,
    EVENTS_RATE_LIMIT_PER_MINUTE: '1000000',
    LOG_LEVEL: 'warn',
  };
  const server = await startServer(withEvents);
  let accepted = 0;
  let acceptedAfterSignal = 0;
  let signalled = false;
  let stop = false;
  const report = async () => {
    const pageView = signPageView(PAGE_VIEW_SECRET, {
      path: '/',
      releases: { publicRemote: RELEASE },
    });
    try {
      const response = await fetch(`${server.url}/api/v1/events`, {
        method: 'POST',
        // What sendBeacon sends.
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        body: JSON.stringify({
          pageView,
          events: [{ type: 'view' }, { type: 'vital', name: 'LCP', value: 900 }],
        }),
      });
      await response.arrayBuffer();
      if (response.status === 202) {
        accepted += 1;
        if (signalled) acceptedAfterSignal += 1;
      }
      return response.status;
    } catch {
      return 'refused' as const;
    }
  };
  const loops = Array.from({ length: reporters }, async () => {
    while (!stop) if ((await report()) === 'refused') await sleep(20);
  });
  await sleep(beforeSignalMs);
  signalled = true;
  const signalledAt = Date.now();
  server.child.kill('SIGTERM');
  const { code } = await server.exited;
  const shutdownMs = Date.now() - signalledAt;
  stop = true;
  await Promise.all(loops);

  const db = await PGlite.create(join(dataDir, 'pgdata'));
  try {
    const { rows } = await db.query<{ views: number }>(
      'select coalesce(sum(views), 0)::int as views from release_health_minutes where version = $1',
      [RELEASE],
    );
    return { accepted, acceptedAfterSignal, counted: rows[0]!.views, exitCode: code, shutdownMs };
  } finally {
    await db.close();
  }
}
