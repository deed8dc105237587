import { Writable } from 'node:stream';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { redactSecrets } from './log-redaction';

/** Logs through a real pino logger with the formatter and answers the parsed line. */
function logLine(fields: Record<string, unknown>): Record<string, unknown> {
  let written = '';
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      written += chunk.toString('utf8');
      done();
    },
  });
  pino({ formatters: { log: redactSecrets } }, sink).info(fields, 'line');
  return JSON.parse(written) as Record<string, unknown>;
}

describe('redactSecrets', () => {
  it('censors a password, token or password hash one level down', () => {
    const line = logLine({
      body: { email: 'a@b.test', password: 'hunter2' },
      user: { passwordHash: 'x', token: 't' },
    });
    expect(line.body).toEqual({ email: 'a@b.test', password: '[redacted]' });
    expect(line.user).toEqual({ passwordHash: '[redacted]', token: '[redacted]' });
  });

  it("censors a request's authorization and cookie headers", () => {
    const line = logLine({
      req: { url: '/x', headers: { authorization: 'Bearer abc', cookie: 'a=b', accept: '*/*' } },
    });
    expect(line.req).toEqual({
      url: '/x',
      headers: { authorization: '[redacted]', cookie: '[redacted]', accept: '*/*' },
    });
  });

  it('censors an error that carries a secret and keeps its message', () => {
    const error = Object.assign(new Error('refused'), { token: 'abc' });
    const line = logLine({ err: error });
    expect(line.err).toMatchObject({ type: 'Error', message: 'refused', token: '[redacted]' });
    expect(error.token).toBe('abc');
  });

  it("never changes the caller's objects, and leaves a line without secrets as it was", () => {
    const body = { password: 'hunter2' };
    const entry = { body, count: 3 };
    logLine(entry);
    expect(body.password).toBe('hunter2');
    const clean = { req: { url: '/x' }, responseTime: 1 };
    expect(redactSecrets(clean)).toBe(clean);
  });
});
