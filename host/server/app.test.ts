import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPageView } from '@portfolio/shared/page-view-token';
import { buildServer } from './app';
import type { ServerConfig } from './config';

const PAGE_VIEW_SECRET = 'page-view-signing-key-0123456789abcdefghij';

let clientDir: string;

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'host-client-'));
  await mkdir(join(clientDir, 'assets'));
  await writeFile(
    join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Portfolio</title>' +
      '<script type="module" crossorigin src="/assets/index-AbCd1234.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  await writeFile(join(clientDir, 'assets', 'index-AbCd1234.js'), 'export {};');
  await mkdir(join(clientDir, '.vite'));
  await writeFile(
    join(clientDir, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-AbCd1234.js', isEntry: true } }),
  );
  await writeFile(join(clientDir, 'assets', 'index-AbCd1234.css'), 'body{margin:0}');
  await writeFile(join(clientDir, 'page-start.js'), '');
  await writeFile(join(clientDir, 'project-page.js'), '');
  await writeFile(join(clientDir, 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
});
afterAll(() => rm(clientDir, { recursive: true, force: true }));

// No public remote configured: `/` is client-rendered, so these tests need no API and no remote.
const server = (config: Partial<ServerConfig> = {}) =>
  buildServer(
    {
      port: 0,
      host: '127.0.0.1',
      clientDir,
      apiUrl: 'http://127.0.0.1:9',
      publicUrl: 'https://alex.example.com',
      trustProxy: false,
      remotes: { adminRemote: 'https://admin.example/mf-manifest.json' },
      releasesSecret: undefined,
      previewSecret: undefined,
      pageViewSecret: PAGE_VIEW_SECRET,
      releaseOrigins: { publicRemote: [], adminRemote: ['https://admin.example'] },
      releasesPollMs: 500,
      ...config,
    },
    { logLevel: 'silent' },
  );

describe('the site URL in crawler files', () => {
  it('is PUBLIC_URL, whatever the request says (Host, X-Forwarded-Host) and whoever forwarded it', async () => {
    const headers = { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
    for (const trustProxy of [false, 'loopback']) {
      const app = await server({ trustProxy });
      const robots = await app.inject({ url: '/robots.txt', headers, remoteAddress: '127.0.0.1' });
      expect(robots.body).toContain('Sitemap: https://alex.example.com/sitemap.xml');
      const sitemap = await app.inject({ url: '/sitemap.xml', headers, remoteAddress: '127.0.0.1' });
      expect(sitemap.body).toContain('<loc>https://alex.example.com/</loc>');
      expect(sitemap.body).not.toContain('evil.example');
    }
  });

  it('keeps robots.txt and sitemap.xml compressed with an entity tag, and answers 304 for it', async () => {
    const app = await server();
    for (const url of ['/robots.txt', '/sitemap.xml']) {
      const first = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(first.headers['content-encoding'], url).toBe('gzip');
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^"[\w-]+-gzip"$/);
      expect(first.headers['content-security-policy'], url).toBeTruthy();
      const again = await app.inject({ url, headers: { 'if-none-match': etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
      expect(again.headers.etag, url).toBe(etag.replace(/-gzip"$/, '"'));
      expect(again.headers['cache-control'], url).toBe('no-cache');
      // The browser keeps its copy's type and policy (RFC 9111 4.3.4): a 304 that sent the site's default CSP
      // would replace a page's own, which names its remotes.
      expect(again.headers['content-type'], url).toBeUndefined();
      expect(again.headers['content-security-policy'], url).toBeUndefined();
      expect(again.headers['x-content-type-options'], url).toBe('nosniff');
    }
  });

  it('sends HSTS only when the visitor came over HTTPS, as a trusted proxy says', async () => {
    const headers = { 'x-forwarded-proto': 'https' };
    const untrusted = await (
      await server()
    ).inject({ url: '/robots.txt', headers, remoteAddress: '127.0.0.1' });
    const trusted = await (
      await server({ trustProxy: 'loopback' })
    ).inject({ url: '/robots.txt', headers, remoteAddress: '127.0.0.1' });
    expect(trusted.headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('pages and files', () => {
  it('answers every route of the application with the client-rendered page, and a missing file with 404', async () => {
    const app = await server();
    for (const url of ['/', '/login', '/admin/projects/3', '/index.html']) {
      const page = await app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<script type="application/json" id="remotes-config">');
      expect(page.headers['content-security-policy']).toContain("script-src 'self' https://admin.example");
    }
    expect((await app.inject({ url: '/assets/missing-AbCd1234.js' })).statusCode).toBe(404);
  });

  it('signs a page-view token onto every page (a Server-Timing header), naming its path and releases, and sets no cookie for it', async () => {
    const app = await server();
    const ids = new Set<string>();
    for (const url of ['/', '/login?next=/admin', '/admin/projects/3', '/nonsense']) {
      const page = await app.inject({ url });
      expect(page.headers['set-cookie'], url).toBeUndefined();
      const token = /^pv;desc="([^"]+)"$/.exec(String(page.headers['server-timing']))?.[1] ?? '';
      expect(page.body, url).not.toContain(token);
      const view = verifyPageView(PAGE_VIEW_SECRET, token);
      expect(view, url).toMatchObject({ path: url.split('?')[0], releases: { adminRemote: 'configured' } });
      expect(verifyPageView(`${PAGE_VIEW_SECRET}x`, token)).toBeNull();
      ids.add(view!.id);
    }
    expect(ids.size).toBe(4);
  });

  it('answers a path the application has no page for with 404 and the page that says so (no soft 404)', async () => {
    const app = await server();
    for (const url of ['/nonsense', '/project/3', '/login/extra', '/administrator']) {
      const page = await app.inject({ url });
      expect(page.statusCode, url).toBe(404);
      expect(page.body).toContain('<script type="application/json" id="remotes-config">');
    }
    for (const url of ['/recover-password', '/change-password?token=x', '/admin', '/admin/nonsense']) {
      expect((await app.inject({ url })).statusCode, url).toBe(200);
    }
  });

  it('sends the document headers on what a browser can open as a document, and only nosniff on its parts', async () => {
    const app = await server();
    const documentHeaders = ['content-security-policy', 'x-frame-options', 'referrer-policy'];
    for (const url of ['/login', '/logo.svg', '/sitemap.xml', '/robots.txt', '/assets/missing.png']) {
      const response = await app.inject({ url });
      for (const name of documentHeaders) expect(response.headers[name], `${name} on ${url}`).toBeTruthy();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    for (const url of ['/assets/index-AbCd1234.js', '/assets/index-AbCd1234.css', '/remotes.json']) {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      for (const name of documentHeaders) expect(response.headers[name], `${name} on ${url}`).toBeUndefined();
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('serves /remotes.json from its configuration, not from the build', async () => {
    const app = await server();
    const response = await app.inject({ url: '/remotes.json' });
    expect(response.json()).toEqual({ adminRemote: 'https://admin.example/mf-manifest.json' });
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('one error format', () => {
  const isProblem = (response: { statusCode: number; headers: Record<string, unknown>; json(): unknown }) => {
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: response.statusCode, detail: expect.any(String) });
  };

  it("answers broken JSON, a wrong content type and an oversize body to the host's own routes as problem+json", async () => {
    const app = await server();
    for (const url of ['/api/v1/releases/publicRemote', '/api/v1/releases/publicRemote/previews']) {
      const broken = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"manifestUrl":',
      });
      expect(broken.statusCode, url).toBe(400);
      isProblem(broken);
      const wrongType = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/xml' },
        payload: '<release/>',
      });
      expect(wrongType.statusCode, url).toBe(415);
      isProblem(wrongType);
      const oversize = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ manifestUrl: 'x'.repeat(300 * 1024) }),
      });
      expect(oversize.statusCode, url).toBe(413);
      isProblem(oversize);
    }
    const promotion = await app.inject({
      method: 'PUT',
      url: '/api/v1/releases/publicRemote/live',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expect(promotion.statusCode).toBe(400);
    isProblem(promotion);
  });

  it('refuses dot segments, doubled slashes and encoded separators before choosing a route', async () => {
    const app = await server();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    // Over a real connection: the path arrives as the client wrote it (`curl --path-as-is`).
    const post = (path: string) =>
      new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
        const request = httpRequest({ port, host: '127.0.0.1', method: 'POST', path }, (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () =>
            resolve({ status: response.statusCode!, type: String(response.headers['content-type']), body }),
          );
        });
        request.on('error', reject);
        request.end();
      });
    try {
      for (const path of [
        '/api/v1/./releases/publicRemote',
        '/api/v1/x/../releases/publicRemote',
        '/api/v1/%2e/releases/publicRemote',
        '/api/v1%2freleases/publicRemote',
        '/api//v1/releases/publicRemote',
        '/api/v1/releases%5CpublicRemote',
        '/admin/..',
      ]) {
        const answer = await post(path);
        expect(answer.status, path).toBe(400);
        expect(answer.type).toContain('application/problem+json');
        expect(JSON.parse(answer.body)).toMatchObject({ status: 400 });
      }
      // A dot inside a name is no segment of its own.
      expect((await post('/resume.json.')).status).not.toBe(400);
    } finally {
      await app.close();
    }
  });
});
