import { signPageView, verifyPageView } from '@portfolio/shared/page-view-token';
import type { PageEvent } from '@portfolio/shared/schemas';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { marksOf } from '../../../releases/health/charge';
import { PageViewCounter } from '../../../releases/health/page-view-counter';
import { TEST_PAGE_VIEW_SECRET } from '../../../../test/routes';
import { openTestApp, startTestApp, type TestApp } from '../../../../test/test-app';

const RELEASES = { publicRemote: 'pub-2', adminRemote: 'adm-7' };
const token = (releases: Record<string, string> = RELEASES, secret = TEST_PAGE_VIEW_SECRET) =>
  signPageView(secret, { path: '/', releases });

const report = (body: unknown, options: Partial<InjectOptions> = {}): InjectOptions => ({
  method: 'POST',
  url: '/api/v1/events',
  payload: typeof body === 'string' ? body : JSON.stringify(body),
  ...options,
  headers: { 'content-type': 'application/json', ...options.headers },
});

/** The rows of a raw query, as both drivers answer them. */
const rowsOf = (result: unknown) => (result as { rows: unknown[] }).rows;

interface Counts {
  remote: string;
  version: string;
  views: number;
  error_views: number;
  chunk_error_views: number;
  hydration_error_views: number;
}

async function counts(t: TestApp): Promise<Counts[]> {
  const result = (await t.app.db.execute(sql`
    select remote, version, sum(views)::int as views, sum(error_views)::int as error_views,
      sum(chunk_error_views)::int as chunk_error_views, sum(hydration_error_views)::int as hydration_error_views
    from release_health_minutes group by remote, version order by remote, version`)) as unknown as {
    rows: Counts[];
  };
  return result.rows;
}

const row = (remote: string, version: string, views: number, errors = 0, chunks = 0, hydrations = 0) => ({
  remote,
  version,
  views,
  error_views: errors,
  chunk_error_views: chunks,
  hydration_error_views: hydrations,
});

describe('POST /api/v1/events', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false, env: { EVENTS_RATE_LIMIT_PER_MINUTE: '40' } });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.app.pageViews.flush();
    await t.app.db.execute(sql`truncate page_views, release_health_minutes, release_vital_buckets`);
  });

  it('takes a report as JSON or as the text/plain sendBeacon sends, and counts the view per release', async () => {
    const json = await t.inject(report({ pageView: token(), events: [{ type: 'view' }] }));
    expect(json.statusCode).toBe(202);
    const beacon = await t.inject(
      report(JSON.stringify({ pageView: token(), events: [{ type: 'view' }] }), {
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      }),
    );
    expect(beacon.statusCode).toBe(202);
    await t.app.pageViews.flush();
    expect(await counts(t)).toEqual([row('adminRemote', 'adm-7', 2), row('publicRemote', 'pub-2', 2)]);
  });

  it('counts each kind once per page view, however often a browser reports it', async () => {
    const pageView = token();
    const errors = Array.from({ length: 50 }, () => ({
      type: 'error',
      message: 'boom',
      source: 'http://cdn.test/releases/pub-2/assets/island.js',
    }));
    for (let round = 0; round < 3; round += 1) {
      expect((await t.inject(report({ pageView, events: [{ type: 'view' }, ...errors] }))).statusCode).toBe(
        202,
      );
      await t.app.pageViews.flush();
    }
    expect(await counts(t)).toEqual([row('adminRemote', 'adm-7', 1), row('publicRemote', 'pub-2', 1, 1)]);
  });

  it("charges an error to the remote whose release folder its script is in, else to the page's releases", async () => {
    const send = (events: object[]) => t.inject(report({ pageView: token(), events }));
    await send([{ type: 'error', message: 'x', source: 'http://cdn.test/releases/adm-7/assets/a.js' }]);
    await send([{ type: 'error', message: 'x', source: 'http://site.test/assets/host.js' }]);
    await send([{ type: 'chunk-error', url: 'http://cdn.test/releases/pub-2/assets/carousel.js' }]);
    await send([{ type: 'hydration-error', island: 'technologies' }]);
    await t.app.pageViews.flush();
    expect(await counts(t)).toEqual([
      row('adminRemote', 'adm-7', 4, 2),
      row('publicRemote', 'pub-2', 4, 3, 1, 1),
    ]);
  });

  it('keeps web vitals as histograms per release, once per page view', async () => {
    const pageView = token({ publicRemote: 'pub-2' });
    await t.inject(report({ pageView, events: [{ type: 'vital', name: 'LCP', value: 1200 }] }));
    await t.inject(report({ pageView, events: [{ type: 'vital', name: 'LCP', value: 99_000 }] }));
    await t.inject(
      report({
        pageView: token({ publicRemote: 'pub-2' }),
        events: [{ type: 'vital', name: 'CLS', value: 0 }],
      }),
    );
    await t.app.pageViews.flush();
    const buckets = (await t.app.db.execute(
      sql`select vital, sum(count)::int as count from release_vital_buckets group by vital order by vital`,
    )) as unknown as { rows: { vital: string; count: number }[] };
    expect(buckets.rows).toEqual([
      { vital: 'CLS', count: 1 },
      { vital: 'LCP', count: 1 },
    ]);
  });

  it('refuses, with nothing counted, a token another key signed, a changed one, and a body of another shape', async () => {
    const forged = token(RELEASES, 'another-secret-0123456789abcdefghijklmnopqrstuv');
    const refused = await t.inject(report({ pageView: forged, events: [{ type: 'view' }] }));
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    const [version, body, signature] = token().split('.');
    const changed = `${version}.${body!.slice(0, -2)}AA.${signature}`;
    expect((await t.inject(report({ pageView: changed, events: [{ type: 'view' }] }))).statusCode).toBe(403);
    for (const bad of [
      '{',
      '[]',
      { pageView: token() },
      { pageView: token(), events: [] },
      { pageView: token(), events: [{ type: 'vital', name: 'LCP', value: -1 }] },
      { pageView: token(), events: [{ type: 'vital', name: 'XYZ', value: 1 }] },
      { pageView: token(), events: [{ type: 'launch' }] },
    ]) {
      const answer = await t.inject(report(bad));
      expect(answer.statusCode, JSON.stringify(bad)).toBe(400);
      expect(answer.headers['content-type']).toMatch(/^application\/problem\+json/);
    }
    await t.app.pageViews.flush();
    expect(await counts(t)).toEqual([]);
  });

  it('refuses a body over 64 KiB with 413', async () => {
    const events = Array.from({ length: 40 }, () => ({ type: 'error', message: 'x'.repeat(1900) }));
    const answer = await t.inject(report({ pageView: token(), events }));
    expect(answer.statusCode).toBe(413);
    const beacon = await t.inject(
      report(JSON.stringify({ pageView: token(), events }), { headers: { 'content-type': 'text/plain' } }),
    );
    expect(beacon.statusCode).toBe(413);
  });

  it("answers 429 to an address past its budget, and keeps taking everyone else's reports", async () => {
    const from = (address: string) =>
      t.inject(report({ pageView: token(), events: [{ type: 'view' }] }, { remoteAddress: address }));
    const answers = [];
    for (let sent = 0; sent < 45; sent += 1) answers.push((await from('198.51.100.7')).statusCode);
    expect(answers.slice(0, 40).every((status) => status === 202)).toBe(true);
    expect(answers.slice(40)).toEqual([429, 429, 429, 429, 429]);
    expect((await from('198.51.100.8')).statusCode).toBe(202);
  });

  it('stores no address, no user agent, and no page-view id in the counts', async () => {
    const userAgent = 'Mozilla/5.0 (X11; Linux x86_64) UniqueAgent/9.9.9';
    const address = '203.0.113.77';
    const pageView = token();
    await t.inject(
      report(
        { pageView, events: [{ type: 'view' }, { type: 'error', message: 'boom' }] },
        { remoteAddress: address, headers: { 'user-agent': userAgent, 'x-forwarded-for': address } },
      ),
    );
    await t.app.pageViews.flush();
    const dump = JSON.stringify(
      await Promise.all(
        ['page_views', 'release_health_minutes', 'release_vital_buckets', 'rollout_watches'].map(
          async (table) => rowsOf(await t.app.db.execute(sql.raw(`select * from ${table}`))),
        ),
      ),
    );
    expect(dump).toContain('pub-2');
    expect(dump).not.toContain(address);
    expect(dump).not.toContain('UniqueAgent');
    expect(dump).not.toContain('Mozilla');
    const counted = JSON.stringify(rowsOf(await t.app.db.execute(sql`select * from release_health_minutes`)));
    const id = JSON.parse(Buffer.from(pageView.split('.')[1]!, 'base64url').toString()).i as string;
    expect(counted).not.toContain(id);
  });

  it('counts a page view once when two instances each take a report of it', async () => {
    const other = new PageViewCounter(t.app.db);
    const pageView = token();
    const view = verifyPageView(TEST_PAGE_VIEW_SECRET, pageView)!;
    await t.inject(report({ pageView, events: [{ type: 'error', message: 'boom' }] }));
    other.add(marksOf(view, [{ type: 'error', message: 'boom', source: '/releases/pub-2/assets/a.js' }]));
    await Promise.all([t.app.pageViews.flush(), other.flush()]);
    expect(await counts(t)).toEqual([row('adminRemote', 'adm-7', 1, 1), row('publicRemote', 'pub-2', 1, 1)]);
  });

  it('never deadlocks two instances that took the same reports in opposite orders', async () => {
    // Each writes its marks and minutes in one statement: taken in different orders, the row locks of one
    // waited on the other's (a deadlock, seen on PostgreSQL under load) unless both write in one order.
    const events: PageEvent[] = [
      { type: 'error', message: 'boom' },
      { type: 'chunk-error', url: '/releases/v-1/assets/a.js' },
      { type: 'hydration-error', island: 'technologies' },
    ];
    for (let round = 0; round < 20; round += 1) {
      const one = new PageViewCounter(t.app.db);
      const two = new PageViewCounter(t.app.db);
      const views = Array.from({ length: 8 }, (_, view) =>
        marksOf(
          {
            id: `round-${round}-view-${view}`,
            path: '/',
            releases: view % 2 ? { publicRemote: `v-${view % 3}` } : { adminRemote: `v-${view % 3}` },
            servedAt: Date.now(),
          },
          events,
        ),
      );
      for (const view of views) one.add(view);
      for (const view of views.toReversed()) two.add(view);
      const written = await Promise.all([one.flush(), two.flush()]);
      // Each page view: its view, an error, a chunk error and a failed hydration, counted once between them.
      expect(written[0] + written[1]).toBe(views.length * 4);
    }
  });
});

describe('page views taken before a shutdown', () => {
  it('are written when the server closes, before the next second', async () => {
    const t = await startTestApp({ seed: false, persistent: true });
    for (let view = 0; view < 5; view += 1)
      await t.inject(report({ pageView: token(), events: [{ type: 'view' }] }));
    await t.close({ keepData: true });
    const reopened = await openTestApp({ dataDir: t.dataDir, database: t.database, seed: false });
    try {
      expect(await counts(reopened)).toEqual([
        row('adminRemote', 'adm-7', 5),
        row('publicRemote', 'pub-2', 5),
      ]);
    } finally {
      await reopened.close();
    }
  });
});
