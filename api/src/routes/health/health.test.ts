import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { startTestApp, usesPostgres, type TestApp } from '../../../test/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('answers ok and names the database driver it runs on', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: usesPostgres() ? 'postgres' : 'pglite',
      databaseStatus: 'up',
    });
  });

  it('sends the security headers and a request id', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers an unknown route with a 404 problem', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status: 404, title: 'Not Found' });
  });

  it('answers liveness without asking the database', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers readiness 200 while it takes requests', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ready',
      database: usesPostgres() ? 'postgres' : 'pglite',
      databaseStatus: 'up',
    });
  });
});

describe('readiness while starting and draining', () => {
  // Two apps on two databases: slow on a busy machine.
  it(
    'is 503 until the server says it started, and again once it drains, while requests are still served',
    { timeout: 90_000 },
    async () => {
      const t = await startTestApp({ seed: false });
      try {
        // The server marks the start once seeded and listening; the harness already did.
        const fresh = await buildApp({ config: t.config, database: t.database.target, logger: false });
        try {
          await fresh.ready();
          const starting = await fresh.inject({ method: 'GET', url: '/api/health/ready' });
          expect(starting.statusCode).toBe(503);
          expect(starting.headers['retry-after']).toBe('5');
          expect(starting.json()).toMatchObject({ status: 'starting', databaseStatus: 'up' });
          fresh.lifecycle.started();
          expect((await fresh.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
          fresh.lifecycle.drain();
          const draining = await fresh.inject({ method: 'GET', url: '/api/health/ready' });
          expect(draining.statusCode).toBe(503);
          expect(draining.json()).toMatchObject({ status: 'draining', databaseStatus: 'up' });
          expect((await fresh.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
          expect((await fresh.inject({ method: 'GET', url: '/api/v1/tags' })).statusCode).toBe(200);
        } finally {
          await fresh.close();
        }
      } finally {
        await t.close();
      }
    },
  );
});
