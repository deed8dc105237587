import fastifyCookie from '@fastify/cookie';
import { verifyPageView } from '@portfolio/shared/page-view-token';
import Fastify, { type FastifyInstance } from 'fastify';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { pageViewTiming } from '../pages/page-view';
import { registerSecurityHeaders } from '../security-headers';
import { KeptPage } from './kept-page';
import { RevalidationLane } from './revalidation-lane';
import { sendKeptPage } from './send-kept-page';

const SECRET = 'page-view-signing-key-0123456789abcdefghij';
const BROTLI = 'gzip, deflate, br';
const view = { path: '/', releases: { publicRemote: '2026.11.29-abc' } };

/**
 * A host server's way to a kept page, cut down to what a 304 goes through: the cookie plugin, the security
 * headers, a page route that answers as the page routes do (a token, the cache's header, sendKeptPage) and offers
 * the page to the lane while `state.holds`. Counts the requests Fastify's route answered.
 */
async function site({
  logsRequests = false,
  trustProxy = false,
}: { logsRequests?: boolean; trustProxy?: boolean | string } = {}) {
  const lane = new RevalidationLane(SECRET, trustProxy);
  const app = Fastify({ serverFactory: lane.serverFactory, trustProxy });
  lane.register(app, { logsRequests });
  await app.register(fastifyCookie);
  registerSecurityHeaders(app, "default-src 'self'");
  const page = await KeptPage.of(200, { 'content-type': 'text/html; charset=utf-8' }, '<!doctype html><p>Hi');
  await page.brotliDone;
  const state = { holds: true, routed: 0, setCookie: false };
  const route = async (
    request: Parameters<typeof sendKeptPage>[0],
    reply: Parameters<typeof sendKeptPage>[1],
  ) => {
    state.routed += 1;
    if (state.setCookie) reply.setCookie('pf-rollout', 'abcdefghijklmnopqrstuv');
    reply
      .header('server-timing', pageViewTiming(`v1.from-fastify.${state.routed}`))
      .header('x-page-cache', 'HIT');
    if (request.headers['if-none-match'])
      lane.offer(request, { hash: page.hash, view, holds: () => state.holds });
    return sendKeptPage(request, reply, page, 'Accept-Encoding');
  };
  app.get('/', route);
  app.post('/', route);
  await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  const { port } = app.server.address() as AddressInfo;
  const get = (headers: Record<string, string> = {}, { method = 'GET', path = '/' } = {}) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
      httpRequest({ port, host: '127.0.0.1', path, method, headers }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString('latin1')));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      })
        .on('error', reject)
        .end();
    });
  const etag = String((await get({ 'accept-encoding': BROTLI })).headers.etag);
  state.routed = 0;
  return { get, etag, state };
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** The headers but the two every answer has its own of. */
const withoutOwn = ({ date, 'server-timing': timing, ...rest }: IncomingHttpHeaders) => {
  expect(date).toBeTruthy();
  expect(timing).toMatch(/^pv;desc="[^"]+"$/);
  return rest;
};
const tokenOf = (headers: IncomingHttpHeaders) =>
  /^pv;desc="([^"]+)"$/.exec(String(headers['server-timing']))![1]!;

describe('the revalidation lane', () => {
  it("answers a revalidation Fastify answered 304 just before, header for header as Fastify's 304", async () => {
    const { get, etag, state } = await site();
    const headers = { 'accept-encoding': BROTLI, 'if-none-match': etag };
    const fromFastify = await get(headers);
    expect(state.routed).toBe(1);
    const fromLane = await get(headers);
    expect(state.routed).toBe(1);
    expect(fromLane.status).toBe(304);
    expect(fromLane.body).toBe('');
    expect(withoutOwn(fromLane.headers)).toEqual(withoutOwn(fromFastify.headers));
    expect(fromLane.headers).toMatchObject({
      etag,
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
      'x-content-type-options': 'nosniff',
      'x-page-cache': 'HIT',
      connection: 'keep-alive',
    });
    expect(fromLane.headers['content-security-policy']).toBeUndefined();
  });

  it('gives every 304 a page-view token of its own, signed as the API checks it', async () => {
    const { get, etag } = await site();
    const headers = { 'accept-encoding': BROTLI, 'if-none-match': etag };
    await get(headers);
    const ids = new Set<string>();
    for (let answer = 0; answer < 20; answer += 1) {
      const token = tokenOf((await get(headers)).headers);
      const pageView = verifyPageView(SECRET, token);
      expect(pageView).toMatchObject({ ...view, servedAt: expect.any(Number) });
      ids.add(pageView!.id);
    }
    expect(ids.size).toBe(20);
  });

  it('answers HEAD as Fastify does, from either method kept', async () => {
    const { get, etag, state } = await site();
    const headers = { 'accept-encoding': BROTLI, 'if-none-match': etag };
    const fromFastify = await get(headers, { method: 'HEAD' });
    const fromLane = await get(headers, { method: 'HEAD' });
    expect(state.routed).toBe(1);
    expect(fromLane.status).toBe(304);
    expect(withoutOwn(fromLane.headers)).toEqual(withoutOwn(fromFastify.headers));
    expect((await get(headers)).status).toBe(304);
    expect(state.routed).toBe(1);
  });

  it('leaves to Fastify what it did not keep: no tag or another, another coding or address, a body', async () => {
    const { get, etag, state } = await site();
    const headers = { 'accept-encoding': BROTLI, 'if-none-match': etag };
    await get(headers);
    state.routed = 0;
    const asked = [
      { 'accept-encoding': BROTLI },
      { ...headers, 'if-none-match': '"another-page-br"' },
      { ...headers, 'accept-encoding': 'gzip' },
      { ...headers, 'content-length': '0' },
    ];
    for (const [index, askedHeaders] of asked.entries()) {
      await get(askedHeaders);
      expect(state.routed, JSON.stringify(askedHeaders)).toBe(index + 1);
    }
    await get(headers, { path: '/?tech=react' });
    expect(state.routed).toBe(asked.length + 1);
    await get(headers, { method: 'POST' });
    expect(state.routed).toBe(asked.length + 2);
  });

  it('keys on the forwarded protocol as far as trustProxy trusts it: HSTS is the same as Fastify says', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    // No proxy trusted: the header changes nothing, and the lane answers it.
    const untrusting = await site();
    const asked = { 'accept-encoding': BROTLI, 'if-none-match': untrusting.etag };
    await untrusting.get(asked);
    const ignored = await untrusting.get({ ...asked, ...https });
    expect(ignored.status).toBe(304);
    expect(ignored.headers['strict-transport-security']).toBeUndefined();
    expect(untrusting.state.routed).toBe(1);

    // Every hop trusted: each protocol is kept apart, with Fastify's HSTS for it.
    const trusting = await site({ trustProxy: true });
    const headers = { 'accept-encoding': BROTLI, 'if-none-match': trusting.etag };
    const fromFastify = await trusting.get({ ...headers, ...https });
    expect(fromFastify.headers['strict-transport-security']).toBeTruthy();
    const fromLane = await trusting.get({ ...headers, ...https });
    expect(trusting.state.routed).toBe(1);
    expect(withoutOwn(fromLane.headers)).toEqual(withoutOwn(fromFastify.headers));
    const plainHttp = await trusting.get({ ...headers, 'x-forwarded-proto': 'http' });
    expect(plainHttp.headers['strict-transport-security']).toBeUndefined();
    expect(trusting.state.routed).toBe(2);
    expect((await trusting.get(headers)).headers['strict-transport-security']).toBeUndefined();
    expect(trusting.state.routed).toBe(3);

    // Some proxies trusted: whether the header counts hangs on the peer, so Fastify answers every such request.
    const listing = await site({ trustProxy: '10.0.0.1' });
    const listed = { 'accept-encoding': BROTLI, 'if-none-match': listing.etag, ...https };
    await listing.get(listed);
    await listing.get(listed);
    expect(listing.state.routed).toBe(2);
  });

  it('keeps at most 256 addresses and codings: a visitor sending endless Accept-Encoding variants cannot grow it', async () => {
    const { get, etag, state } = await site();
    const first = { 'accept-encoding': BROTLI, 'if-none-match': etag };
    await get(first);
    expect((await get(first)).status).toBe(304);
    expect(state.routed).toBe(1);
    // Each variant is a new key: Fastify answers it once, and the lane keeps it, until the bound forgets them all.
    for (let variant = 0; variant < 256; variant += 1)
      await get({ 'accept-encoding': `br;q=0.${variant}`, 'if-none-match': etag });
    expect(state.routed).toBe(257);
    await get(first);
    expect(state.routed).toBe(258);
  });

  it('leaves to Fastify a browser with a cookie that may choose its releases, and answers one with other cookies', async () => {
    const { get, etag, state } = await site();
    const headers = { 'accept-encoding': BROTLI, 'if-none-match': etag };
    await get(headers);
    for (const cookie of ['pf-rollout=abcdefghijklmnopqrstuv', 'theme=dark; pf-preview-publicRemote=grant']) {
      const before = state.routed;
      expect((await get({ ...headers, cookie })).status).toBe(304);
      expect(state.routed).toBe(before + 1);
    }
    const before = state.routed;
    await get({ ...headers, cookie: 'theme=dark' });
    expect(state.routed).toBe(before);
  });

  it('stops the moment the page may be stale (data or releases moved, freshness over), until Fastify answers 304 again', async () => {
    const { get, etag, state } = await site();
    const headers = { 'accept-encoding': BROTLI, 'if-none-match': etag };
    await get(headers);
    state.holds = false;
    await get(headers);
    await get(headers);
    // Not kept while it does not hold: each revalidation goes through Fastify.
    expect(state.routed).toBe(3);
    state.holds = true;
    await get(headers);
    await get(headers);
    expect(state.routed).toBe(4);
  });

  it('never keeps a 304 that set a cookie', async () => {
    const { get, etag, state } = await site();
    state.setCookie = true;
    const headers = { 'accept-encoding': BROTLI, 'if-none-match': etag };
    expect((await get(headers)).headers['set-cookie']).toBeDefined();
    await get(headers);
    expect(state.routed).toBe(2);
  });

  it('stays shut while Fastify logs every request, so every answer is logged', async () => {
    const { get, etag, state } = await site({ logsRequests: true });
    const headers = { 'accept-encoding': BROTLI, 'if-none-match': etag };
    await get(headers);
    await get(headers);
    expect(state.routed).toBe(2);
  });
});
