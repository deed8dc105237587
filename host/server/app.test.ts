import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import type { ServerConfig } from './config';

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
      publicUrl: undefined,
      trustProxy: false,
      remotes: { adminRemote: 'https://admin.example/mf-manifest.json' },
      releasesSecret: undefined,
      releaseOrigins: [],
      releasesPollMs: 500,
      ...config,
    },
    { logLevel: 'silent' },
  );

describe('the site URL in crawler files', () => {
  it('is PUBLIC_URL when configured, whatever the request says', async () => {
    const app = await server({ publicUrl: 'https://alex.example.com' });
    const robots = await app.inject({ url: '/robots.txt', headers: { host: 'evil.example' } });
    expect(robots.body).toContain('Sitemap: https://alex.example.com/sitemap.xml');
  });

  it('follows X-Forwarded-Host and -Proto only from a trusted proxy', async () => {
    const headers = {
      host: 'internal:5173',
      'x-forwarded-host': 'alex.example.com',
      'x-forwarded-proto': 'https',
    };
    const untrusted = await (
      await server()
    ).inject({ url: '/sitemap.xml', headers, remoteAddress: '127.0.0.1' });
    expect(untrusted.body).toContain('<loc>http://internal:5173/</loc>');
    const trusted = await (
      await server({ trustProxy: 'loopback' })
    ).inject({
      url: '/sitemap.xml',
      headers,
      remoteAddress: '127.0.0.1',
    });
    expect(trusted.body).toContain('<loc>https://alex.example.com/</loc>');
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
