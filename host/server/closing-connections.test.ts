import Fastify from 'fastify';
import { Agent, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { closeConnectionsOnceIdle } from './closing-connections';

describe('a closing server', () => {
  it('stops once the answer in flight is out, not when its keep-alive connection times out', async () => {
    const app = Fastify();
    closeConnectionsOnceIdle(app);
    app.get('/slow', async () => {
      await sleep(300);
      return 'done';
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const agent = new Agent({ keepAlive: true });
    const answer = new Promise<string>((resolve, reject) => {
      request({ port, host: '127.0.0.1', path: '/slow', agent }, (response) => {
        let body = '';
        response.on('data', (chunk: Buffer) => (body += chunk.toString()));
        response.on('end', () => resolve(body));
      })
        .on('error', reject)
        .end();
    });
    await sleep(50);

    const started = Date.now();
    await app.close();
    expect(await answer).toBe('done');
    expect(Date.now() - started).toBeLessThan(2000);
    agent.destroy();
  });
});
