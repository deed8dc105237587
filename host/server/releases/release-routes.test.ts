import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { siteUrlPlugin } from '../site-url';
import {
  RELEASE_CHANGES_PER_MINUTE,
  registerReleaseRoutes,
  type ReleaseRouteOptions,
} from './release-routes';
import { ReleasesApi } from './releases-api';
import { UNKNOWN_BUILD } from './release-manifest';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** The API's side: every caller may see the public remote's registry, which holds no release. */
async function registryApi() {
  const api = Fastify();
  api.get('/api/v1/releases/:remote', async () => ({
    remote: 'publicRemote',
    live: null,
    previous: null,
    rollout: null,
    releases: [],
    history: [],
  }));
  apps.push(api);
  return api.listen({ port: 0, host: '127.0.0.1' });
}

async function hostWith(apiUrl: string) {
  const app = Fastify();
  await app.register(fastifyCookie);
  await app.register(siteUrlPlugin, { publicUrl: 'https://alex.example.com' });
  registerReleaseRoutes(app, {
    api: new ReleasesApi(apiUrl, 'host-to-api-key-0123456789abcdefghijklmnop'),
    previewSecret: 'preview-signing-key-0123456789abcdefghijkl',
    previewable: async () => false,
    check: async () => ({ checks: [], build: UNKNOWN_BUILD }),
    refresh: async () => undefined,
    warm: () => undefined,
  });
  apps.push(app);
  return app;
}

/**
 * A registry API that answers `registry` and records each rollback it is sent, and a host server in front of it
 * whose release checks are `check`.
 */
async function rollbackHost(registry: object, check: ReleaseRouteOptions['check']) {
  const forwarded: unknown[] = [];
  const api = Fastify();
  api.get('/api/v1/releases/:remote', async () => registry);
  api.post('/api/v1/releases/:remote/rollback', async (request) => {
    forwarded.push(request.body);
    return { ...registry, outcome: 'rolled-back', message: 'done' };
  });
  apps.push(api);
  const app = Fastify();
  await app.register(siteUrlPlugin, { publicUrl: 'https://alex.example.com' });
  registerReleaseRoutes(app, {
    api: new ReleasesApi(
      await api.listen({ port: 0, host: '127.0.0.1' }),
      'host-to-api-key-0123456789abcdef',
    ),
    previewSecret: 'preview-signing-key-0123456789abcdefghijkl',
    previewable: async () => false,
    check,
    refresh: async () => undefined,
    warm: () => undefined,
  });
  apps.push(app);
  return { app, forwarded };
}

describe('release changes', () => {
  it('are limited per key, with a 429 that says when to try again, and other keys unaffected', async () => {
    const app = await hostWith(await registryApi());
    const preview = (key: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/releases/publicRemote/previews',
        headers: { authorization: `Bearer ${key}` },
        payload: { version: 'v9' },
      });
    for (let change = 1; change <= RELEASE_CHANGES_PER_MINUTE; change += 1)
      expect((await preview('pfdk_looping')).statusCode).toBe(404);
    const refused = await preview('pfdk_looping');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('application/problem+json');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().detail).toMatch(
      /^This key or session asked for more than 20 release changes in a minute\. Try again in \d+ s\.$/,
    );
    expect((await preview('pfdk_another')).statusCode).toBe(404);
  });

  it('open no preview from a grant the registry does not list', async () => {
    const app = await hostWith(await registryApi());
    const page = await app.inject({ url: '/releases/preview?grant=anything.signed' });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('This preview link is not valid or has expired');
    expect(page.headers['set-cookie']).toBeUndefined();
  });

  it('a rollback stops a running rollout without checking anything, and else checks the release it goes back to', async () => {
    const registry = {
      remote: 'publicRemote',
      live: { version: 'v3' },
      previous: 'v4',
      rollout: { version: 'v6', percent: 20 } as { version: string; percent: number } | null,
      releases: ['v6', 'v4', 'v3'].map((version) => ({ version, manifestUrl: `http://r.test/${version}` })),
      history: [],
    };
    const checked: string[] = [];
    const { app, forwarded } = await rollbackHost(registry, async (_remote, manifestUrl) => {
      checked.push(manifestUrl);
      return { checks: [{ name: 'render', ok: true, message: 'ok' }], build: UNKNOWN_BUILD };
    });
    const rollback = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/releases/publicRemote/rollback',
        headers: { authorization: 'Bearer pfdk_ci' },
        payload: { expectedLive: 'v3', version: 'v4' },
      });

    expect((await rollback()).statusCode).toBe(200);
    expect(checked).toEqual([]);
    expect(forwarded[0]).toMatchObject({ expectedLive: 'v3', expectedRollout: 'v6', version: 'v6' });

    registry.rollout = null;
    expect((await rollback()).statusCode).toBe(200);
    expect(checked).toEqual(['http://r.test/v4']);
    expect(forwarded[1]).toMatchObject({ expectedLive: 'v3', expectedRollout: null, version: 'v4' });
  });

  it('rolls the admin back to the release live before it, built without a server entry, with every other check; nothing else is let through so', async () => {
    const registry = {
      remote: 'adminRemote',
      live: { version: 'a3' },
      previous: 'a2',
      rollout: null,
      releases: ['a3', 'a2', 'a1'].map((version) => ({ version, manifestUrl: `http://r.test/${version}` })),
      history: [],
    };
    // Every release here predates the server entry: rendered, its manifest check fails.
    const { app, forwarded } = await rollbackHost(
      registry,
      async (_remote, _manifestUrl, { render = true } = {}) => ({
        checks: [
          { name: 'origin', ok: true, message: 'ok' },
          { name: 'manifest', ok: !render, message: render ? 'names no server entry' : 'ok' },
        ],
        build: UNKNOWN_BUILD,
        serverEntry: false,
      }),
    );
    const sent = () => forwarded as { version: string; checks: { name: string; ok: boolean }[] }[];
    const rollback = (remote: string, version: string) =>
      app.inject({
        method: 'POST',
        url: `/api/v1/releases/${remote}/rollback`,
        headers: { authorization: 'Bearer pfdk_ci' },
        payload: { expectedLive: 'a3', version },
      });

    await rollback('adminRemote', 'a2');
    expect(sent()[0]!.version).toBe('a2');
    expect(sent()[0]!.checks.map((check) => [check.name, check.ok])).toEqual([
      ['origin', true],
      ['manifest', true],
      ['render', true],
    ]);
    // An older one was not live just before: checked in full, as at registration.
    await rollback('adminRemote', 'a1');
    expect(sent()[1]!.checks).toContainEqual(expect.objectContaining({ name: 'manifest', ok: false }));
    // The public remote's pages are rendered by the host: it always needs its server entry.
    registry.remote = 'publicRemote';
    await rollback('publicRemote', 'a2');
    expect(sent()[2]!.checks).toContainEqual(expect.objectContaining({ name: 'manifest', ok: false }));
  });
});
