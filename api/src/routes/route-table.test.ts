import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

/**
 * Every route that changes something, read from the served OpenAPI document (not from a list kept by hand), must
 * refuse a request without a token, with a forged one and with an expired one: a new route can't be forgotten.
 * Only these take no session token by design: they are how one gets one, and visitors' reports, which take a
 * page-view token a host server signed instead (events.test.ts: 403 for any other).
 */
const PUBLIC_WRITES = new Set([
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/recover-password',
  'POST /api/v1/auth/change-password',
  // These two take the refresh cookie instead.
  'POST /api/v1/auth/refresh',
  'POST /api/v1/auth/logout',
  'POST /api/v1/events',
  // The contact form: visitors write to the owner (its own limits: docs/architecture.md#contact).
  'POST /api/v1/messages',
]);

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: unknown[] }>>;
}

const app = await startTestApp();
const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<OpenApiDocument>();
const mutating = Object.entries(document.paths).flatMap(([path, operations]) =>
  Object.entries(operations)
    .filter(([method]) => ['post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, operation]) => ({
      method: method.toUpperCase() as 'POST' | 'PUT' | 'PATCH' | 'DELETE',
      path,
      operation,
      route: `${method.toUpperCase()} ${path.replace(/\/$/, '')}`,
    })),
);
const guarded = mutating.filter(({ route }) => !PUBLIC_WRITES.has(route));

describe('the route table of the OpenAPI document', () => {
  let t: TestApp;
  let forged: string;
  let expired: string;
  beforeAll(async () => {
    t = app;
    const secret = new TextEncoder().encode(t.config.jwtSecret);
    const now = Math.floor(Date.now() / 1000);
    forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(t.ownerId))
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('a-secret-that-is-not-the-servers-0123456789'));
    expired = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(t.ownerId))
      .setIssuedAt(now - 9 * 3600)
      .setExpirationTime(now - 3600)
      .sign(secret);
  });
  afterAll(() => t.close());

  it('has mutating routes, and every public one is one of the sign-in routes', () => {
    expect(guarded.length).toBeGreaterThan(15);
    const publicOnes = mutating.filter(({ route }) => PUBLIC_WRITES.has(route)).map(({ route }) => route);
    expect(publicOnes.sort()).toEqual([...PUBLIC_WRITES].sort());
  });

  describe.each(guarded)('$route', ({ method, path, operation }) => {
    const url = path.replace(/\{[^}]+\}/g, '1');
    const send = (authorization?: string) =>
      t.inject({
        method,
        url,
        payload: {},
        ...(authorization ? { headers: { authorization } } : {}),
      });

    it('is documented as needing a bearer token', () => {
      expect(operation.security).toEqual([{ bearerAuth: [] }]);
    });

    it.each([
      ['no token', () => undefined],
      ['a forged token', () => `Bearer ${forged}`],
      ['an expired token', () => `Bearer ${expired}`],
    ])('refuses %s with a 401 problem and changes nothing', async (_, authorization) => {
      const before = await t.asOwner({ method: 'GET', url: `/api/v1/users/${t.ownerId}` });
      const response = await send(authorization());
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toContain('application/problem+json');
      const after = await t.asOwner({ method: 'GET', url: `/api/v1/users/${t.ownerId}` });
      expect(after.body).toBe(before.body);
    });
  });
});
