import { expect, test } from '@playwright/test';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  copyOfPublicRemote,
  type SpareServer,
  sparePort,
  startHostServer,
  startStaticServer,
} from './servers';
import { env } from './support';

const servers: SpareServer[] = [];
const cleanups: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** The root element's content in a served page: empty when the browser is left to render it. */
const rootOf = (html: string) =>
  /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="ssr/.exec(html)?.[1];

async function hostWith(port: number, config: Record<string, string>) {
  const server = await startHostServer(port, { API_URL: env('E2E_API_URL'), ...config });
  servers.push(server);
  return server;
}

async function remoteCopy(port: number, hostOrigin: string) {
  const copy = await copyOfPublicRemote();
  cleanups.push(copy.remove);
  const server = await startStaticServer(copy.dir, port, hostOrigin);
  servers.push(server);
  return { ...copy, server };
}

test('with the API down, / is the client-rendered page with its message and Retry, never a 500', async ({
  page,
}, info) => {
  const remotes = (await (await page.request.get('/remotes.json')).json()) as Record<string, string>;
  // Nothing listens on this port: the API is down for the server and for the browser behind its proxy.
  const host = await hostWith(sparePort(info.workerIndex, 0), {
    API_URL: `http://127.0.0.1:${sparePort(info.workerIndex, 9)}`,
    PUBLIC_REMOTE_URL: remotes.publicRemote!,
  });
  const response = await page.request.get(`${host.url}/`);
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<div id="root"></div>');

  await page.goto(`${host.url}/`);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('alert').first()).toContainText('could not be loaded');
  await expect(page.getByRole('button', { name: 'Retry' }).first()).toBeVisible();
});

test("with the public remote's server entry unreachable, / is rendered in the browser", async ({
  page,
}, info) => {
  const hostPort = sparePort(info.workerIndex, 0);
  const remote = await remoteCopy(sparePort(info.workerIndex, 1), `http://localhost:${hostPort}`);
  await rm(join(remote.dir, 'remoteEntry.ssr.js'));
  await rm(join(remote.dir, 'remoteEntry.ssr.js.br'), { force: true });
  await rm(join(remote.dir, 'remoteEntry.ssr.js.gz'), { force: true });
  const host = await hostWith(hostPort, { PUBLIC_REMOTE_URL: `${remote.server.url}/mf-manifest.json` });

  const response = await page.request.get(`${host.url}/`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<div id="root"></div>');

  const owner = (await (await page.request.get('/api/v1/users/1')).json()) as {
    firstName: string;
    lastName: string;
  };
  await page.goto(`${host.url}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${owner.firstName} ${owner.lastName}`);
});

/**
 * Deploys a changed build of the remote into the same folder, as a release would: its code says something
 * else, its manifest is new, and the precompressed copies of the old build are gone.
 */
async function deployChangedRemote(dir: string, from: string, to: string) {
  const files = (await readdir(dir, { recursive: true })) as string[];
  for (const file of files) {
    if (/\.(br|gz)$/.test(file)) await rm(join(dir, file));
    else if (file.endsWith('.js')) {
      const code = await readFile(join(dir, file), 'utf8');
      if (code.includes(from)) await writeFile(join(dir, file), code.replaceAll(from, to));
    }
  }
  const manifestPath = join(dir, 'mf-manifest.json');
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as {
    metaData: { buildInfo: { buildVersion: string } };
  };
  manifest.metaData.buildInfo.buildVersion = `${manifest.metaData.buildInfo.buildVersion}-redeployed`;
  await writeFile(manifestPath, JSON.stringify(manifest));
}

test('a redeployed public remote changes the server-rendered markup without restarting the host', async ({
  request,
}, info) => {
  const hostPort = sparePort(info.workerIndex, 0);
  const remote = await remoteCopy(sparePort(info.workerIndex, 1), `http://localhost:${hostPort}`);
  const host = await hostWith(hostPort, { PUBLIC_REMOTE_URL: `${remote.server.url}/mf-manifest.json` });

  const before = rootOf(await (await request.get(`${host.url}/`)).text());
  expect(before).toContain('>My stack<');
  expect(before).not.toContain('My toolbox');

  await deployChangedRemote(remote.dir, '"My stack"', '"My toolbox"');
  const after = rootOf(await (await request.get(`${host.url}/`)).text());
  expect(after).toContain('>My toolbox<');
  expect(host.process.exitCode).toBeNull();
});
