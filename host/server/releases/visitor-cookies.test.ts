import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { previewCookie, readGrant, readVisitor, signGrant } from './visitor-cookies';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';

async function app(secret = SECRET) {
  const instance = Fastify();
  await instance.register(fastifyCookie);
  instance.get('/', (request) => {
    const visitor = readVisitor(secret, request);
    return { preview: visitor.preview, bucket: visitor.bucket?.('publicRemote') };
  });
  await instance.ready();
  return instance;
}

const grant = (expires = Date.now() + 60_000) => ({
  remote: 'publicRemote' as const,
  version: 'v2',
  expires,
});

describe('preview grants', () => {
  it('reads back what was signed, and nothing once tampered with, expired or signed with another secret', () => {
    const issued = grant();
    const signed = signGrant(SECRET, issued);
    expect(readGrant(SECRET, signed)).toEqual(issued);
    expect(readGrant(SECRET, `${signed.slice(0, -2)}xx`)).toBeUndefined();
    expect(readGrant(SECRET, signGrant(SECRET, grant(Date.now() - 1)))).toBeUndefined();
    expect(readGrant('another-secret-of-at-least-thirty-two-chars', signed)).toBeUndefined();
  });

  it('refuses a grant that claims to last longer than the hour a preview may, even signed with the secret', () => {
    const tenYears = Date.now() + 10 * 365 * 24 * 3_600_000;
    expect(readGrant(SECRET, signGrant(SECRET, grant(tenYears)))).toBeUndefined();
    expect(readGrant(SECRET, signGrant(SECRET, grant(Date.now() + 59 * 60_000)))).toBeDefined();
  });

  it('carries a release, never an address: a forged manifestUrl in a signed grant is not read', () => {
    const issued = grant();
    const payload = Buffer.from(
      JSON.stringify({ ...issued, manifestUrl: 'http://127.0.0.1:8510/mf-manifest.json' }),
    ).toString('base64url');
    const signature = createHmac('sha256', SECRET).update(`preview-grant:${payload}`).digest('base64url');
    expect(readGrant(SECRET, `${payload}.${signature}`)).toEqual(issued);
  });

  it("lets a visitor preview a release only with the remote's own signed cookie", async () => {
    const server = await app();
    const cookie = `${previewCookie('publicRemote')}=${encodeURIComponent(signGrant(SECRET, grant()))}`;
    const previewing = await server.inject({ url: '/', headers: { cookie } });
    expect(previewing.json().preview).toEqual({ publicRemote: 'v2' });
    const misplaced = `${previewCookie('adminRemote')}=${encodeURIComponent(signGrant(SECRET, grant()))}`;
    expect((await server.inject({ url: '/', headers: { cookie: misplaced } })).json().preview).toEqual({});
  });
});

describe('rollout buckets', () => {
  it('gives one browser the same bucket every time, from 0 to 99', async () => {
    const server = await app();
    const cookie = 'pf-rollout=AbCdEfGhIjKlMnOpQrStUv';
    const first = (await server.inject({ url: '/', headers: { cookie } })).json().bucket;
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(100);
    expect((await server.inject({ url: '/', headers: { cookie } })).json().bucket).toBe(first);
    expect(
      (await server.inject({ url: '/', headers: { cookie: 'pf-rollout=<script>' } })).json().bucket,
    ).toBeUndefined();
  });
});
