import { expect, test } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Cluster } from '../scenarios/cluster/cluster';
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
    build: {
      apiServer: join(root, 'api', out, 'server.js'),
      hostServer: join(root, 'host', out, 'server', 'main.js'),
      staticServer: join(root, 'static-server', 'dist', 'serve-cli.js'),
      publicRemoteDir: join(root, 'public-remote', out),
    },
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

    // A visitor's page through the balancer, rendered by whichever host server, shows the image api1 stored.
    const id = /\/([\w-]+)\.jpg$/.exec(figures.crossInstance.imageUrl)![1]!;
    await page.goto(cluster.siteUrl);
    const icon = page.locator(`img[srcset*="${id}.160w.webp"]`).first();
    await icon.scrollIntoViewIfNeeded();
    await expect
      .poll(() => icon.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
  } finally {
    await cluster.close();
  }
});
