import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { checkRelease, checkShared } from './release-checks';
import type { FederationManifest } from './release-manifest';

const provided = { react: '19.3.1', 'react-dom': '19.3.1', '@portfolio/shared/api': '1.0.0' };
const share = (name: string, requiredVersion: string | false = '^19.3.1', singleton = true) => ({
  name,
  version: '19.3.1',
  singleton,
  requiredVersion,
});
const manifestOf = (changes: Partial<FederationManifest> = {}): FederationManifest => ({
  name: 'publicRemote',
  metaData: {
    buildInfo: { buildVersion: '20261125-210100-abc1234' },
    remoteEntry: { name: 'remoteEntry.js', path: '' },
    ssrRemoteEntry: { name: 'remoteEntry.ssr.js', path: '' },
  },
  shared: [share('react'), share('react-dom'), share('@portfolio/shared/api', '^1.0.0')],
  exposes: ['./HomePage', './ProjectsPage', './ProjectPage'].map((path) => ({
    path,
    assets: { js: { sync: [] }, css: { sync: [] } },
  })),
  ...changes,
});

describe('checkShared', () => {
  it('passes when every shared module is a singleton the host provides at a version the remote accepts', () => {
    expect(checkShared(manifestOf(), provided)).toEqual({
      name: 'shared',
      ok: true,
      message: '3 shared modules satisfied by the host.',
    });
  });

  it('names the package and both versions when the remote needs another one', () => {
    const manifest = manifestOf({ shared: [share('react', '^18.2.0'), share('react-dom')] });
    expect(checkShared(manifest, provided)).toMatchObject({
      ok: false,
      message: 'react: the remote needs ^18.2.0, the host provides 19.3.1.',
    });
  });

  it('refuses a remote that declares no version it needs, takes React for itself, or shares what the host does not', () => {
    expect(
      checkShared(manifestOf({ shared: [share('react', false), share('react-dom')] }), provided).message,
    ).toBe('react: the remote declares no version it needs (requiredVersion).');
    expect(checkShared(manifestOf({ shared: [share('react-dom')] }), provided).message).toBe(
      'react: the remote does not take it from the host, so the page would run two copies.',
    );
    expect(
      checkShared(
        manifestOf({ shared: [share('react'), share('react-dom'), share('jotai', '^2.0.0')] }),
        provided,
      ).message,
    ).toBe('jotai: shared as a singleton, but the host provides none.');
    expect(
      checkShared(manifestOf({ shared: [share('react', '^19.3.1', false), share('react-dom')] }), provided)
        .message,
    ).toBe('react: the host shares it as a singleton, the remote does not.');
  });
});

describe('checkRelease', () => {
  let server: FastifyInstance;
  let origin: string;
  const files = new Map<string, { status?: number; body: string; location?: string }>();

  beforeAll(async () => {
    server = Fastify();
    server.get('/*', (request, reply) => {
      const file = files.get(request.url);
      if (!file) return reply.code(404).send('Not found');
      if (file.location) reply.header('location', file.location);
      return reply
        .code(file.status ?? 200)
        .type('application/json')
        .send(file.body);
    });
    origin = await server.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => server.close());

  const serve = (path: string, manifest: FederationManifest, release?: object) => {
    files.set(`${path}/mf-manifest.json`, { body: JSON.stringify(manifest) });
    if (release) files.set(`${path}/release.json`, { body: JSON.stringify(release) });
    return `${origin}${path}/mf-manifest.json`;
  };
  const context = (smokeRender?: () => Promise<string>) => ({
    allowedOrigins: [origin],
    provided,
    smokeRender,
  });

  it('runs every check in order and reads what the build says about itself', async () => {
    const url = serve('/releases/good', manifestOf(), { commit: 'abc1234', builtAt: '2026-11-25T21:01:00Z' });
    const result = await checkRelease(
      'publicRemote',
      url,
      context(async () => 'HomePage rendered Alex Morgan.'),
    );
    expect(result.checks.map(({ name, ok }) => [name, ok])).toEqual([
      ['origin', true],
      ['manifest', true],
      ['files', true],
      ['exposes', true],
      ['shared', true],
      ['render', true],
    ]);
    expect(result.checks[5]!.message).toBe('HomePage rendered Alex Morgan.');
    expect(result.build).toEqual({
      buildVersion: '20261125-210100-abc1234',
      commit: 'abc1234',
      builtAt: '2026-11-25T21:01:00.000Z',
    });
  });

  it('fetches nothing from an origin that is not allowed', async () => {
    const url = serve('/releases/elsewhere', manifestOf());
    const result = await checkRelease('publicRemote', url, {
      ...context(),
      allowedOrigins: ['https://cdn.example'],
    });
    expect(result.checks).toEqual([
      {
        name: 'origin',
        ok: false,
        message: `${origin} is not an allowed origin of this remote (allowed: https://cdn.example; set PUBLIC_REMOTE_ORIGINS on the host servers).`,
      },
    ]);
  });

  it('refuses a manifest naming a file on another origin, and reads nothing from it', async () => {
    let internalAsked = false;
    const internal = Fastify();
    internal.get('/latest/meta-data/creds', async () => {
      internalAsked = true;
      return 'INTERNAL-ONLY: AccessKeyId=…';
    });
    const internalUrl = await internal.listen({ port: 0, host: '127.0.0.1' });
    try {
      const manifest = manifestOf();
      manifest.exposes![0]!.assets.css.sync = [`${internalUrl}/latest/meta-data/creds`];
      manifest.metaData!.ssrRemoteEntry = { name: 'remoteEntry.ssr.js', path: '//evil.example/' };
      const url = serve('/releases/foreign-files', manifest);
      const render = vi.fn(async () => 'rendered');
      const result = await checkRelease('publicRemote', url, context(render));
      expect(result.checks.find((check) => check.name === 'files')).toEqual({
        name: 'files',
        ok: false,
        message: `The manifest names files outside this remote's allowed origins: http://evil.example/remoteEntry.ssr.js, ${internalUrl}/latest/meta-data/creds.`,
      });
      expect(render).not.toHaveBeenCalled();
      expect(internalAsked).toBe(false);
    } finally {
      await internal.close();
    }
  });

  it('says when the manifest is missing, redirects elsewhere, or is not JSON', async () => {
    const missing = await checkRelease('publicRemote', `${origin}/releases/none/mf-manifest.json`, context());
    expect(missing.checks[1]).toEqual({
      name: 'manifest',
      ok: false,
      message: `${origin}/releases/none/mf-manifest.json answered 404.`,
    });
    files.set('/releases/moved/mf-manifest.json', {
      status: 302,
      body: '',
      location: 'https://evil.example/',
    });
    const moved = await checkRelease('publicRemote', `${origin}/releases/moved/mf-manifest.json`, context());
    expect(moved.checks[1]!.message).toContain('answered a redirect (302)');
    files.set('/releases/text/mf-manifest.json', { body: '<html>' });
    const text = await checkRelease('publicRemote', `${origin}/releases/text/mf-manifest.json`, context());
    expect(text.checks[1]!.message).toBe(`${origin}/releases/text/mf-manifest.json is not JSON.`);
  });

  it("refuses another remote's manifest, one without the module the host uses, and skips the render then", async () => {
    let rendered = false;
    const render = async () => {
      rendered = true;
      return 'rendered';
    };
    const admin = serve('/releases/admin', manifestOf({ name: 'adminRemote' }));
    expect((await checkRelease('publicRemote', admin, context(render))).checks[1]).toMatchObject({
      ok: false,
      message: `${admin} is the manifest of adminRemote, not of publicRemote.`,
    });
    const bare = serve('/releases/bare', manifestOf({ exposes: [] }));
    const checks = (await checkRelease('publicRemote', bare, context(render))).checks;
    expect(checks.find((check) => check.name === 'exposes')).toEqual({
      name: 'exposes',
      ok: false,
      message: 'Does not expose ./HomePage, ./ProjectsPage, ./ProjectPage, which the host uses.',
    });
    expect(checks.map((check) => check.name)).not.toContain('render');
    expect(rendered).toBe(false);
  });

  it("keeps the smoke render's reason when it fails", async () => {
    const url = serve('/releases/throws', manifestOf());
    const result = await checkRelease(
      'publicRemote',
      url,
      context(() => Promise.reject(new Error('Error: broken at import'))),
    );
    expect(result.checks.at(-1)).toEqual({ name: 'render', ok: false, message: 'Error: broken at import' });
  });
});
