import Fastify, { type FastifyInstance } from 'fastify';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { registerApiProxy } from './api-proxy';

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

/** A real upstream that answers with the headers and body it received. */
async function echoApi() {
  const api = Fastify();
  api.all('/api/*', async (request) => ({
    releaseChecker: request.headers['x-release-checker'] ?? null,
    forwardedFor: request.headers['x-forwarded-for'],
    forwardedProto: request.headers['x-forwarded-proto'],
    body: request.body ?? null,
    padding: 'x'.repeat(2000),
  }));
  apps.push(api);
  await api.listen({ port: 0, host: '127.0.0.1' });
  const address = api.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return `http://127.0.0.1:${address.port}`;
}

async function proxyTo(apiUrl: string, trustProxy: boolean | string, answerTimeoutMs?: number) {
  const app = Fastify({ trustProxy });
  const { default: compress } = await import('@fastify/compress');
  await app.register(compress, { encodings: ['br', 'gzip'] });
  await registerApiProxy(app, apiUrl, { answerTimeoutMs });
  apps.push(app);
  return app;
}

describe('the /api proxy', () => {
  it("drops a visitor's own X-Forwarded-For when no proxy is trusted", async () => {
    const app = await proxyTo(await echoApi(), false);
    const response = await app.inject({
      url: '/api/v1/anything',
      headers: { 'x-forwarded-for': '6.6.6.6' },
      remoteAddress: '203.0.113.7',
    });
    expect(response.json()).toMatchObject({ forwardedFor: '203.0.113.7', forwardedProto: 'http' });
  });

  it('appends the peer to the chain a trusted proxy sent', async () => {
    const app = await proxyTo(await echoApi(), 'loopback');
    const response = await app.inject({
      url: '/api/v1/anything',
      headers: { 'x-forwarded-for': '198.51.100.4' },
      remoteAddress: '127.0.0.1',
    });
    expect(response.json()).toMatchObject({ forwardedFor: '198.51.100.4, 127.0.0.1' });
  });

  it('passes bodies through and compresses the JSON answer', async () => {
    const app = await proxyTo(await echoApi(), false);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/tags',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'br' },
      payload: { name: 'Rust', color: 'red' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toMatchObject({
      body: { name: 'Rust', color: 'red' },
    });
  });

  it("answers a 502 problem, without the API's address, when the API does not answer", async () => {
    // A port that was listening and is closed now: nothing answers there.
    const gone = Fastify();
    await gone.listen({ port: 0, host: '127.0.0.1' });
    const address = gone.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    await gone.close();
    const app = await proxyTo(`http://127.0.0.1:${address.port}`, false);

    const response = await app.inject({ url: '/api/v1/technologies' });
    expect(response.statusCode).toBe(502);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      title: 'Bad Gateway',
      status: 502,
      detail: 'The API is not answering. Please try again in a moment.',
    });
    expect(response.body).not.toContain(String(address.port));
  });

  it('answers a 504 problem when the API takes longer than the answer timeout', async () => {
    const hung = Fastify();
    hung.get('/api/*', () => new Promise(() => {}));
    apps.push(hung);
    await hung.listen({ port: 0, host: '127.0.0.1' });
    const address = hung.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const app = await proxyTo(`http://127.0.0.1:${address.port}`, false, 200);

    const response = await app.inject({ url: '/api/v1/technologies' });
    expect(response.statusCode).toBe(504);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ title: 'Gateway Timeout', status: 504 });
  });

  it('serves the résumé at the root from the API, query and answer untouched', async () => {
    const api = Fastify();
    api.get('/api/v1/resume.pdf', async (request, reply) =>
      reply
        .type('application/pdf')
        .header('etag', '"v1"')
        .send(`%PDF ${JSON.stringify(request.query)}`),
    );
    api.get('/api/v1/resume.json', async (_request, reply) => reply.code(404).send({ status: 404 }));
    apps.push(api);
    await api.listen({ port: 0, host: '127.0.0.1' });
    const address = api.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const app = await proxyTo(`http://127.0.0.1:${address.port}`, false);

    const pdf = await app.inject({ url: '/resume.pdf?size=letter' });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers.etag).toBe('"v1"');
    expect(pdf.body).toBe('%PDF {"size":"letter"}');
    expect((await app.inject({ url: '/resume.json' })).statusCode).toBe(404);
  });

  it('drops the header only host servers may send the API, whatever a client put in it', async () => {
    const app = await proxyTo(await echoApi(), 'loopback');
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/releases/publicRemote',
      headers: {
        'x-release-checker': 'a-leaked-secret-0123456789abcdefghijkl',
        'content-type': 'application/json',
      },
      payload: { manifestUrl: 'http://127.0.0.1:8510/mf-manifest.json' },
      remoteAddress: '127.0.0.1',
    });
    expect(response.json()).toMatchObject({ releaseChecker: null });
  });

  it("answers a body the API would refuse for its size with the API's 413, as problem+json, before sending it", async () => {
    let reached = false;
    const api = Fastify();
    api.all('/api/*', async () => {
      reached = true;
      return {};
    });
    apps.push(api);
    const app = await proxyTo(await api.listen({ port: 0, host: '127.0.0.1' }), false);
    const json = await app.inject({
      method: 'POST',
      url: '/api/v1/tags',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(6 * 1024 * 1024) }),
    });
    expect(json.statusCode).toBe(413);
    expect(json.headers['content-type']).toContain('application/problem+json');
    expect(json.json()).toEqual({
      title: 'Payload Too Large',
      status: 413,
      detail: 'The request body is larger than 256 KB.',
    });
    const upload = await app.inject({
      method: 'POST',
      url: '/api/v1/uploads',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: Buffer.alloc(6 * 1024 * 1024),
    });
    expect(upload.statusCode).toBe(413);
    expect(upload.json()).toMatchObject({ detail: 'The upload is larger than 5 MB.' });
    expect(reached).toBe(false);
  });
});
