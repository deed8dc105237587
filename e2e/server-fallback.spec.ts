import { expect, test } from '@playwright/test';
import { rm } from 'node:fs/promises';
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
