import { RELEASE_CHECKER_HEADER } from '@portfolio/shared/remotes';
import type { FastifyBaseLogger } from 'fastify';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { followDataChanges } from './data-change-feed';

const SECRET = 'releases-secret-0123456789abcdefghijklmnop';
/** A real API stand-in: the feed as the API sends it, to the releases secret only. */
let streams: ServerResponse[] = [];
let refused = 0;
let apiUrl: string;
const server = createServer((request, response) => {
  if (request.url !== '/api/v1/data-changes' || request.headers[RELEASE_CHECKER_HEADER] !== SECRET) {
    refused += 1;
    response.writeHead(403).end();
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream' });
  response.write(': listening\n\n');
  streams.push(response);
});
const log = { warn: vi.fn() } as unknown as FastifyBaseLogger;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});

describe('following the data-change feed', () => {
  it('says a change for each event, once on listening, and again after the feed dropped', async () => {
    const onChange = vi.fn();
    const stop = followDataChanges(apiUrl, SECRET, onChange, log);
    try {
      await vi.waitFor(() => expect(streams).toHaveLength(1));
      // Listening: what changed before is checked once.
      await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
      streams[0]!.write(': keepalive\n\n');
      streams[0]!.write('data: changed\n\n');
      await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
      // Split across packets, still one change.
      streams[0]!.write('data: cha');
      streams[0]!.write('nged\n\n');
      await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(3));

      // The API restarts: the feed drops (a change may be missed), then listens again.
      streams[0]!.destroy();
      await vi.waitFor(() => expect(streams).toHaveLength(2), { timeout: 3000 });
      await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(5));
      streams[1]!.write('data: changed\n\n');
      await vi.waitFor(() => expect(onChange).toHaveBeenCalledTimes(6));
    } finally {
      stop();
      streams = [];
    }
  });

  it('listens with the releases secret only: another key is refused, and it keeps trying', async () => {
    const onChange = vi.fn();
    const stop = followDataChanges(apiUrl, 'not-the-secret', onChange, log);
    try {
      await vi.waitFor(() => expect(refused).toBeGreaterThanOrEqual(2), { timeout: 3000 });
      expect(streams).toHaveLength(0);
    } finally {
      stop();
    }
  });
});
