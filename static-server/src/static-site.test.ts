import Fastify from 'fastify';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';
import { registerStaticSite } from './static-site';

const HOST = 'https://portfolio.example';
let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'static-site-'));
  await mkdir(join(root, 'assets'));
  await writeFile(
    join(root, 'assets', 'HomePage-B_yeWHYM.js'),
    `export const text = ${JSON.stringify('x'.repeat(4000))};`,
  );
  await writeFile(
    join(root, 'mf-manifest.json'),
    JSON.stringify({ name: 'remote', padding: 'y'.repeat(2000) }),
  );
  await writeFile(join(root, 'index.html'), '<!doctype html><title>remote</title>');
  await precompressDirectory(root);
});
afterAll(() => rm(root, { recursive: true, force: true }));

async function site() {
  const app = Fastify();
  await registerStaticSite(app, { root, corsOrigins: [HOST], index: true });
  return app;
}

describe('registerStaticSite', () => {
  it('sends the brotli copy written at build time, kept for a year when the name is hashed', async () => {
    const app = await site();
    const response = await app.inject({
      url: '/assets/HomePage-B_yeWHYM.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.rawPayload.length).toBeLessThan(4000);
  });

  it('sends gzip to a client without brotli and revalidates the manifest', async () => {
    const app = await site();
    const response = await app.inject({ url: '/mf-manifest.json', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('answers CORS for the configured host origin only', async () => {
    const app = await site();
    const allowed = await app.inject({ url: '/mf-manifest.json', headers: { origin: HOST } });
    expect(allowed.headers['access-control-allow-origin']).toBe(HOST);
    const other = await app.inject({ url: '/mf-manifest.json', headers: { origin: 'https://evil.example' } });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers.vary).toContain('Origin');
  });

  it('serves the standalone page at / and 404 for a missing file', async () => {
    const app = await site();
    expect((await app.inject({ url: '/' })).body).toContain('<title>remote</title>');
    expect((await app.inject({ url: '/assets/nope-AbCd1234.js' })).statusCode).toBe(404);
  });
});
