import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchServerCode, serverCodeDigest } from './server-code';

/** A static origin: path → file. */
const files: Record<string, string> = {
  '/releases/v1/remoteEntry.ssr.js': "import './assets/page-a1.js';\nexport const init = () => {};",
  '/releases/v1/assets/page-a1.js': "export default 'v1 page'; import('../HomePage.js');",
  '/releases/v1/HomePage.js': "export const heading = 'My stack';",
  // v2: the same files under another version.
  '/releases/v2/remoteEntry.ssr.js': "import './assets/page-a1.js';\nexport const init = () => {};",
  '/releases/v2/assets/page-a1.js': "export default 'v1 page'; import('../HomePage.js');",
  '/releases/v2/HomePage.js': "export const heading = 'My stack';",
  // v3: the same entry, but a file it imports (not hash-named) says something else.
  '/releases/v3/remoteEntry.ssr.js': "import './assets/page-a1.js';\nexport const init = () => {};",
  '/releases/v3/assets/page-a1.js': "export default 'v1 page'; import('../HomePage.js');",
  '/releases/v3/HomePage.js': "export const heading = 'My toolbox';",
  '/releases/v4/remoteEntry.ssr.js': "import '../v1/HomePage.js';",
};
let server: Server;
let origin: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    const body = files[request.url!];
    response.writeHead(body === undefined ? 404 : 200).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('fetchServerCode', () => {
  it('reads the entry and every module it reaches by relative import, by path from its folder', async () => {
    const code = await fetchServerCode(`${origin}/releases/v1/remoteEntry.ssr.js`);
    expect([...code.keys()]).toEqual(['remoteEntry.ssr.js', 'assets/page-a1.js', 'HomePage.js']);
  });

  it("refuses an import outside the release's folder", async () => {
    await expect(fetchServerCode(`${origin}/releases/v4/remoteEntry.ssr.js`)).rejects.toThrow(
      `${origin}/releases/v1/HomePage.js is outside the release's folder.`,
    );
  });

  it('says which file is missing', async () => {
    await expect(fetchServerCode(`${origin}/releases/v9/remoteEntry.ssr.js`)).rejects.toThrow(
      `${origin}/releases/v9/remoteEntry.ssr.js answered 404.`,
    );
  });
});

describe('serverCodeDigest', () => {
  it('is the same for the same files under another version, and differs when any file does', async () => {
    const digest = (version: string) => serverCodeDigest(`${origin}/releases/${version}/remoteEntry.ssr.js`);
    expect(await digest('v2')).toBe(await digest('v1'));
    expect(await digest('v3')).not.toBe(await digest('v1'));
  });
});
