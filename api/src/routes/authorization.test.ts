import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES, TEST_RELEASES_SECRET } from '../../test/routes';
import { startTestApp, type TestApp } from '../../test/test-app';

/** A concrete URL for a route of the table, pointing at seeded rows. */
const urlOf = (path: string) =>
  path
    .replace('{id}', '1')
    .replace('{remote}', 'publicRemote')
    .replace('{preset}', 'technologies')
    .replace('{file}', 'seed-react.svg')
    .replace('{slug}', 'trail-planner')
    .replace('{scheduleId}', '1');

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('authorization', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('anonymous', () => {
    it.each(ROUTES.filter((route) => route.access === 'token'))(
      '$method $path answers 401 without a token and changes nothing',
      async ({ method, path }) => {
        const before = await t.asOwner({ method: 'GET', url: '/api/v1/users/1' });
        const response = await t.inject({
          method,
          url: urlOf(path),
          ...(method === 'POST' || method === 'PUT' || method === 'PATCH' ? { payload: {} } : {}),
        });
        expect(response.statusCode).toBe(401);
        expect(response.headers['content-type']).toContain('application/problem+json');
        expect(response.json()).toMatchObject({ status: 401, title: 'Unauthorized' });
        const after = await t.asOwner({ method: 'GET', url: '/api/v1/users/1' });
        expect(after.json()).toEqual(before.json());
      },
    );

    it.each(ROUTES.filter((route) => route.access === 'public' && route.method === 'GET'))(
      '$method $path is open to anyone',
      async ({ method, path }) => {
        const response = await t.inject({ method, url: urlOf(path) });
        // A reset link's check answers 404 for a token no link has: still open, nothing asks who calls.
        expect(response.statusCode).toBe(path.includes('{token}') ? 404 : 200);
      },
    );
  });

  describe('host servers only', () => {
    it.each(ROUTES.filter((route) => route.access === 'host-server'))(
      '$method $path answers 403 to anyone without the releases secret, signed in or not',
      async ({ method, path }) => {
        expect((await t.inject({ method, url: urlOf(path) })).statusCode).toBe(403);
        expect((await t.asOwner({ method, url: urlOf(path) })).statusCode).toBe(403);
      },
    );
  });

  describe('with a token', () => {
    // A signed-in user gets past authentication to the route's own answer: an empty body fails validation (which
    // runs after authentication), an id nothing has is not found, and a read answers.
    const SIGNED_IN_ANSWER = { GET: 200, POST: 400, PUT: 400, PATCH: 400, DELETE: 404 } as const;
    // An upload is multipart or nothing: a JSON body is refused before its fields are looked at.
    // The history asks which history (an item's, the trash, a change set); a version's routes read by its id
    // first, and a restore takes no body to validate. A message is read by its id.
    const EXCEPTIONS: Record<string, number> = {
      'GET /api/v1/messages/{id}': 404,
      'POST /api/v1/uploads/': 406,
      'GET /api/v1/history/': 400,
      'GET /api/v1/history/{id}': 404,
      'POST /api/v1/history/{id}/restore': 404,
      // A draft's routes read the draft first: an item nothing has has none.
      'GET /api/v1/projects/{id}/draft': 404,
      'POST /api/v1/projects/{id}/draft/publish': 404,
      'POST /api/v1/projects/{id}/draft/preview': 404,
      'GET /api/v1/users/{id}/draft': 404,
      'POST /api/v1/users/{id}/draft/publish': 404,
      'POST /api/v1/users/{id}/draft/preview': 404,
    };
    const tokenRoutes = ROUTES.filter((route) => route.access === 'token').map((route) => ({
      ...route,
      status: EXCEPTIONS[`${route.method} ${route.path}`] ?? SIGNED_IN_ANSWER[route.method],
    }));

    it.each(tokenRoutes)(
      '$method $path lets a signed-in user through: $status',
      async ({ method, path, checked, status }) => {
        const url = path.includes('{id}') ? urlOf(path).replace('/1', '/99999') : urlOf(path);
        const response = await t.asOwner({
          method,
          url,
          ...(checked ? { headers: { 'x-release-checker': TEST_RELEASES_SECRET } } : {}),
          ...(method === 'POST' || method === 'PUT' || method === 'PATCH' ? { payload: {} } : {}),
        });
        expect(response.statusCode).toBe(status);
      },
    );
  });

  describe('tokens that are not valid', () => {
    const secret = () => new TextEncoder().encode(t.config.jwtSecret);
    const call = (authorization: string) =>
      t.inject({ method: 'GET', url: '/api/v1/users', headers: { authorization } });

    it('accepts a good token (the control)', async () => {
      expect((await call(`Bearer ${t.ownerToken}`)).statusCode).toBe(200);
    });

    it('refuses a tampered token', async () => {
      const [header, , signature] = t.ownerToken.split('.');
      const forged = `${header}.${base64url({ sub: '2', iat: 1, exp: 4102444800 })}.${signature}`;
      expect((await call(`Bearer ${forged}`)).statusCode).toBe(401);
      const flipped = t.ownerToken.slice(0, -2) + (t.ownerToken.endsWith('AA') ? 'BB' : 'AA');
      expect((await call(`Bearer ${flipped}`)).statusCode).toBe(401);
    });

    it('refuses an expired token', async () => {
      const now = Math.floor(Date.now() / 1000);
      const expired = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setIssuedAt(now - 9 * 3600)
        .setExpirationTime(now - 3600)
        .sign(secret());
      expect((await call(`Bearer ${expired}`)).statusCode).toBe(401);
    });

    /** The sign-in (refresh session family) of the owner's test token: a live one. */
    const liveSignIn = () =>
      (JSON.parse(Buffer.from(t.ownerToken.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
    /** A token signed with the API's real secret, as whoever stole it would: `iat` and `exp` in seconds. */
    const signedWithTheSecret = (claims: { sid?: string; iat?: number; exp?: number }) => {
      const token = new SignJWT({ sid: claims.sid }).setProtectedHeader({ alg: 'HS256' }).setSubject('1');
      if (claims.iat !== undefined) token.setIssuedAt(claims.iat);
      if (claims.exp !== undefined) token.setExpirationTime(claims.exp);
      return token.sign(secret());
    };
    const now = () => Math.floor(Date.now() / 1000);

    it('refuses a token signed with the real key but without an expiry, an issue time or a sign-in', async () => {
      const sid = liveSignIn();
      expect((await call(`Bearer ${await signedWithTheSecret({ sid, iat: now() })}`)).statusCode).toBe(401);
      expect((await call(`Bearer ${await signedWithTheSecret({ sid, exp: now() + 600 })}`)).statusCode).toBe(
        401,
      );
      const noSignIn = await signedWithTheSecret({ iat: now(), exp: now() + 600 });
      expect((await call(`Bearer ${noSignIn}`)).statusCode).toBe(401);
      const otherSignIn = await signedWithTheSecret({
        sid: 'a-sign-in-nobody-began',
        iat: now(),
        exp: now() + 600,
      });
      expect((await call(`Bearer ${otherSignIn}`)).statusCode).toBe(401);
      const control = await signedWithTheSecret({ sid, iat: now(), exp: now() + 15 * 60 });
      expect((await call(`Bearer ${control}`)).statusCode).toBe(200);
    });

    it('refuses a token signed with the real key that lasts longer than the 15 minutes the API issues', async () => {
      const sid = liveSignIn();
      const yearLong = await signedWithTheSecret({ sid, iat: now(), exp: now() + 365 * 24 * 3600 });
      const response = await call(`Bearer ${yearLong}`);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({
        detail: 'The token is invalid or has expired. Please sign in again.',
      });
      const justOver = await signedWithTheSecret({ sid, iat: now(), exp: now() + 15 * 60 + 1 });
      expect((await call(`Bearer ${justOver}`)).statusCode).toBe(401);
      // A short lifetime that begins a year from now lasts a year all the same.
      const issuedLater = await signedWithTheSecret({
        sid,
        iat: now() + 365 * 24 * 3600,
        exp: now() + 365 * 24 * 3600 + 600,
      });
      expect((await call(`Bearer ${issuedLater}`)).statusCode).toBe(401);
    });

    it("refuses alg 'none' and algorithms other than HS256", async () => {
      const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: '1', exp: 4102444800 })}.`;
      expect((await call(`Bearer ${unsigned}`)).statusCode).toBe(401);
      const hs512 = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS512' })
        .setSubject('1')
        .setExpirationTime('1h')
        .sign(secret());
      expect((await call(`Bearer ${hs512}`)).statusCode).toBe(401);
    });

    it('refuses a token signed with another secret', async () => {
      const foreign = await new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject('1')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode('another-secret-that-is-long-enough-for-hs256'));
      expect((await call(`Bearer ${foreign}`)).statusCode).toBe(401);
    });

    it('refuses a token for a user that does not exist or a sub that is not an id', async () => {
      for (const sub of ['99999', 'admin', '0', '1.5', '-1']) {
        const token = await new SignJWT({})
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(sub)
          .setExpirationTime('1h')
          .sign(secret());
        expect((await call(`Bearer ${token}`)).statusCode, sub).toBe(401);
      }
    });

    it.each(['Bearer', 'Bearer ', 'Bearer abc', 'Bearer a.b.c', 'Basic b3duZXI6c2VjcmV0', 'Bearer ✓'])(
      'refuses the malformed header %s',
      async (header) => {
        expect((await call(header)).statusCode).toBe(401);
      },
    );

    it('refuses a good token without the Bearer scheme', async () => {
      expect((await call(t.ownerToken)).statusCode).toBe(401);
      expect((await call(`Token ${t.ownerToken}`)).statusCode).toBe(401);
    });
  });
});
