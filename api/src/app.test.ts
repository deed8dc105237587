import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactSecrets } from './logging/log-redaction';
import { passwordLinkIn, startSmtpServer } from '../test/smtp';
import { OWNER_EMAIL, OWNER_PASSWORD, startTestApp, type TestApp } from '../test/test-app';

describe('the app around the routes', () => {
  const logLines: string[] = [];
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
        callback();
      },
    });
    t = await startTestApp({
      env: { SMTP_URL: smtp.url, CORS_ORIGINS: 'http://localhost:5173,https://admin.example.com' },
      logger: { level: 'info', stream, formatters: { log: redactSecrets } },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  describe('CORS', () => {
    it('lets a configured origin call the API and read Retry-After', async () => {
      const response = await t.inject({
        method: 'GET',
        url: '/api/v1/tags',
        headers: { origin: 'https://admin.example.com' },
      });
      expect(response.headers['access-control-allow-origin']).toBe('https://admin.example.com');
      expect(response.headers['access-control-expose-headers']).toContain('Retry-After');
    });

    it('answers a preflight for the Authorization header', async () => {
      const response = await t.inject({
        method: 'OPTIONS',
        url: '/api/v1/tags',
        headers: {
          origin: 'http://localhost:5173',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(response.statusCode).toBe(204);
      expect(response.headers['access-control-allow-origin']).toBe('http://localhost:5173');
      expect(String(response.headers['access-control-allow-headers']).toLowerCase()).toContain(
        'authorization',
      );
    });

    it('gives other origins no CORS headers', async () => {
      const response = await t.inject({
        method: 'GET',
        url: '/api/v1/tags',
        headers: { origin: 'https://evil.example.com' },
      });
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    });
  });

  describe('logs', () => {
    it('carry the request id and never a password, a session token or a reset token', async () => {
      const login = await t.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: OWNER_EMAIL, password: OWNER_PASSWORD },
      });
      const { token } = login.json<{ token: string }>();
      await t.inject({ method: 'GET', url: '/api/v1/users', headers: { authorization: `Bearer ${token}` } });
      const mail = smtp.nextMailTo(OWNER_EMAIL);
      await t.inject({
        method: 'POST',
        url: '/api/v1/auth/recover-password',
        payload: { email: OWNER_EMAIL },
      });
      const reset = passwordLinkIn(await mail, 'http://portfolio.test');
      await t.inject({
        method: 'POST',
        url: '/api/v1/auth/change-password',
        payload: { token: reset.token, password: 'changed-in-logs-test' },
      });

      const text = logLines.join('\n');
      expect(text).toContain(login.headers['x-request-id'] as string);
      expect(logLines.some((line) => JSON.parse(line).reqId === login.headers['x-request-id'])).toBe(true);
      for (const secret of [
        OWNER_PASSWORD,
        'changed-in-logs-test',
        token,
        reset.token,
        t.config.jwtSecret!,
      ]) {
        expect(text).not.toContain(secret);
      }
    });
  });
});
