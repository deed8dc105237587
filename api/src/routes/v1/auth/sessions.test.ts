import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeResetToken } from '../../../db/repositories/password-reset-tokens';
import { OWNER_EMAIL, OWNER_PASSWORD, startTestApp, type TestApp } from '../../../../test/test-app';

const SESSION = { 'x-portfolio-session': '1' };

/** The refresh cookie a response set: its value and attributes. */
function refreshCookie(response: LightMyRequestResponse) {
  const header = [response.headers['set-cookie'] ?? []]
    .flat()
    .find((line) => line.startsWith('portfolio_refresh='));
  if (!header) throw new Error('no refresh cookie set');
  const [pair, ...attributes] = header.split('; ');
  return { value: pair!.slice('portfolio_refresh='.length), attributes };
}

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
    expect((await usersWith(response.json<{ token: string }>().token)).statusCode).toBe(200);
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
    // Back to the password the other tests sign in with.
    await t.inject({
      method: 'PUT',
      url: '/api/v1/users/me/password',
      headers: { authorization: `Bearer ${changed.json<{ token: string }>().token}` },
      payload: { currentPassword: 'another-secret', password: OWNER_PASSWORD },
    });
  });
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
