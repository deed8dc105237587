import Fastify from 'fastify';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from './app';
import { shutdownDrainMs } from './health';

const PAGE_VIEW_SECRET = 'page-view-signing-key-0123456789abcdefghij';

let clientDir: string;
// A real HTTP server standing in for the API at the network edge: its liveness is all the host asks.
const api = Fastify();
let apiAnswers = true;
api.get('/api/health/live', (_request, reply) =>
  apiAnswers ? reply.send({ status: 'ok' }) : reply.code(503).send({ status: 'starting' }),
);
api.get('/api/health/ready', (_request, reply) => reply.send({ status: 'ready', from: 'the API' }));
let apiUrl: string;

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'host-health-'));
  await writeFile(
    join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Portfolio</title>' +
      '<script type="module" crossorigin src="/assets/index-AbCd1234.js"></script></head>' +
      '<body><div id="root"></div></body></html>',
  );
  await mkdir(join(clientDir, 'assets'));
  await writeFile(join(clientDir, 'assets', 'index-AbCd1234.js'), 'export {};');
  await writeFile(join(clientDir, 'page-start.js'), '');
  await writeFile(join(clientDir, 'project-page.js'), '');
  await mkdir(join(clientDir, '.vite'));
  await writeFile(
    join(clientDir, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index-AbCd1234.js', isEntry: true } }),
  );
  apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await api.close();
  await rm(clientDir, { recursive: true, force: true });
});

const server = (apiAt: string) =>
  buildServer(
    {
      port: 0,
      host: '127.0.0.1',
      clientDir,
      apiUrl: apiAt,
      publicUrl: 'https://alex.example.com',
      trustProxy: false,
      remotes: {},
      releasesSecret: undefined,
      previewSecret: undefined,
      pageViewSecret: PAGE_VIEW_SECRET,
      releaseOrigins: { publicRemote: [], adminRemote: ['https://admin.example'] },
      releasesPollMs: 500,
    },
    { logLevel: 'silent' },
  );
const ready = async (app: Awaited<ReturnType<typeof server>>) => {
  const response = await app.inject({ url: '/health/ready' });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
};

describe("the host server's health", () => {
  it('answers liveness whatever the API does', async () => {
    const app = await server('http://127.0.0.1:9');
    const response = await app.inject({ url: '/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('is ready once started with the API reachable, and 503 while starting, without the API and while draining', async () => {
    const app = await server(apiUrl);
    expect(await ready(app)).toMatchObject({
      status: 503,
      body: { status: 'starting', checks: { api: 'up' } },
    });
    app.health.started();
    expect(await ready(app)).toMatchObject({
      status: 200,
      body: { status: 'ready', checks: { api: 'up', releases: 'up' } },
    });
    app.health.drain();
    const draining = await ready(app);
    expect(draining).toMatchObject({ status: 503, body: { status: 'draining' } });
    expect(draining.headers['retry-after']).toBe('5');
    // Still serving pages while the balancer moves visitors away.
    expect((await app.inject({ url: '/login' })).statusCode).toBe(200);

    const unreachable = await server('http://127.0.0.1:9');
    unreachable.health.started();
    expect(await ready(unreachable)).toMatchObject({
      status: 503,
      body: { status: 'unavailable', checks: { api: 'down' } },
    });
  });

  it('is 503 while the API answers but not as live, and while any added check fails', async () => {
    const app = await server(apiUrl);
    app.health.started();
    apiAnswers = false;
    try {
      // A probe is reused for half a second: wait for a fresh one.
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await ready(app)).toMatchObject({ status: 503, body: { checks: { api: 'down' } } });
    } finally {
      apiAnswers = true;
    }
    await new Promise((resolve) => setTimeout(resolve, 600));
    app.health.addCheck({ name: 'search-index', check: async () => false });
    expect(await ready(app)).toMatchObject({
      status: 503,
      body: { status: 'unavailable', checks: { api: 'up', releases: 'up', 'search-index': 'down' } },
    });
  });

  it('leaves /api/health/* to the API through the proxy', async () => {
    const app = await server(apiUrl);
    const response = await app.inject({ url: '/api/health/ready' });
    expect(response.json()).toEqual({ status: 'ready', from: 'the API' });
  });
});

describe('SHUTDOWN_DRAIN_MS', () => {
  it('is 0 unless set, and refuses anything but milliseconds', () => {
    expect(shutdownDrainMs({})).toBe(0);
    expect(shutdownDrainMs({ SHUTDOWN_DRAIN_MS: '3000' })).toBe(3000);
    expect(() => shutdownDrainMs({ SHUTDOWN_DRAIN_MS: 'soon' })).toThrow(/SHUTDOWN_DRAIN_MS/);
  });
});
