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

  /** A release's manifest, its entries and every file its exposes name, with its build manifest if given. */
  const serve = (path: string, manifest: FederationManifest, release?: object, build?: object) => {
    files.set(`${path}/mf-manifest.json`, { body: JSON.stringify(manifest) });
    for (const file of ['remoteEntry.js', 'remoteEntry.ssr.js', 'assets/Home.js', 'assets/Carousel.js'])
      files.set(`${path}/${file}`, { body: '' });
    if (release) files.set(`${path}/release.json`, { body: JSON.stringify(release) });
    if (build) files.set(`${path}/.vite/manifest.json`, { body: JSON.stringify(build) });
    return `${origin}${path}/mf-manifest.json`;
  };
  const context = (smokeRender?: () => Promise<string>) => ({
    allowedOrigins: [origin],
    provided,
    smokeRender,
  });

  it('runs every check in order and reads what the build says about itself', async () => {
    const url = serve('/releases/good', manifestOf(), {
      commit: 'abc1234',
      builtAt: '2026-11-25T21:01:00Z',
      notes: '  Charts on the dashboard\nA date picker  ',
      downloadBytes: 123_456,
      shared: { react: '19.3.1', 'react-dom': '19.3.1' },
    });
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
    expect(result.checks[2]!.message).toBe('All 2 files of the release answer from an allowed origin.');
    expect(result.checks[5]!.message).toBe('HomePage rendered Alex Morgan.');
    expect(result.build).toEqual({
      buildVersion: '20261125-210100-abc1234',
      commit: 'abc1234',
      builtAt: '2026-11-25T21:01:00.000Z',
      notes: 'Charts on the dashboard\nA date picker',
      downloadBytes: 123_456,
      shared: { react: '19.3.1', 'react-dom': '19.3.1' },
    });
  });

  it("keeps only what fits of what a release.json says: it is the release's own word", async () => {
    const url = serve('/releases/odd', manifestOf(), {
      notes: 'x'.repeat(5000),
      downloadBytes: -1,
      shared: { react: 19, 'react-dom': '19.3.1', ['p'.repeat(300)]: '1.0.0' },
    });
    const { build } = await checkRelease(
      'publicRemote',
      url,
      context(async () => 'rendered'),
    );
    expect(build).toMatchObject({ downloadBytes: null, shared: { 'react-dom': '19.3.1' } });
    expect(build.notes).toHaveLength(4000);
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

  it('refuses a release whose lazy chunk is missing, named by its manifest or imported by its entry, and skips the render', async () => {
    const render = vi.fn(async () => 'rendered');
    const manifest = manifestOf();
    manifest.exposes![0]!.assets.js = { sync: ['assets/Home.js'], async: ['assets/Carousel.js'] };
    const whole = serve('/releases/whole', manifest);
    expect((await checkRelease('publicRemote', whole, context(render))).checks[2]).toEqual({
      name: 'files',
      ok: true,
      message: 'All 4 files of the release answer from an allowed origin.',
    });

    const named = serve('/releases/no-carousel', manifest);
    files.delete('/releases/no-carousel/assets/Carousel.js');
    const checks = (await checkRelease('publicRemote', named, context(render))).checks;
    expect(checks.find((check) => check.name === 'files')).toEqual({
      name: 'files',
      ok: false,
      message: `1 of the release's 4 files cannot be loaded, so visitors would meet a broken page: ${origin}/releases/no-carousel/assets/Carousel.js answered 404.`,
    });
    expect(checks.map((check) => check.name)).not.toContain('render');

    // The federation manifest may leave a lazy chunk out: the build manifest names what the entry imports.
    const build = {
      'virtual:mf-REMOTE_ENTRY_ID:publicRemote': {
        file: 'remoteEntry.js',
        imports: ['_helpers.js'],
        dynamicImports: ['src/HomePage.tsx'],
      },
      '_helpers.js': { file: 'assets/helpers.js' },
      'src/HomePage.tsx': { file: 'assets/Home.js', dynamicImports: ['src/Gallery.tsx'] },
      'src/Gallery.tsx': { file: 'assets/Gallery.js', css: ['assets/Gallery.css'] },
      'src/Unused.tsx': { file: 'assets/Unused.js' },
    };
    const imported = serve('/releases/no-gallery', manifestOf(), undefined, build);
    files.set('/releases/no-gallery/assets/helpers.js', { body: '' });
    files.set('/releases/no-gallery/assets/Gallery.css', { body: '' });
    expect((await checkRelease('publicRemote', imported, context(render))).checks[2]).toEqual({
      name: 'files',
      ok: false,
      message: `1 of the release's 6 files cannot be loaded, so visitors would meet a broken page: ${origin}/releases/no-gallery/assets/Gallery.js answered 404.`,
    });
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('asks a remote the browser alone renders for no server entry, which it may never have built', async () => {
    const url = serve(
      '/releases/admin-like',
      manifestOf({
        name: 'adminRemote',
        exposes: [{ path: './AdminApp', assets: { js: { sync: [] }, css: { sync: [] } } }],
      }),
    );
    files.delete('/releases/admin-like/remoteEntry.ssr.js');
    const { checks, serverEntry } = await checkRelease('adminRemote', url, context());
    // Named by the manifest, though not asked for: a rollback reads this (release-routes.ts).
    expect(serverEntry).toBe(true);
    expect(checks.map(({ name, ok }) => [name, ok])).toEqual([
      ['origin', true],
      ['manifest', true],
      ['files', true],
      ['exposes', true],
      ['shared', true],
    ]);
    // One built before admin releases shipped a server entry: checked without a render, it says it has none.
    const older = serve(
      '/releases/admin-older',
      manifestOf({
        name: 'adminRemote',
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ path: './AdminApp', assets: { js: { sync: [] }, css: { sync: [] } } }],
      }),
    );
    const unrendered = await checkRelease('adminRemote', older, context());
    expect(unrendered.serverEntry).toBe(false);
    expect(unrendered.checks.every((check) => check.ok)).toBe(true);
    // The public remote's pages are rendered with it: there it counts.
    const rendered = serve('/releases/no-server-entry', manifestOf());
    files.delete('/releases/no-server-entry/remoteEntry.ssr.js');
    expect(
      (
        await checkRelease(
          'publicRemote',
          rendered,
          context(async () => 'rendered'),
        )
      ).checks[2],
    ).toMatchObject({
      ok: false,
      message: expect.stringContaining('/releases/no-server-entry/remoteEntry.ssr.js answered 404'),
    });
  });

  it("asks nothing of another origin that a release's build manifest names", async () => {
    let asked = false;
    const elsewhere = Fastify();
    elsewhere.get('/*', async () => {
      asked = true;
      return '';
    });
    const elsewhereUrl = await elsewhere.listen({ port: 0, host: '127.0.0.1' });
    try {
      const build = {
        'virtual:mf-REMOTE_ENTRY_ID:publicRemote': {
          file: 'remoteEntry.js',
          imports: ['_x'],
          dynamicImports: 'not a list',
        },
        _x: { file: `${elsewhereUrl}/chunk.js` },
      };
      const url = serve('/releases/build-elsewhere', manifestOf(), undefined, build);
      const check = (await checkRelease('publicRemote', url, context())).checks[2]!;
      expect(check.ok).toBe(false);
      expect(check.message).toContain(`${elsewhereUrl}/chunk.js is not on an allowed origin of this remote`);
      expect(asked).toBe(false);
    } finally {
      await elsewhere.close();
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
