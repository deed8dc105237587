import { expect, test } from '@playwright/test';
import { ownerToken } from './admin';
import { remoteReleases } from './support';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The first same-origin hashed script the home page names. */
async function hostScript(html: string) {
  const src = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(src).toBeTruthy();
  return src!;
}

test('pages carry the security headers, the CSP naming exactly the configured remotes', async ({
  request,
}) => {
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  const origins = Object.values(remotes).map((url) => new URL(url).origin);
  for (const path of ['/', '/login', '/admin/projects']) {
    const headers = (await request.get(path)).headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSources = /script-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? [];
    expect(scriptSources.filter((source) => /^https?:/.test(source)).sort()).toEqual([...origins].sort());
    expect(scriptSources).toContain("'self'");
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Plain http here: HSTS would be wrong.
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(headers['cache-control']).toBe('no-cache');
  }
});

test('the host sends hashed assets for a year, precompressed, and revalidates what names the build', async ({
  request,
}) => {
  // The client-rendered shell names its entry in a script tag (the home page's start script imports it).
  const html = await (await request.get('/login')).text();
  const script = await hostScript(html);
  for (const encoding of ['br', 'gzip']) {
    const response = await request.get(script, { headers: { 'accept-encoding': encoding } });
    expect(response.headers()['cache-control']).toBe(IMMUTABLE);
    expect(response.headers()['content-encoding']).toBe(encoding);
    // A script is part of a page: the page's CSP and frame options govern it, its own would be dead weight.
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
    expect(response.headers()['content-security-policy']).toBeUndefined();
  }
  for (const path of ['/remotes.json', '/mf-manifest.json']) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
  }
  expect((await request.get('/assets/missing-AbCd1234.js')).status()).toBe(404);
});

test('the remotes send CORS for the host only, and every file of a release for a year: it never changes', async ({
  request,
  baseURL,
}) => {
  const host = new URL(baseURL!).origin;
  const { publicRemote } = await remoteReleases(request);
  const manifestUrl = `${publicRemote}/mf-manifest.json`;
  const manifest = await request.get(manifestUrl, { headers: { origin: host, 'accept-encoding': 'br' } });
  expect(manifest.headers()['access-control-allow-origin']).toBe(host);
  expect(manifest.headers()['cache-control']).toBe(IMMUTABLE);
  expect(manifest.headers()['content-encoding']).toBe('br');
  const foreign = await request.get(manifestUrl, { headers: { origin: 'https://elsewhere.example' } });
  expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();

  const body = (await manifest.json()) as { exposes: { assets: { js: { sync: string[] } } }[] };
  const chunk = body.exposes[0]!.assets.js.sync.find((file) => /-[A-Za-z0-9_-]{8}\.js$/.test(file))!;
  const response = await request.get(`${publicRemote}/${chunk}`, { headers: { origin: host } });
  expect(response.headers()['cache-control']).toBe(IMMUTABLE);
  expect(response.headers()['access-control-allow-origin']).toBe(host);
});

test('the /api proxy compresses JSON the API sent uncompressed', async ({ request }) => {
  const token = await ownerToken(request);
  // Signed-in reads skip the API's shared cache, which compresses on its own.
  const response = await request.get('/api/v1/users?limit=100', {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'br' },
  });
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  expect(response.headers()['content-encoding']).toBe('br');
});
