import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_RELEASES_SECRET } from '../../../../test/routes';
import { startTestApp, type TestApp } from '../../../../test/test-app';

const CHECKER = { 'x-release-checker': TEST_RELEASES_SECRET };
const passed = [
  { name: 'manifest', ok: true, message: 'The manifest answered.' },
  { name: 'render', ok: true, message: 'HomePage rendered the owner.' },
];
const failed = [
  { name: 'manifest', ok: true, message: 'The manifest answered.' },
  { name: 'shared', ok: false, message: 'react: the remote needs ^18.0.0, the host provides 19.3.1.' },
];
const build = { buildVersion: 'v', commit: 'abc1234', builtAt: '2026-11-25T10:00:00.000Z' };
const manifest = (version: string) => `http://remotes.test/releases/${version}/mf-manifest.json`;

interface State {
  live: { version: string; manifestUrl: string; by: { kind: string; name: string } } | null;
  previous: string | null;
  rollout: { version: string; percent: number } | null;
  releases: { version: string; checks: unknown[] }[];
  history: {
    action: string;
    from: string | null;
    to: string | null;
    percent: number | null;
    ok: boolean;
    message: string | null;
    by: { kind: string; name: string };
  }[];
}

describe('remote releases', () => {
  let t: TestApp;
  const asOwner = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.asOwner({ method, url, payload, headers: CHECKER });
  const state = async () =>
    (await t.asOwner({ method: 'GET', url: '/api/v1/releases/publicRemote' })).json<State>();
  const register = (version: string, checks = passed, url = manifest(version)) =>
    asOwner('POST', '/api/v1/releases/publicRemote', { version, manifestUrl: url, build, checks });
  const promote = (version: string, expectedLive: string | null, percent?: number, checks = passed) =>
    asOwner('PUT', '/api/v1/releases/publicRemote/live', { version, expectedLive, percent, checks });

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers an empty registry for a known remote and 404 for an unknown one', async () => {
    expect(await state()).toMatchObject({
      remote: 'publicRemote',
      live: null,
      rollout: null,
      releases: [],
      history: [],
    });
    const unknown = await t.asOwner({ method: 'GET', url: '/api/v1/releases/otherRemote' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().detail).toBe("Remote 'otherRemote' not found.");
  });

  it('refuses to read the registry without a token: its history names people and keys', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/releases/publicRemote' });
    expect(response.statusCode).toBe(401);
  });

  it('takes changes only from a host server, which checked them', async () => {
    const direct = await t.asOwner({
      method: 'POST',
      url: '/api/v1/releases/publicRemote',
      payload: { version: 'v0', manifestUrl: manifest('v0'), build, checks: passed },
    });
    expect(direct.statusCode).toBe(403);
    expect(direct.json().detail).toContain('send this request to the site, not to the API');
    const forged = await t.asOwner({
      method: 'POST',
      url: '/api/v1/releases/publicRemote',
      headers: { 'x-release-checker': 'guess' },
      payload: { version: 'v0', manifestUrl: manifest('v0'), build, checks: passed },
    });
    expect(forged.statusCode).toBe(403);
    expect((await state()).releases).toEqual([]);
  });

  it('registers a checked release once, and the same version with another URL is a conflict', async () => {
    const created = await register('v1');
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      version: 'v1',
      manifestUrl: manifest('v1'),
      commit: 'abc1234',
      checks: passed,
    });
    expect((await register('v1')).statusCode).toBe(200);
    const other = await register('v1', passed, manifest('elsewhere'));
    expect(other.statusCode).toBe(409);
    expect(other.json().detail).toContain('a release never changes');
    expect((await state()).releases.map((release) => release.version)).toEqual(['v1']);
  });

  it('refuses a release that fails a check, keeps the reason, and stores nothing', async () => {
    const refused = await register('v-bad', failed);
    expect(refused.statusCode).toBe(422);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(refused.json()).toMatchObject({ status: 422, checks: failed });
    expect(refused.json().detail).toBe(
      'publicRemote v-bad was refused: shared: react: the remote needs ^18.0.0, the host provides 19.3.1.',
    );
    const after = await state();
    expect(after.releases.map((release) => release.version)).toEqual(['v1']);
    expect(after.history[0]).toMatchObject({
      action: 'refuse',
      to: 'v-bad',
      ok: false,
      message: 'shared: react: the remote needs ^18.0.0, the host provides 19.3.1.',
      by: { kind: 'user', name: 'Alex Morgan' },
    });
  });

  it('promotes, rolls out to a share, promotes fully and rolls back, each recorded', async () => {
    expect((await promote('v1', null)).statusCode).toBe(200);
    expect((await register('v2')).statusCode).toBe(201);
    const rollout = await promote('v2', 'v1', 10);
    expect(rollout.statusCode).toBe(200);
    expect(rollout.json<State>()).toMatchObject({
      live: { version: 'v1' },
      rollout: { version: 'v2', percent: 10 },
    });
    const full = await promote('v2', 'v1', 100);
    expect(full.json<State>()).toMatchObject({ live: { version: 'v2' }, previous: 'v1', rollout: null });
    const back = await promote('v1', 'v2');
    expect(back.json<State>()).toMatchObject({ live: { version: 'v1' }, previous: 'v2' });
    const history = (await state()).history
      .filter((event) => event.action !== 'register')
      .slice(0, 4)
      .map(({ action, from, to, percent }) => ({ action, from, to, percent }));
    expect(history).toEqual([
      { action: 'rollback', from: 'v2', to: 'v1', percent: 100 },
      { action: 'promote', from: 'v1', to: 'v2', percent: 100 },
      { action: 'rollout', from: 'v1', to: 'v2', percent: 10 },
      { action: 'promote', from: null, to: 'v1', percent: 100 },
    ]);
  });

  it('stops a rollout at 0 %', async () => {
    await promote('v2', 'v1', 25);
    const stopped = await promote('v2', 'v1', 0);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json<State>()).toMatchObject({ live: { version: 'v1' }, rollout: null });
  });

  it('refuses a stale switch with 409, and a release failing its checks now with 422, leaving the live one', async () => {
    const stale = await promote('v2', 'v0');
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toBe(
      "publicRemote's live release is v1, not v0: someone switched it meanwhile. Reload and try again.",
    );
    const failing = await promote('v2', 'v1', 100, failed);
    expect(failing.statusCode).toBe(422);
    expect(failing.json().checks).toEqual(failed);
    const after = await state();
    expect(after.live?.version).toBe('v1');
    expect(after.history[0]).toMatchObject({ action: 'refuse', from: 'v1', to: 'v2', ok: false });
    expect((await promote('v9', 'v1')).statusCode).toBe(404);
  });

  it('lets exactly one of two concurrent promotions through', async () => {
    await register('v3');
    const answers = await Promise.all([promote('v3', 'v1'), promote('v2', 'v1')]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
  });

  it('serves host servers what is live, with an entity tag', async () => {
    const first = await t.inject({ method: 'GET', url: '/api/v1/releases', headers: CHECKER });
    expect(first.statusCode).toBe(200);
    const live = first.json().remotes.publicRemote;
    expect(live.live.manifestUrl).toBe(manifest(live.live.version));
    expect(live.previous.version).toBe('v1');
    const again = await t.inject({
      method: 'GET',
      url: '/api/v1/releases',
      headers: { ...CHECKER, 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect((await t.asOwner({ method: 'GET', url: '/api/v1/releases' })).statusCode).toBe(403);
    // Not from the read cache either, after a host server's read.
    expect((await t.inject({ method: 'GET', url: '/api/v1/releases' })).statusCode).toBe(403);
  });

  it('names the newest release registered after the live one as the candidate, for host servers to load ahead', async () => {
    const liveState = async () =>
      (await t.inject({ method: 'GET', url: '/api/v1/releases', headers: CHECKER })).json().remotes
        .publicRemote;
    await register('v4');
    expect((await liveState()).candidate).toEqual({ version: 'v4', manifestUrl: manifest('v4') });
    await promote('v4', (await state()).live!.version);
    expect((await liveState()).candidate).toBeNull();
  });

  it('records a preview and keeps the release until the link expires', async () => {
    const until = new Date(Date.now() + 3600_000).toISOString();
    const preview = await asOwner('POST', '/api/v1/releases/publicRemote/previews', {
      version: 'v2',
      checks: passed,
      until,
    });
    expect(preview.statusCode).toBe(204);
    const after = await state();
    expect(after.history[0]).toMatchObject({ action: 'preview', to: 'v2', ok: true });
    expect(after.releases.find((release) => release.version === 'v2')).toMatchObject({ previewUntil: until });
    // Host servers show a preview only of a release their registry lists, at the address it holds.
    const listed = (await t.inject({ method: 'GET', url: '/api/v1/releases', headers: CHECKER })).json()
      .remotes.publicRemote.previews;
    expect(listed).toEqual([{ version: 'v2', manifestUrl: manifest('v2'), until }]);
  });

  it('lists no preview whose link has expired', async () => {
    const until = new Date(Date.now() - 1000).toISOString();
    expect(
      (
        await asOwner('POST', '/api/v1/releases/publicRemote/previews', {
          version: 'v3',
          checks: passed,
          until,
        })
      ).statusCode,
    ).toBe(204);
    const listed = (await t.inject({ method: 'GET', url: '/api/v1/releases', headers: CHECKER })).json()
      .remotes.publicRemote.previews as { version: string }[];
    expect(listed.map((preview) => preview.version)).not.toContain('v3');
  });

  it("keeps each release's notes, download and shared versions, and compares its download with the live one's", async () => {
    const registerAdmin = (version: string, facts: object) =>
      asOwner('POST', '/api/v1/releases/adminRemote', {
        version,
        manifestUrl: `http://admin.test/releases/${version}/mf-manifest.json`,
        build: { ...build, ...facts },
        checks: passed,
      });
    const first = await registerAdmin('a1', {
      notes: 'First admin release',
      downloadBytes: 100_000,
      shared: { react: '19.3.1' },
    });
    expect(first.statusCode).toBe(201);
    // Nothing is live yet: nothing to compare with.
    expect(first.json()).toMatchObject({
      notes: 'First admin release',
      downloadBytes: 100_000,
      downloadChange: null,
    });
    expect(
      (
        await asOwner('PUT', '/api/v1/releases/adminRemote/live', {
          version: 'a1',
          expectedLive: null,
          checks: passed,
        })
      ).statusCode,
    ).toBe(200);

    const larger = await registerAdmin('a2', { notes: 'Charts\nA date picker', downloadBytes: 110_001 });
    expect(larger.json().downloadChange).toEqual({ bytes: 10_001, share: 0.10001, flagged: true });
    await registerAdmin('a3', { downloadBytes: 110_000 });
    // An older build's release.json says nothing of its size.
    await registerAdmin('a4', {});

    const releases = (await t.asOwner({ method: 'GET', url: '/api/v1/releases/adminRemote' })).json<{
      releases: {
        version: string;
        notes: string | null;
        shared: object | null;
        downloadChange: object | null;
      }[];
    }>().releases;
    const byVersion = Object.fromEntries(releases.map((release) => [release.version, release]));
    expect(byVersion.a1).toMatchObject({ shared: { react: '19.3.1' }, downloadChange: null });
    expect(byVersion.a2).toMatchObject({ notes: 'Charts\nA date picker', downloadChange: { flagged: true } });
    // Exactly 10 % larger is not flagged: only more than that.
    expect(byVersion.a3!.downloadChange).toEqual({ bytes: 10_000, share: 0.1, flagged: false });
    expect(byVersion.a4).toMatchObject({ notes: null, shared: null, downloadChange: null });
  });

  describe('deploy keys', () => {
    let publicKey: string;

    it('shows a new key once, and lists it by its prefix only', async () => {
      const created = await t.asOwner({
        method: 'POST',
        url: '/api/v1/deploy-keys',
        payload: { name: 'CI public', remote: 'publicRemote' },
      });
      expect(created.statusCode).toBe(201);
      publicKey = created.json().key;
      expect(publicKey).toMatch(/^pfdk_[A-Za-z0-9_-]{43}$/);
      expect(created.json()).toMatchObject({
        name: 'CI public',
        remote: 'publicRemote',
        createdBy: 'Alex Morgan',
      });
      const list = await t.asOwner({ method: 'GET', url: '/api/v1/deploy-keys' });
      expect(list.body).not.toContain(publicKey);
      expect(list.json().deployKeys[0]).toMatchObject({
        name: 'CI public',
        prefix: publicKey.slice(0, 12),
        revokedAt: null,
      });
    });

    it('refuses a bad name or remote with the field messages', async () => {
      const bad = await t.asOwner({
        method: 'POST',
        url: '/api/v1/deploy-keys',
        payload: { name: ' ', remote: 'x' },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual({ name: 'Key name is required', remote: 'Pick a remote' });
    });

    it('works for its own remote only, and never outside the releases', async () => {
      const headers = { authorization: `Bearer ${publicKey}` };
      expect(
        (await t.inject({ method: 'GET', url: '/api/v1/releases/publicRemote', headers })).statusCode,
      ).toBe(200);
      const other = await t.inject({ method: 'GET', url: '/api/v1/releases/adminRemote', headers });
      expect(other.statusCode).toBe(403);
      expect(other.json().detail).toBe('This deploy key is for publicRemote; it cannot change adminRemote.');
      const promotion = await t.inject({
        method: 'PUT',
        url: '/api/v1/releases/publicRemote/live',
        headers: { ...headers, ...CHECKER },
        payload: { version: 'v2', expectedLive: (await state()).live!.version, checks: passed },
      });
      expect(promotion.statusCode).toBe(200);
      expect(promotion.json<State>().live?.by).toMatchObject({ kind: 'key', name: 'CI public' });
      const tag = await t.inject({
        method: 'POST',
        url: '/api/v1/tags',
        headers,
        payload: { name: 'Key', color: 'red' },
      });
      expect(tag.statusCode).toBe(401);
      expect((await t.inject({ method: 'GET', url: '/api/v1/deploy-keys', headers })).statusCode).toBe(401);
    });

    it('stops working once revoked, and stays listed', async () => {
      const { id } = (await t.asOwner({ method: 'GET', url: '/api/v1/deploy-keys' })).json().deployKeys[0];
      expect((await t.asOwner({ method: 'DELETE', url: `/api/v1/deploy-keys/${id}` })).statusCode).toBe(204);
      const refused = await t.inject({
        method: 'GET',
        url: '/api/v1/releases/publicRemote',
        headers: { authorization: `Bearer ${publicKey}` },
      });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().detail).toBe('This deploy key is unknown or was revoked.');
      const listed = (await t.asOwner({ method: 'GET', url: '/api/v1/deploy-keys' })).json().deployKeys[0];
      expect(listed.revokedAt).not.toBeNull();
    });
  });
});

describe('remote releases without a secret', () => {
  it('are turned off, with the setting to change named', async () => {
    const t = await startTestApp({ env: { RELEASES_SECRET: '' } });
    try {
      const response = await t.asOwner({
        method: 'POST',
        url: '/api/v1/releases/publicRemote',
        headers: CHECKER,
        payload: { version: 'v1', manifestUrl: manifest('v1'), build, checks: passed },
      });
      expect(response.statusCode).toBe(503);
      expect(response.json().detail).toContain(
        'set the same RELEASES_SECRET on the API and on every host server',
      );
    } finally {
      await t.close();
    }
  });
});
