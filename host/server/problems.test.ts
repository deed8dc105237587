import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { registerProblems } from './problems';

/** A server with the problem handler, its log lines kept, and a route that throws `error`. */
function serverThrowing(error: Error, { clientGone = false } = {}) {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { level: number; msg: string });
      done();
    },
  });
  const app = Fastify({ logger: { level: 'debug', stream } });
  registerProblems(app);
  app.get('/', (request) => {
    if (clientGone) request.raw.destroy();
    throw error;
  });
  return { app, lines };
}

describe('registerProblems', () => {
  it('answers an unexpected failure with a 500 that says nothing of the inside, logged as an error', async () => {
    const { app, lines } = serverThrowing(new Error('secret detail'));
    const response = await app.inject('/');
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret detail');
    expect(lines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual(['request failed']);
  });

  const prematureClose = () =>
    Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });

  it('logs a visitor who left mid-answer (a stream closed early) as no error', async () => {
    const { app, lines } = serverThrowing(prematureClose(), { clientGone: true });
    await app.inject('/').catch(() => undefined);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.map((line) => line.msg)).toContain('the client went away before the answer was sent');
  });

  it('still logs a stream of its own closed early while the visitor waits', async () => {
    const { app, lines } = serverThrowing(prematureClose());
    expect((await app.inject('/')).statusCode).toBe(500);
    expect(lines.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual(['request failed']);
  });
});
