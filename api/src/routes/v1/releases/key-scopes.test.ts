import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_RELEASES_SECRET } from '../../../../test/routes';
import { startTestApp, type TestApp } from '../../../../test/test-app';
import { remoteStates } from '../../../db/schema';

const CHECKER = { 'x-release-checker': TEST_RELEASES_SECRET };
const passed = [{ name: 'render', ok: true, message: 'HomePage rendered the owner.' }];
const build = { buildVersion: 'v', commit: 'abc1234', builtAt: '2026-11-25T10:00:00.000Z' };
const manifest = (version: string) => `http://remotes.test/releases/${version}/mf-manifest.json`;

describe('deploy key scopes, expiry and the promotion rule', () => {
  let t: TestApp;
  const makeKey = async (payload: object) =>
    t.asOwner({
      method: 'POST',
      url: '/api/v1/deploy-keys',
      payload: { remote: 'publicRemote', ...payload },
    });
  const withKey = (key: string, method: 'GET' | 'POST' | 'PUT', path: string, payload?: object) =>
    t.inject({
      method,
      url: `/api/v1/releases/publicRemote${path}`,
      headers: { authorization: `Bearer ${key}`, ...CHECKER },
      ...(payload ? { payload } : {}),
    });
  const register = (key: string, version: string) =>
    withKey(key, 'POST', '', { version, manifestUrl: manifest(version), build, checks: passed });
  const promote = (key: string, version: string, expectedLive: string | null, percent = 100) =>
    withKey(key, 'PUT', '/live', { version, expectedLive, percent, checks: passed });

  let publishKey: string;
  let promoteKey: string;

  beforeAll(async () => {
    t = await startTestApp();
    publishKey = (await makeKey({ name: 'CI build', scopes: ['publish'] })).json().key;
    promoteKey = (await makeKey({ name: 'CI promote', scopes: ['promote'] })).json().key;
  });
  afterAll(() => t.close());

  it('lists each key with its scopes, expiry and last use', async () => {
    const both = await makeKey({ name: 'CI all' });
    expect(both.statusCode).toBe(201);
    expect(both.json()).toMatchObject({ scopes: ['publish', 'promote'], expiresAt: null, lastUsedAt: null });
    const keys = (await t.asOwner({ method: 'GET', url: '/api/v1/deploy-keys' })).json().deployKeys;
    expect(keys.map((key: { name: string; scopes: string[] }) => [key.name, key.scopes])).toEqual([
      ['CI all', ['publish', 'promote']],
      ['CI promote', ['promote']],
      ['CI build', ['publish']],
    ]);
  });

  it('refuses a scope that does not exist, none at all, and an expiry in the past', async () => {
    const bad = await makeKey({ name: 'x', scopes: ['deploy'] });
    expect(bad.statusCode).toBe(400);
    expect((await makeKey({ name: 'x', scopes: [] })).json().errors).toEqual({
      scopes: 'Pick what the key may do',
    });
    const past = await makeKey({ name: 'x', expiresAt: '2020-01-01T00:00:00.000Z' });
    expect(past.json().errors).toEqual({ expiresAt: 'The expiry must be in the future' });
  });

  it('lets a publish-scoped key register and preview, and refuses it a promotion with 403 naming the scope', async () => {
    expect((await register(publishKey, 'v1')).statusCode).toBe(201);
    const promotion = await promote(publishKey, 'v1', null);
    expect(promotion.statusCode).toBe(403);
    expect(promotion.json().detail).toBe(
      'This deploy key has the publish scope, not promote: rolling out, promoting and rolling back need a key with the promote scope.',
    );
    const rollback = await withKey(publishKey, 'POST', '/rollback', {
      expectedLive: null,
      expectedRollout: null,
      version: 'v1',
      checks: passed,
    });
    expect(rollback.statusCode).toBe(403);
    const keys = (await t.asOwner({ method: 'GET', url: '/api/v1/deploy-keys' })).json().deployKeys;
    expect(keys.find((key: { name: string }) => key.name === 'CI build').lastUsedAt).not.toBeNull();
  });

  it('lets a promote-scoped key promote, and refuses it a registration', async () => {
    expect((await promote(promoteKey, 'v1', null)).statusCode).toBe(200);
    const registration = await register(promoteKey, 'v2');
    expect(registration.statusCode).toBe(403);
    expect(registration.json().detail).toContain('need a key with the publish scope');
  });

  it('answers 401 to a key past its expiry, naming when it expired', async () => {
    const expiresAt = new Date(Date.now() + 1500).toISOString();
    const created = (await makeKey({ name: 'CI short', expiresAt })).json();
    expect(created.expiresAt).toBe(expiresAt);
    expect((await withKey(created.key, 'GET', '')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    const expired = await withKey(created.key, 'GET', '');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().detail).toBe(
      `This deploy key expired at ${expiresAt}: make a new one in the admin, under Releases.`,
    );
  });

  describe('promotion to everyone needs a rollout first', () => {
    const setRule = (rule: object | null, headers = {}) =>
      t.asOwner({ method: 'PUT', url: '/api/v1/releases/publicRemote/rule', payload: { rule }, headers });

    it('is set by the owner only, and shown with the registry', async () => {
      const byKey = await t.inject({
        method: 'PUT',
        url: '/api/v1/releases/publicRemote/rule',
        headers: { authorization: `Bearer ${promoteKey}` },
        payload: { rule: null },
      });
      expect(byKey.statusCode).toBe(403);
      expect((await setRule({ rolloutPercent: 100, rolloutMinutes: 0 })).statusCode).toBe(400);
      const set = await setRule({ rolloutPercent: 10, rolloutMinutes: 30 });
      expect(set.statusCode).toBe(200);
      expect(set.json().rule).toEqual({ rolloutPercent: 10, rolloutMinutes: 30 });
    });

    it('refuses a promotion with no rollout, or one too small or too recent, saying what is missing', async () => {
      expect((await register(publishKey, 'v2')).statusCode).toBe(201);
      const direct = await promote(promoteKey, 'v2', 'v1');
      expect(direct.statusCode).toBe(422);
      expect(direct.json().detail).toBe(
        "publicRemote's rule: a promotion to everyone needs a rollout of at least 10 % for 30 minutes first; v2 is not rolling out. Roll it out to 10 % first.",
      );
      expect((await promote(promoteKey, 'v2', 'v1', 10)).statusCode).toBe(200);
      const early = await promote(promoteKey, 'v2', 'v1');
      expect(early.statusCode).toBe(422);
      expect(early.json().detail).toContain('v2 has been at 10 % for 0 minutes.');
    });

    it('lets the promotion through once the rollout ran long enough, and never stops a rollback', async () => {
      await t.app.db
        .update(remoteStates)
        .set({ rolloutSince: new Date(Date.now() - 31 * 60_000) })
        .where(eq(remoteStates.remote, 'publicRemote'));
      const promoted = await promote(promoteKey, 'v2', 'v1');
      expect(promoted.statusCode).toBe(200);
      expect(promoted.json().live.version).toBe('v2');
      expect((await promote(promoteKey, 'v1', 'v2')).statusCode).toBe(200);
      expect((await setRule(null)).json().rule).toBeNull();
    });
  });
});
