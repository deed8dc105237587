import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_EMAIL, OWNER_PASSWORD, startTestApp, type TestApp } from '../../../../test/test-app';

describe('rate limits on the credential routes (AUTH_RATE_LIMIT_PER_MINUTE=3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The harness signs the owner in once: that is the first of the three login attempts.
    t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it.each([
    ['/api/v1/auth/login', { email: OWNER_EMAIL, password: 'wrong-password' }, 2],
    ['/api/v1/auth/recover-password', { email: 'nobody@example.com' }, 3],
    ['/api/v1/auth/change-password', { token: 'not-a-token', password: 'whatever-1' }, 3],
  ])('%s answers 429 with Retry-After once the limit is used up', async (url, payload, allowed) => {
    for (let attempt = 0; attempt < allowed; attempt += 1) {
      const response = await t.inject({ method: 'POST', url, payload });
      expect(response.statusCode, `attempt ${attempt + 1}`).not.toBe(429);
    }
    const limited = await t.inject({ method: 'POST', url, payload });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.headers['content-type']).toContain('application/problem+json');
    expect(limited.json()).toMatchObject({ status: 429, title: 'Too Many Requests' });
  });

  it('counts each client address on its own', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: OWNER_EMAIL, password: 'wrong-password' },
      remoteAddress: '10.1.2.3',
    });
    expect(response.statusCode).toBe(401);
  });

  it("lets ten cookie-less sign-outs from an address not stop the victim's own: it clears the cookie and ends the sign-in", async () => {
    const session = { 'x-portfolio-session': '1' };
    const signIn = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: OWNER_EMAIL, password: OWNER_PASSWORD },
      remoteAddress: '10.9.9.9',
    });
    expect(signIn.statusCode).toBe(200);
    const cookie = /portfolio_refresh=([^;]+)/.exec(String(signIn.headers['set-cookie']))![1]!;
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const stranger = await t.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: session });
      expect(stranger.statusCode, `logout ${attempt + 1}`).toBe(204);
    }

    const logout = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { ...session, cookie: `portfolio_refresh=${cookie}` },
    });
    expect(logout.statusCode).toBe(204);
    expect(String(logout.headers['set-cookie'])).toContain(
      'portfolio_refresh=; Path=/api/v1/auth; Max-Age=0',
    );
    const refresh = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: { ...session, cookie: `portfolio_refresh=${cookie}` },
    });
    expect(refresh.statusCode).toBe(401);
  });

  it('does not limit refreshes per address: a refresh token has nothing to guess', async () => {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/v1/auth/refresh',
        headers: { 'x-portfolio-session': '1', cookie: `portfolio_refresh=guess-${attempt}` },
      });
      expect(response.statusCode, `refresh ${attempt + 1}`).toBe(401);
    }
  });

  it('leaves the other routes unlimited', async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await t.inject({ method: 'GET', url: '/api/v1/tags' })).statusCode).toBe(200);
    }
  });
});

describe('rate limits behind a proxy (AUTH_RATE_LIMIT_PER_MINUTE=1)', () => {
  const wrongLogin = (headers: Record<string, string>) => ({
    method: 'POST' as const,
    url: '/api/v1/auth/login',
    payload: { email: OWNER_EMAIL, password: 'wrong-password' },
    headers,
  });

  it('with TRUST_PROXY=loopback counts each visitor the proxy names in X-Forwarded-For', async () => {
    const t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2', TRUST_PROXY: 'loopback' } });
    try {
      // The harness's own sign-in used the proxy's budget; each visitor below has a fresh one.
      expect((await t.inject(wrongLogin({ 'x-forwarded-for': '203.0.113.1' }))).statusCode).toBe(401);
      expect((await t.inject(wrongLogin({ 'x-forwarded-for': '203.0.113.2' }))).statusCode).toBe(401);
      expect((await t.inject(wrongLogin({ 'x-forwarded-for': '203.0.113.1' }))).statusCode).toBe(401);
      expect((await t.inject(wrongLogin({ 'x-forwarded-for': '203.0.113.1' }))).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });

  it('without TRUST_PROXY ignores X-Forwarded-For, so a client cannot dodge the limit by forging it', async () => {
    const t = await startTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '2' } });
    try {
      expect((await t.inject(wrongLogin({ 'x-forwarded-for': '203.0.113.1' }))).statusCode).toBe(401);
      expect((await t.inject(wrongLogin({ 'x-forwarded-for': '203.0.113.2' }))).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});
