import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fieldErrors,
  OWNER_EMAIL,
  OWNER_PASSWORD,
  startTestApp,
  type TestApp,
} from '../../../../test/test-app';

const decodePart = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));

describe('POST /api/v1/auth/login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const login = (payload: unknown) =>
    t.inject({ method: 'POST', url: '/api/v1/auth/login', payload: payload as object });

  it('answers a HS256 token whose sub is the user id and which lasts 15 minutes (the refresh cookie keeps the session)', async () => {
    const response = await login({ email: OWNER_EMAIL, password: OWNER_PASSWORD });
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();
    const [header, payload] = token.split('.');
    expect(decodePart(header!)).toMatchObject({ alg: 'HS256' });
    const claims = decodePart(payload!);
    expect(claims.sub).toBe('1');
    expect(claims.exp - claims.iat).toBe(15 * 60);
    // The token opens the routes that need one.
    const users = await t.inject({
      method: 'GET',
      url: '/api/v1/users',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(users.statusCode).toBe(200);
  });

  it('accepts the e-mail in any case', async () => {
    const response = await login({ email: OWNER_EMAIL.toUpperCase(), password: OWNER_PASSWORD });
    expect(response.statusCode).toBe(200);
  });

  it('answers 401 alike for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await login({ email: OWNER_EMAIL, password: 'wrong-password' });
    const unknown = await login({ email: 'nobody@example.com', password: OWNER_PASSWORD });
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual(unknown.json());
    expect(wrongPassword.body).not.toContain('token');
  });

  it('shows the login form messages', async () => {
    expect(fieldErrors(await login({}))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(fieldErrors(await login({ email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(fieldErrors(await login({ email: 'nope', password: 'abc' }))).toEqual({
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters',
    });
  });
});
