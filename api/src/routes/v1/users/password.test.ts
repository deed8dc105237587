import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fieldErrors,
  OWNER_EMAIL,
  OWNER_PASSWORD,
  startTestApp,
  type TestApp,
} from '../../../../test/test-app';

describe('PUT /api/v1/users/me/password', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const login = async (password: string) => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: OWNER_EMAIL, password },
    });
    return response.statusCode === 200 ? response.json<{ token: string }>().token : undefined;
  };
  const change = (token: string, payload: object, remoteAddress?: string) =>
    t.inject({
      method: 'PUT',
      url: '/api/v1/users/me/password',
      payload,
      headers: { authorization: `Bearer ${token}` },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const readUsers = (token: string) =>
    t.inject({ method: 'GET', url: '/api/v1/users', headers: { authorization: `Bearer ${token}` } });

  it("changes the password, answers a fresh token for this session and ends the user's other sessions", async () => {
    const otherDevice = (await login(OWNER_PASSWORD))!;
    const thisDevice = (await login(OWNER_PASSWORD))!;
    expect((await readUsers(otherDevice)).statusCode).toBe(200);

    const response = await change(thisDevice, {
      currentPassword: OWNER_PASSWORD,
      password: 'changed-by-me-1',
    });
    expect(response.statusCode).toBe(200);
    const { token } = response.json<{ token: string }>();

    expect((await readUsers(token)).statusCode).toBe(200);
    expect((await readUsers(thisDevice)).statusCode).toBe(401);
    expect((await readUsers(otherDevice)).statusCode).toBe(401);
    expect(await login(OWNER_PASSWORD)).toBeUndefined();
    expect(await login('changed-by-me-1')).toBeDefined();

    // Put back for the other cases.
    const back = await change(token, { currentPassword: 'changed-by-me-1', password: OWNER_PASSWORD });
    expect(back.statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 and errors.currentPassword, and changes nothing', async () => {
    const token = (await login(OWNER_PASSWORD))!;
    const response = await change(token, { currentPassword: 'not-my-password', password: 'whatever-new-1' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(fieldErrors(response)).toEqual({ currentPassword: 'Current password is incorrect' });
    expect((await readUsers(token)).statusCode).toBe(200);
    expect(await login(OWNER_PASSWORD)).toBeDefined();
  });

  it("validates the body with the shared schema's messages", async () => {
    const token = (await login(OWNER_PASSWORD))!;
    const empty = await change(token, {});
    expect(empty.statusCode).toBe(400);
    expect(fieldErrors(empty)).toEqual({
      currentPassword: 'Current password is required',
      password: 'Password is required',
    });
    const short = await change(token, { currentPassword: OWNER_PASSWORD, password: '12345' });
    expect(fieldErrors(short)).toEqual({ password: 'Password must be at least 6 characters' });
  });

  it('is rate limited like login: wrong current passwords make the account wait (429 with Retry-After)', async () => {
    const token = (await login(OWNER_PASSWORD))!;
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) {
      const response = await change(
        token,
        { currentPassword: `wrong-${attempt}`, password: 'never-set-1' },
        '10.9.9.9',
      );
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(response.headers['content-type']).toContain('application/problem+json');
      }
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(6)).toEqual([429]);
  });

  it('needs a token', async () => {
    const response = await t.inject({
      method: 'PUT',
      url: '/api/v1/users/me/password',
      payload: { currentPassword: OWNER_PASSWORD, password: 'anything-new' },
    });
    expect(response.statusCode).toBe(401);
  });
});
