import { expect, test } from '@playwright/test';
import { existsSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { Cluster, clusterBuild, CLUSTER_OWNER } from '../scenarios/cluster/cluster';
import { clusterScenario } from '../scenarios/cluster/scenario';
import { sparePort } from './servers';
import { env } from './support';

const HAPROXY = '/usr/sbin/haproxy';
const POSTGRES_ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

// CI installs HAProxy (.ci/run) and runs PostgreSQL; a developer's machine without them skips this spec.
test.skip(!existsSync(HAPROXY) && !process.env.CI, `${HAPROXY} is missing: apt-get install haproxy`);

/**
 * The small version of `pnpm reliability cluster`: the whole site behind HAProxy (deploy/haproxy.cfg), two host
 * servers and two API instances on a PostgreSQL database of its own, images in it. Seconds of load, not minutes.
 */
test('behind HAProxy, an instance killed or restarted under load costs visitors no request and the owner no write', async ({
  page,
}, info) => {
  test.setTimeout(300_000);
  const root = env('E2E_ROOT');
  const out = env('E2E_OUT_DIR');
  const cluster = await Cluster.start({
    portBase: sparePort(info.parallelIndex, 0),
    postgresAdminUrl: POSTGRES_ADMIN_URL,
    build: clusterBuild(root, out),
    drainMs: 2500,
  });
  try {
    const figures = await clusterScenario(cluster, {
      connections: 50,
      // The rest of the suite shares two cores: a steady trickle on 50 connections, not a flood.
      rate: 150,
      settleMs: 1000,
      staleRounds: 10,
    });
    const report = JSON.stringify(figures, null, 1);
    // What one instance stored or saved, the other serves on the next request.
    expect(figures.crossInstance, report).toMatchObject({
      imageServedByOther: true,
      variantServedByOther: true,
      staleReads: 0,
    });
    expect(figures.events.map((event) => event.event)).toEqual([
      'kill -9 api1',
      'kill -9 host1',
      'rolling restart of all four',
    ]);
    for (const event of figures.events) {
      expect(event.requests, report).toBeGreaterThan(0);
      expect(event.failures, `${event.event}: ${report}`).toBe(0);
    }
    expect(figures.events[2]!.failedWrites, report).toBe(0);
    expect(figures.writes.acknowledged, report).toBeGreaterThan(0);
    expect(figures.writes.lost, report).toBe(0);

    await releaseChangesReachTheHostServers(cluster);

    // A visitor's page through the balancer, rendered by whichever host server, shows the image api1 stored.
    const id = /\/([\w-]+)\.jpg$/.exec(figures.crossInstance.imageUrl)![1]!;
    await page.goto(cluster.siteUrl);
    // The stack's logo: the same technology's chip under an experience can sit folded in a closed <details>.
    const icon = page
      .getByRole('region', { name: 'My stack' })
      .locator(`img[srcset*="${id}.160w.webp"]`)
      .first();
    await icon.scrollIntoViewIfNeeded();
    await expect
      .poll(() => icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
  } finally {
    await cluster.close();
  }
});

/**
 * A release change through the balancer is answered by a host server, which checks the release before the API
 * records it (the API alone refuses it: it takes changes only from host servers); a path that dresses the same
 * route up (`/api/v1/./releases`) is refused by HAProxy instead of reaching the API around them.
 */
async function releaseChangesReachTheHostServers(cluster: Cluster) {
  const json = { 'content-type': 'application/json' };
  const login = await fetch(`${cluster.siteUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify(CLUSTER_OWNER),
  });
  const { token } = (await login.json()) as { token: string };
  const made = await fetch(`${cluster.siteUrl}/api/v1/deploy-keys`, {
    method: 'POST',
    headers: { ...json, authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: 'Cluster CI', remote: 'publicRemote' }),
  });
  expect(made.status).toBe(201);
  const { key } = (await made.json()) as { key: string };
  const release = JSON.stringify({ version: 'cluster-1', manifestUrl: cluster.publicRemoteManifest });
  const registered = await fetch(`${cluster.siteUrl}/api/v1/releases/publicRemote`, {
    method: 'POST',
    headers: {
      ...json,
      authorization: `Bearer ${key}`,
      'x-release-checker': 'a-guess-0123456789abcdefghijklmnopq',
    },
    body: release,
  });
  const answer = (await registered.json()) as { checks?: { name: string; ok: boolean }[] };
  expect(registered.status, JSON.stringify(answer)).toBe(201);
  expect(answer.checks?.map((check) => [check.name, check.ok])).toEqual([
    ['origin', true],
    ['manifest', true],
    ['files', true],
    ['exposes', true],
    ['shared', true],
    ['render', true],
  ]);

  // As `curl --path-as-is` sends it: fetch would clean the dot segment up before it left.
  const walked = await new Promise<number>((resolve, reject) => {
    const url = new URL(cluster.siteUrl);
    const request = httpRequest(
      {
        host: url.hostname,
        port: url.port,
        method: 'POST',
        path: '/api/v1/./releases/publicRemote',
        headers: { ...json, authorization: `Bearer ${key}` },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode!);
      },
    );
    request.on('error', reject);
    request.end(release);
  });
  expect(walked).toBe(400);
}
