import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeResetToken } from '../../../db/repositories/password-reset-tokens';
import { REFRESHES_PER_SIGN_IN_PER_MINUTE } from '../../../plugins/app/auth-limits';
import { OWNER_EMAIL, OWNER_PASSWORD, startTestApp, type TestApp } from '../../../../test/test-app';
import { claimsOf, signedAgain } from '../../../../test/tokens';

const SESSION = { 'x-portfolio-session': '1' };

/** A cookie a response set: its value and attributes. */
function cookieSet(response: LightMyRequestResponse, name: string) {
  const header = [response.headers['set-cookie'] ?? []].flat().find((line) => line.startsWith(`${name}=`));
  if (!header) throw new Error(`no ${name} cookie set`);
  const [pair, ...attributes] = header.split('; ');
  return { value: pair!.slice(name.length + 1), attributes };
}
const refreshCookie = (response: LightMyRequestResponse) => cookieSet(response, 'portfolio_refresh');
const hintCookie = (response: LightMyRequestResponse) => cookieSet(response, 'signed_in');
const tokenOf = (response: LightMyRequestResponse) => response.json<{ token: string }>().token;

describe('sessions: an HttpOnly refresh cookie and short access tokens', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const login = () =>
    t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: OWNER_EMAIL, password: OWNER_PASSWORD },
    });
  const refresh = (cookie: string, headers: Record<string, string> = SESSION) =>
    t.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: { ...headers, cookie: `portfolio_refresh=${cookie}` },
    });
  const usersWith = (token: string) =>
    t.inject({ method: 'GET', url: '/api/v1/users', headers: { authorization: `Bearer ${token}` } });

  it('sign-in sets an HttpOnly, SameSite=Strict cookie on the auth path only, and answers an access token', async () => {
    const response = await login();
    expect(response.statusCode).toBe(200);
    const cookie = refreshCookie(response);
    expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cookie.attributes).toEqual(
      expect.arrayContaining(['Path=/api/v1/auth', 'HttpOnly', 'SameSite=Strict', 'Max-Age=28800']),
    );
    // The test site is http: a Secure cookie would never come back.
    expect(cookie.attributes).not.toContain('Secure');
    expect((await usersWith(tokenOf(response))).statusCode).toBe(200);
  });

  it("sets beside it the signed_in hint, for the pages' script: no secret, every path, the same lifetime", async () => {
    const response = await login();
    const hint = hintCookie(response);
    expect(hint.value).toBe('1');
    expect(hint.attributes).toEqual(['Path=/', 'Max-Age=28800', 'SameSite=Lax']);

    const refreshed = await refresh(refreshCookie(response).value);
    expect(hintCookie(refreshed)).toEqual(hint);

    const logout = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { ...SESSION, cookie: `portfolio_refresh=${refreshCookie(refreshed).value}` },
    });
    expect(hintCookie(logout)).toEqual({ value: '', attributes: ['Path=/', 'Max-Age=0', 'SameSite=Lax'] });
    // A refresh that finds no sign-in clears the hint too: the page stops saying 'Admin'.
    const none = await t.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: SESSION });
    expect(hintCookie(none).attributes).toContain('Max-Age=0');
  });

  it('marks the cookie Secure when the site is https', async () => {
    const secure = await startTestApp({ env: { PUBLIC_URL: 'https://portfolio.test' } });
    try {
      const response = await secure.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: OWNER_EMAIL, password: OWNER_PASSWORD },
      });
      expect(refreshCookie(response).attributes).toContain('Secure');
      expect(hintCookie(response).attributes).toContain('Secure');
    } finally {
      await secure.close();
    }
  });

  it('refuses a refresh without the session header (CSRF), and one without a cookie', async () => {
    const cookie = refreshCookie(await login()).value;
    expect((await refresh(cookie, {})).statusCode).toBe(403);
    const none = await t.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: SESSION });
    expect(none.statusCode).toBe(401);
  });

  it('rotates: each refresh answers a working access token and a new cookie', async () => {
    const first = refreshCookie(await login()).value;
    const response = await refresh(first);
    expect(response.statusCode).toBe(200);
    const second = refreshCookie(response).value;
    expect(second).not.toBe(first);
    expect((await usersWith(response.json<{ token: string }>().token)).statusCode).toBe(200);
    const third = await refresh(second);
    expect(third.statusCode).toBe(200);
  });

  it('lets two tabs refresh with the same cookie at once, but ends the sign-in when a used one comes back later', async () => {
    const cookie = refreshCookie(await login()).value;
    const tabA = await refresh(cookie);
    const tabB = await refresh(cookie);
    expect([tabA.statusCode, tabB.statusCode]).toEqual([200, 200]);
    const next = refreshCookie(tabA).value;

    // The same used token, a minute after its first use: it was copied. The whole sign-in ends.
    const hash = createHash('sha256').update(cookie).digest('hex');
    await t.app.db.execute(
      sql`update refresh_sessions set used_at = now() - interval '1 minute' where token_hash = ${hash}`,
    );
    const replay = await refresh(cookie);
    expect(replay.statusCode).toBe(401);
    expect(refreshCookie(replay).attributes).toContain('Max-Age=0');
    expect((await refresh(next)).statusCode).toBe(401);
    expect((await usersWith(tabA.json<{ token: string }>().token)).statusCode).toBe(401);
  });

  it('sign-out ends the sign-in: its cookie, its access tokens; another sign-in goes on', async () => {
    const other = await login();
    const signIn = await login();
    const cookie = refreshCookie(signIn).value;
    const token = signIn.json<{ token: string }>().token;

    const logout = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { ...SESSION, cookie: `portfolio_refresh=${cookie}` },
    });
    expect(logout.statusCode).toBe(204);
    expect(refreshCookie(logout).attributes).toContain('Max-Age=0');
    expect((await refresh(cookie)).statusCode).toBe(401);
    expect((await usersWith(token)).statusCode).toBe(401);

    expect((await usersWith(other.json<{ token: string }>().token)).statusCode).toBe(200);
    expect((await refresh(refreshCookie(other).value)).statusCode).toBe(200);
  });

  it('ends a sign-in 7 days after it began, however often it was refreshed', async () => {
    const signIn = await login();
    // An access token names its sign-in (the refresh session family) in `sid`.
    const family = String(claimsOf(tokenOf(signIn)).sid);
    const beganAgo = (interval: string) =>
      t.app.db.execute(
        sql`update refresh_sessions set signed_in_at = now() - ${interval}::interval where family = ${family}`,
      );

    // An hour before its end, a refresh still works, but its cookie lasts that hour, not another 8.
    await beganAgo('6 days 23 hours');
    const late = await refresh(refreshCookie(signIn).value);
    expect(late.statusCode).toBe(200);
    const maxAge = Number(
      refreshCookie(late)
        .attributes.find((a) => a.startsWith('Max-Age='))!
        .slice(8),
    );
    expect(maxAge).toBeGreaterThan(3500);
    expect(maxAge).toBeLessThanOrEqual(3600);
    expect(hintCookie(late).attributes).toContain(`Max-Age=${maxAge}`);

    // Once it is over: no refresh, and the access token it gave stops too.
    await t.app.db.execute(
      sql`update refresh_sessions set expires_at = now() - interval '1 second' where family = ${family}`,
    );
    const over = await refresh(refreshCookie(late).value);
    expect(over.statusCode).toBe(401);
    expect(refreshCookie(over).attributes).toContain('Max-Age=0');
    expect((await usersWith(tokenOf(late))).statusCode).toBe(401);
  });

  it(`limits refreshes per sign-in (${REFRESHES_PER_SIGN_IN_PER_MINUTE} a minute) with a 429 that keeps it signed in`, async () => {
    const other = await login();
    const signIn = await login();
    let cookie = refreshCookie(signIn).value;
    let token = tokenOf(signIn);
    for (let count = 1; count <= REFRESHES_PER_SIGN_IN_PER_MINUTE; count += 1) {
      const response = await refresh(cookie);
      expect(response.statusCode, `refresh ${count}`).toBe(200);
      cookie = refreshCookie(response).value;
      token = tokenOf(response);
    }

    const limited = await refresh(cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['content-type']).toContain('application/problem+json');
    expect(limited.json()).toMatchObject({
      status: 429,
      detail: 'This sign-in asked for new access tokens too often. It stays signed in: please wait a minute.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    // Nothing is cleared or used up: the cookie and the last access token still hold.
    expect(limited.headers['set-cookie']).toBeUndefined();
    expect((await usersWith(token)).statusCode).toBe(200);
    // Other sign-ins, from the same address, have budgets of their own.
    expect((await refresh(refreshCookie(other).value)).statusCode).toBe(200);
  });

  it('a password change ends every other sign-in and starts a new one for this session', async () => {
    const other = refreshCookie(await login()).value;
    const mine = await login();
    const changed = await t.inject({
      method: 'PUT',
      url: '/api/v1/users/me/password',
      headers: { authorization: `Bearer ${mine.json<{ token: string }>().token}` },
      payload: { currentPassword: OWNER_PASSWORD, password: 'another-secret' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await refresh(other)).statusCode).toBe(401);
    expect((await refresh(refreshCookie(changed).value)).statusCode).toBe(200);
    expect((await usersWith(tokenOf(mine))).statusCode).toBe(401);
    // Back to the password the other tests sign in with.
    await t.inject({
      method: 'PUT',
      url: '/api/v1/users/me/password',
      headers: { authorization: `Bearer ${changed.json<{ token: string }>().token}` },
      payload: { currentPassword: 'another-secret', password: OWNER_PASSWORD },
    });
  });
});

describe('a password change ends every sign-in of the user, whatever its tokens claim', () => {
  let t: TestApp;
  let password = OWNER_PASSWORD;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const login = () =>
    t.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: OWNER_EMAIL, password } });
  const usersWith = (token: string) =>
    t.inject({ method: 'GET', url: '/api/v1/users', headers: { authorization: `Bearer ${token}` } });

  const changes: [string, () => Promise<void>][] = [
    [
      'their own change',
      async () => {
        const response = await t.inject({
          method: 'PUT',
          url: '/api/v1/users/me/password',
          headers: { authorization: `Bearer ${tokenOf(await login())}` },
          payload: { currentPassword: password, password: 'changed-by-me' },
        });
        expect(response.statusCode).toBe(200);
        password = 'changed-by-me';
      },
    ],
    [
      'a reset link',
      async () => {
        const link = 'a-reset-link-token';
        const hash = createHash('sha256').update(link).digest('hex');
        await storeResetToken(t.app.db, t.ownerId, hash, new Date(Date.now() + 60_000));
        const response = await t.inject({
          method: 'POST',
          url: '/api/v1/auth/change-password',
          payload: { token: link, password: 'changed-by-link' },
        });
        expect(response.statusCode).toBe(200);
        password = 'changed-by-link';
      },
    ],
  ];

  it.each(changes)(
    'after %s, a token from before is refused, even signed again with the secret',
    async (_, change) => {
      const before = await login();
      await change();

      expect((await usersWith(tokenOf(before))).statusCode).toBe(401);
      // Whoever holds the JWT secret signs its sign-in again, with any token version they guess (`ver`, which
      // tokens carried before the database alone decided).
      for (const ver of [0, 1, 2, 3]) {
        const forged = await signedAgain(tokenOf(before), t.config.jwtSecret!, { ver });
        expect((await usersWith(forged)).statusCode, `ver ${ver}`).toBe(401);
      }
      const refreshed = await t.inject({
        method: 'POST',
        url: '/api/v1/auth/refresh',
        headers: { ...SESSION, cookie: `portfolio_refresh=${refreshCookie(before).value}` },
      });
      expect(refreshed.statusCode).toBe(401);
      // The new password's sign-in works.
      expect((await usersWith(tokenOf(await login()))).statusCode).toBe(200);
    },
  );
});

describe('checking a reset link before its form', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const hash = (token: string) => createHash('sha256').update(token).digest('hex');
  const check = (token: string) => t.inject({ method: 'GET', url: `/api/v1/auth/password-reset/${token}` });

  it('answers a valid link with its expiry, without using it up', async () => {
    const expiresAt = new Date(Date.now() + 30 * 60 * 1000);
    await storeResetToken(t.app.db, t.ownerId, hash('valid-link-token'), expiresAt);
    const response = await check('valid-link-token');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ expiresAt: expiresAt.toISOString() });
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await check('valid-link-token')).statusCode).toBe(200);
  });

  it('says when a link does not exist (404), was used or has expired (410)', async () => {
    const unknown = await check('nonsense');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ detail: 'This link is not valid.' });

    await storeResetToken(t.app.db, t.ownerId, hash('expired-link-token'), new Date(Date.now() - 1000));
    const expired = await check('expired-link-token');
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ detail: 'This link has expired.' });

    await storeResetToken(t.app.db, t.ownerId, hash('used-link-token'), new Date(Date.now() + 60_000));
    const changed = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      payload: { token: 'used-link-token', password: 'fresh-password' },
    });
    expect(changed.statusCode).toBe(200);
    const used = await check('used-link-token');
    expect(used.statusCode).toBe(410);
    expect(used.json()).toMatchObject({ detail: 'This link was already used.' });
  });
});
