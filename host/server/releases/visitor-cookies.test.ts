import fastifyCookie from '@fastify/cookie';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { previewCookie, readGrant, readVisitor, signGrant } from './visitor-cookies';

async function app(secret = 'a-secret-of-at-least-thirty-two-characters') {
  const instance = Fastify();
  await instance.register(fastifyCookie, { secret });
  instance.get('/', (request) => {
    const visitor = readVisitor(instance, request);
    return { preview: visitor.preview, bucket: visitor.bucket?.('publicRemote') };
  });
  await instance.ready();
  return instance;
}

const grant = (expires = Date.now() + 60_000) => ({
  remote: 'publicRemote' as const,
  version: 'v2',
  manifestUrl: 'https://cdn.example/releases/v2/mf-manifest.json',
  expires,
});

describe('preview grants', () => {
  it('reads back what was signed, and nothing once tampered with, expired or signed with another secret', async () => {
    const server = await app();
    const signed = signGrant(server, grant());
    expect(readGrant(server, signed)).toMatchObject({ remote: 'publicRemote', version: 'v2' });
    expect(readGrant(server, `${signed.slice(0, -2)}xx`)).toBeUndefined();
    expect(readGrant(server, signGrant(server, grant(Date.now() - 1)))).toBeUndefined();
    expect(readGrant(await app('another-secret-of-at-least-thirty-two-chars'), signed)).toBeUndefined();
  });

  it("lets a visitor preview a release only with the remote's own signed cookie", async () => {
    const server = await app();
    const cookie = `${previewCookie('publicRemote')}=${encodeURIComponent(signGrant(server, grant()))}`;
    const previewing = await server.inject({ url: '/', headers: { cookie } });
    expect(previewing.json().preview).toEqual({
      publicRemote: { version: 'v2', manifestUrl: 'https://cdn.example/releases/v2/mf-manifest.json' },
    });
    const misplaced = `${previewCookie('adminRemote')}=${encodeURIComponent(signGrant(server, grant()))}`;
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
