import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiResource } from './api-resource';

/** A real API stand-in: the body carries its version, ETag and 304 as the API answers them; counts requests. */
let server: Server;
let url: string;
let version = 1;
let requests = 0;
let conditional = 0;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests += 1;
    const etag = `"v${version}"`;
    if (request.headers['if-none-match'] === etag) {
      conditional += 1;
      response.writeHead(304, { etag }).end();
      return;
    }
    response.writeHead(200, { etag, 'content-type': 'application/json' }).end(JSON.stringify({ version }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/resource`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('an API resource', () => {
  it('asks the API at most once per freshness window, however many read it', async () => {
    const resource = new ApiResource<{ version: number }>(url, 60_000);
    requests = 0;
    const reads = await Promise.all(Array.from({ length: 30 }, () => resource.read()));
    expect(requests).toBe(1);
    expect(reads.every((read) => read.body.version === version)).toBe(true);
    for (let again = 0; again < 30; again += 1) await resource.read();
    expect(requests).toBe(1);
  });

  it('asks again once expired (a write this server proxied), and sees the change', async () => {
    const resource = new ApiResource<{ version: number }>(url, 60_000);
    await resource.read();
    version += 1;
    expect((await resource.read()).body.version).toBe(version - 1);
    resource.expire();
    const read = await resource.read();
    expect(read).toEqual({ body: { version }, changed: true });
  });

  it('checks with If-None-Match once the window is over: a 304 keeps the copy it holds', async () => {
    const resource = new ApiResource<{ version: number }>(url, 0);
    const first = await resource.read();
    conditional = 0;
    const second = await resource.read();
    expect(conditional).toBe(1);
    expect(second.changed).toBe(false);
    expect(second.body).toBe(first.body);
  });

  it('says what a read would answer without asking: nothing before the first read, once expired, or once stale', async () => {
    const resource = new ApiResource<{ version: number }>(url, 60_000);
    expect(resource.freshBody()).toBeUndefined();
    const { body } = await resource.read();
    expect(resource.freshBody()).toBe(body);
    resource.expire();
    expect(resource.freshBody()).toBeUndefined();
    const stale = new ApiResource<{ version: number }>(url, 0);
    await stale.read();
    expect(stale.freshBody()).toBeUndefined();
  });
});
