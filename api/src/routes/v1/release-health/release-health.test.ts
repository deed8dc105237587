import { signPageView } from '@portfolio/shared/page-view-token';
import type { RemoteHealth } from '@portfolio/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchRollouts } from '../../../releases/health/rollout-watch';
import { TEST_PAGE_VIEW_SECRET, TEST_RELEASES_SECRET } from '../../../../test/routes';
import { startTestApp, type TestApp } from '../../../../test/test-app';

const CHECKER = { 'x-release-checker': TEST_RELEASES_SECRET };
const checks = [{ name: 'render', ok: true, message: 'HomePage rendered the owner.' }];
const build = { buildVersion: 'v', commit: 'abc1234', builtAt: '2026-11-25T10:00:00.000Z' };
const MIN_VIEWS = 20;

describe('release health and the rollout watch', () => {
  let t: TestApp;
  const change = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.asOwner({ method, url: `/api/v1/releases/publicRemote${url}`, payload, headers: CHECKER });
  const health = async (minutes = 60) =>
    (
      await t.asOwner({ method: 'GET', url: `/api/v1/releases/publicRemote/health?minutes=${minutes}` })
    ).json<RemoteHealth>();
  /** `count` real page views of `version`, `withError` of them reporting an error from its folder. */
  async function visit(version: string, count: number, withError: number) {
    for (let view = 0; view < count; view += 1) {
      const pageView = signPageView(TEST_PAGE_VIEW_SECRET, {
        path: '/',
        releases: { publicRemote: version },
      });
      const events: object[] = [{ type: 'view' }, { type: 'vital', name: 'LCP', value: 1000 + view }];
      if (view < withError)
        events.push({
          type: 'error',
          message: 'boom',
          source: `http://cdn.test/releases/${version}/assets/x.js`,
        });
      const answer = await t.inject({ method: 'POST', url: '/api/v1/events', payload: { pageView, events } });
      expect(answer.statusCode).toBe(202);
    }
    await t.app.pageViews.flush();
    await watchRollouts(t.app.db, MIN_VIEWS);
  }

  beforeAll(async () => {
    t = await startTestApp({
      env: { ROLLOUT_MIN_VIEWS: String(MIN_VIEWS), EVENTS_RATE_LIMIT_PER_MINUTE: '100000' },
    });
    for (const version of ['v1', 'v2', 'v3'])
      await change('POST', '', {
        version,
        manifestUrl: `http://cdn.test/releases/${version}/mf-manifest.json`,
        build,
        checks,
      });
    await change('PUT', '/live', { version: 'v1', expectedLive: null, checks });
  });
  afterAll(() => t.close());

  it('is read by the owner or that remote’s deploy key only', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/v1/releases/publicRemote/health' })).statusCode).toBe(
      401,
    );
    const key = await t.asOwner({
      method: 'POST',
      url: '/api/v1/deploy-keys',
      payload: { name: 'CI', remote: 'adminRemote' },
    });
    const other = await t.inject({
      method: 'GET',
      url: '/api/v1/releases/publicRemote/health',
      headers: { authorization: `Bearer ${key.json<{ key: string }>().key}` },
    });
    expect(other.statusCode).toBe(403);
    const bad = await t.asOwner({ method: 'GET', url: '/api/v1/releases/publicRemote/health?minutes=0' });
    expect(bad.statusCode).toBe(400);
  });

  it('says nothing before each side has the minimum of views, then keeps a healthy twin rolling', async () => {
    await change('PUT', '/live', { version: 'v2', expectedLive: 'v1', percent: 50, checks });
    await visit('v1', MIN_VIEWS - 1, 0);
    await visit('v2', MIN_VIEWS + 5, 1);
    expect((await health()).rollout).toMatchObject({ candidate: 'v2', live: 'v1', decision: 'collecting' });
    await visit('v1', 6, 1);
    const { rollout, releases } = await health();
    expect(rollout).toMatchObject({
      decision: 'healthy',
      candidateSide: { views: MIN_VIEWS + 5, errorViews: 1 },
      liveSide: { views: MIN_VIEWS + 5, errorViews: 1 },
    });
    const v2 = releases.find((release) => release.version === 'v2')!;
    expect(v2).toMatchObject({
      views: MIN_VIEWS + 5,
      errorViews: 1,
      vitals: { LCP: { samples: MIN_VIEWS + 5 } },
    });
    expect(v2.vitals.LCP.p75).toBeGreaterThan(1000);
    expect(v2.series.reduce((sum, minute) => sum + minute.views, 0)).toBe(MIN_VIEWS + 5);
    // Stopped by hand: the next rollout is watched on its own.
    await change('PUT', '/live', { version: 'v2', expectedLive: 'v1', percent: 0, checks });
  });

  it('stops a worse rollout (share 0, live untouched), says why, and refuses it unless forced', async () => {
    await change('PUT', '/live', { version: 'v3', expectedLive: 'v1', percent: 50, checks });
    await visit('v1', 30, 0);
    await visit('v3', 30, 12);
    const state = (await t.asOwner({ method: 'GET', url: '/api/v1/releases/publicRemote' })).json<{
      live: { version: string };
      rollout: unknown;
      history: { action: string; message: string; by: { kind: string } }[];
    }>();
    expect(state.live.version).toBe('v1');
    expect(state.rollout).toBeNull();
    expect(state.history[0]).toMatchObject({ action: 'abort', by: { kind: 'watch' } });
    // The watch also looks after each once-a-second write: on a slow machine it may stop the rollout before the
    // last of the 30 views is written. Its figures are then the views it had: all 12 errors came first.
    const [, rate, views] =
      /^aborted: (\d+\.\d) % of views with an error vs \d+\.\d %, (\d+) \/ \d+ views/.exec(
        state.history[0]!.message,
      ) ?? [];
    expect(Number(views)).toBeGreaterThanOrEqual(MIN_VIEWS);
    expect(Number(views)).toBeLessThanOrEqual(30);
    expect(rate).toBe(((12 / Number(views)) * 100).toFixed(1));
    expect((await health()).rollout).toMatchObject({ candidate: 'v3', decision: 'aborted' });

    const refused = await change('PUT', '/live', { version: 'v3', expectedLive: 'v1', checks });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().detail).toContain('stopped by the rollout watch');
    const forced = await change('PUT', '/live', { version: 'v3', expectedLive: 'v1', checks, force: true });
    expect(forced.statusCode).toBe(200);
  });
});
