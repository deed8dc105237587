import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settleDataChanges, until } from '../../../test/data-changes';
import { startTestApp, type TestApp } from '../../../test/test-app';

describe('the public read cache', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  // Notifications of earlier writes arrive asynchronously; each test starts once they are all in.
  beforeEach(() => settleDataChanges(t.app));

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url, headers });

  it('answers a repeated anonymous read from memory with the same bytes and a strong ETag', async () => {
    const first = await get('/api/v1/users/1');
    const second = await get('/api/v1/users/1');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.body).toBe(first.body);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers.vary).toContain('Accept-Encoding');
    expect(second.headers.vary).toContain('Authorization');
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    // A hit still carries the security headers and its own request id.
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
  });

  it('treats the same query parameters in another order as the same answer', async () => {
    await get('/api/v1/tags?offset=0&limit=5');
    const reordered = await get('/api/v1/tags?limit=5&offset=0');
    expect(reordered.headers['x-cache']).toBe('HIT');
  });

  it('answers 304 without a body when If-None-Match names the current content', async () => {
    const { headers } = await get('/api/v1/technologies');
    const etag = String(headers.etag);
    for (const tag of [etag, `W/${etag}`, `"nope", ${etag}`, etag.replace(/"$/, '-gzip"'), '*']) {
      const revalidated = await get('/api/v1/technologies', { 'if-none-match': tag });
      expect(revalidated.statusCode, tag).toBe(304);
      expect(revalidated.body).toBe('');
      expect(revalidated.headers.etag).toBe(etag);
    }
    expect((await get('/api/v1/technologies', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('answers 304 for unchanged content even after a write emptied the cache (the tag is the content)', async () => {
    const { headers } = await get('/api/v1/experiences');
    await t.asOwner({ method: 'POST', url: '/api/v1/tags', payload: { name: 'Unrelated', color: 'red' } });
    const revalidated = await get('/api/v1/experiences', { 'if-none-match': String(headers.etag) });
    expect(revalidated.headers['x-cache']).toBe('MISS');
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
  });

  it('compresses with brotli or gzip as the client accepts, once, and tags each coding apart', async () => {
    const plain = await get('/api/v1/users/1');
    const brotli = await get('/api/v1/users/1', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await get('/api/v1/users/1', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(brotli.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-br"'));
    expect(gzip.headers.etag).toBe(String(plain.headers.etag).replace(/"$/, '-gzip"'));
    // A small answer is not worth compressing.
    const tag = await get('/api/v1/tags/1', { 'accept-encoding': 'br' });
    expect(tag.headers['content-encoding']).toBeUndefined();
  });

  it('never serves or stores a read that carries an Authorization header', async () => {
    const created = await t.asOwner({
      method: 'POST',
      url: '/api/v1/projects',
      payload: { name: 'Unreleased', description: 'Not yet.', userId: 1, visible: false },
    });
    expect(created.statusCode).toBe(201);
    await settleDataChanges(t.app);
    const anonymous = await get('/api/v1/projects?limit=100');
    await get('/api/v1/projects?limit=100');
    const signedIn = await t.asOwner({ method: 'GET', url: '/api/v1/projects?limit=100' });
    expect(signedIn.headers['x-cache']).toBeUndefined();
    expect(signedIn.body).toContain('Unreleased');
    const again = await get('/api/v1/projects?limit=100');
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.body).toBe(anonymous.body);
    expect(again.body).not.toContain('Unreleased');
    // An unusable token reads as anonymous, but still does not touch the shared cache.
    const forged = await get('/api/v1/projects?limit=100', { authorization: 'Bearer not-a-token' });
    expect(forged.headers['x-cache']).toBeUndefined();
    expect(forged.body).toBe(anonymous.body);
  });

  it('is dropped by a write answered through this API, before the write is acknowledged', async () => {
    await get('/api/v1/tags/2');
    expect((await get('/api/v1/tags/2')).headers['x-cache']).toBe('HIT');
    const update = await t.asOwner({
      method: 'PUT',
      url: '/api/v1/tags/2',
      payload: { name: 'Server side', color: 'green' },
    });
    expect(update.statusCode).toBe(200);
    const after = await get('/api/v1/tags/2');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.json()).toMatchObject({ name: 'Server side' });
  });

  it('is dropped by a write made outside the API, through the database notification', async () => {
    await get('/api/v1/tags/3');
    expect((await get('/api/v1/tags/3')).headers['x-cache']).toBe('HIT');
    await t.app.db.execute(sql`update tags set name = 'Storage' where id = 3`);
    await until(() => t.app.readCache.size === 0);
    expect((await get('/api/v1/tags/3')).json()).toMatchObject({ name: 'Storage' });
  });

  it('is kept when a write is refused (nothing changed), so strangers cannot flush it', async () => {
    await get('/api/v1/tags/4');
    for (const refused of [
      t.inject({ method: 'DELETE', url: '/api/v1/tags/4' }),
      t.asOwner({ method: 'PUT', url: '/api/v1/tags/4', payload: { name: '' } }),
      t.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'a@b.co', password: 'wrong!' },
      }),
    ]) {
      expect((await refused).statusCode).toBeGreaterThanOrEqual(400);
    }
    expect((await get('/api/v1/tags/4')).headers['x-cache']).toBe('HIT');
  });

  it('keeps only answers worth sharing: not errors, not other routes', async () => {
    expect((await get('/api/v1/tags/99999')).statusCode).toBe(404);
    const again = await get('/api/v1/tags/99999');
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-cache']).toBeUndefined();
    expect((await get('/api/health')).headers['x-cache']).toBeUndefined();
    expect((await get('/api/v1/users')).statusCode).toBe(401);
  });
});

describe('the public read cache turned off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { READ_CACHE_MB: '0' } });
  });
  afterAll(() => t.close());

  it('reads the database every time (READ_CACHE_MB=0)', async () => {
    await t.inject({ method: 'GET', url: '/api/v1/tags' });
    const second = await t.inject({ method: 'GET', url: '/api/v1/tags' });
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-cache']).toBeUndefined();
    expect(second.headers.etag).toBeUndefined();
  });
});

describe('the read cache in the log', () => {
  /** An app whose log lines (parsed) land in the returned array. */
  async function appLoggingAt(level: 'info' | 'debug') {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        callback();
      },
    });
    const t = await startTestApp({ logger: { level, stream } });
    await settleDataChanges(t.app);
    return { t, lines };
  }
  const read = (t: TestApp, headers: Record<string, string> = {}) =>
    t.inject({ method: 'GET', url: '/api/v1/technologies', headers });
  const accessLines = (lines: Record<string, unknown>[]) =>
    lines.filter((line) => line.msg === 'request completed');

  it('at info, writes no line per hit but sums the hits up, 304s apart, by the time the app stops', async () => {
    const { t, lines } = await appLoggingAt('info');
    try {
      const miss = await read(t);
      await read(t);
      await read(t, { 'if-none-match': String(miss.headers.etag) });
      await t.inject({ method: 'GET', url: '/api/v1/tags/99999' });
      const reads = accessLines(lines).filter((line) => (line.req as { method: string }).method === 'GET');
      expect(
        reads.map(
          (line) => `${(line.req as { url: string }).url} ${(line.res as { statusCode: number }).statusCode}`,
        ),
      ).toEqual(['/api/v1/technologies 200', '/api/v1/tags/99999 404']);
    } finally {
      await t.close();
    }
    const summary = lines.find((line) => line.readCacheHits);
    expect(summary).toMatchObject({
      level: 30,
      msg: 'answered 2 reads from the read cache',
      readCacheHits: { answered: 2, notModified: 1 },
    });
  });

  it('at debug, logs each hit as well', async () => {
    const { t, lines } = await appLoggingAt('debug');
    try {
      await read(t);
      const hit = await read(t);
      const line = accessLines(lines).find((entry) => entry.reqId === hit.headers['x-request-id']);
      expect(line).toMatchObject({ level: 20, msg: 'request completed', cache: 'hit' });
    } finally {
      await t.close();
    }
  });
});
