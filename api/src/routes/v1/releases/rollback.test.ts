import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_RELEASES_SECRET } from '../../../../test/routes';
import { startTestApp, type TestApp } from '../../../../test/test-app';

const CHECKER = { 'x-release-checker': TEST_RELEASES_SECRET };
const passed = [{ name: 'render', ok: true, message: 'HomePage rendered the owner.' }];
const failed = [{ name: 'render', ok: false, message: 'HomePage threw: boom.' }];
const build = { buildVersion: 'v', commit: 'abc1234', builtAt: '2026-11-25T10:00:00.000Z' };
const manifest = (version: string) => `http://remotes.test/releases/${version}/mf-manifest.json`;

interface Answer {
  outcome: string;
  message: string;
  live: { version: string } | null;
  previous: string | null;
  rollout: { version: string; percent: number } | null;
  history: { action: string; from: string | null; to: string | null; percent: number | null; ok: boolean }[];
}

describe('rolling back', () => {
  let t: TestApp;
  const send = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.asOwner({ method, url: `/api/v1/releases/publicRemote${url}`, payload, headers: CHECKER });
  const rollback = (payload: object) => send('POST', '/rollback', payload);

  beforeAll(async () => {
    t = await startTestApp();
    for (const version of ['v3', 'v4', 'v6'])
      expect(
        (await send('POST', '', { version, manifestUrl: manifest(version), build, checks: passed }))
          .statusCode,
      ).toBe(201);
    // V3 live, V4 previous, V6 at 20 %: the incident the issue tells of.
    for (const [version, expectedLive, percent] of [
      ['v4', null, 100],
      ['v3', 'v4', 100],
      ['v6', 'v3', 20],
    ] as const)
      expect(
        (await send('PUT', '/live', { version, expectedLive, percent, checks: passed })).statusCode,
      ).toBe(200);
  });
  afterAll(() => t.close());

  it('stops a running rollout first and leaves live unchanged, saying so', async () => {
    const stopped = await rollback({
      expectedLive: 'v3',
      expectedRollout: 'v6',
      version: 'v6',
      checks: [{ name: 'rollout', ok: true, message: 'Stopping a rollout needs no checks.' }],
    });
    expect(stopped.statusCode).toBe(200);
    const answer = stopped.json<Answer>();
    expect(answer).toMatchObject({
      outcome: 'rollout-stopped',
      live: { version: 'v3' },
      previous: 'v4',
      rollout: null,
    });
    expect(answer.message).toBe(
      'Stopped the rollout of v6 (20 % of visitors): every visitor is on v3 again, and live is unchanged. Roll back again to go back to v4.',
    );
    expect(answer.history[0]).toMatchObject({
      action: 'rollback',
      from: 'v6',
      to: 'v3',
      percent: 0,
      ok: true,
    });
  });

  it('refuses a rollback whose view of the rollout is stale, changing nothing', async () => {
    const stale = await rollback({
      expectedLive: 'v3',
      expectedRollout: 'v6',
      version: 'v6',
      checks: passed,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toContain('changed meanwhile (live v3, rolling out nothing)');
  });

  it('refuses a release that fails its checks now, keeping why, and leaves live where it is', async () => {
    const refused = await rollback({
      expectedLive: 'v3',
      expectedRollout: null,
      version: 'v4',
      checks: failed,
    });
    expect(refused.statusCode).toBe(422);
    const after = await t.asOwner({ method: 'GET', url: '/api/v1/releases/publicRemote' });
    expect(after.json<Answer>()).toMatchObject({ live: { version: 'v3' }, previous: 'v4' });
    expect(after.json<Answer>().history[0]).toMatchObject({ action: 'refuse', to: 'v4', ok: false });
  });

  it('with no rollout running, moves live back to the previous release', async () => {
    const back = await rollback({ expectedLive: 'v3', expectedRollout: null, version: 'v4', checks: passed });
    expect(back.statusCode).toBe(200);
    expect(back.json<Answer>()).toMatchObject({
      outcome: 'rolled-back',
      message: 'Rolled back from v3 to v4: every visitor is on v4.',
      live: { version: 'v4' },
      previous: 'v3',
      rollout: null,
    });
    expect(back.json<Answer>().history[0]).toMatchObject({
      action: 'rollback',
      from: 'v3',
      to: 'v4',
      percent: 100,
    });
  });

  it('refuses to roll back to the live release or to one never registered', async () => {
    expect(
      (await rollback({ expectedLive: 'v4', expectedRollout: null, version: 'v4', checks: passed }))
        .statusCode,
    ).toBe(400);
    expect(
      (await rollback({ expectedLive: 'v4', expectedRollout: null, version: 'v9', checks: passed }))
        .statusCode,
    ).toBe(404);
  });
});
