import { setTimeout as sleep } from 'node:timers/promises';
import { JPEG_PHOTO, multipart } from '../../api/test/images';
import { allTagIds } from '../../api/test/reliability/server-process';
import { CLUSTER_OWNER, type Cluster, PROCESS_NAMES, type ProcessName } from './cluster';
import { OwnerWrites, VisitorLoad, type WindowFigures } from './visitor-load';

export interface ClusterScenarioOptions {
  /** Visitors' keep-alive connections through the balancer. */
  connections: number;
  /** At most this many visitor requests a second (unlimited when unset). */
  rate?: number;
  /** Load before the first event and after each, so every window starts and ends in a steady state. */
  settleMs: number;
  /** Rename-and-read rounds of the stale-cache check. */
  staleRounds: number;
  log?: (line: string) => void;
}

export interface EventFigures extends WindowFigures {
  event: string;
  /** How long the balancer took to take the killed process out of rotation. */
  noticedAfterMs?: number;
  /** Failed reads before and after the balancer noticed. */
  failedBeforeNoticed?: number;
  failedAfterNoticed?: number;
  failedWrites: number;
  tookMs: number;
}

export interface ClusterFigures {
  crossInstance: {
    /** An image uploaded through api1, read from api2: the original byte for byte, and a variant. */
    imageServedByOther: boolean;
    variantServedByOther: boolean;
    /** Where the image went on the home page (technology 1's icon). */
    imageUrl: string;
    /** Renames saved through api1, each read through api2 on the next request; how many came back old. */
    renameRounds: number;
    staleReads: number;
  };
  events: EventFigures[];
  whole: WindowFigures;
  writes: { acknowledged: number; failed: number; lost: number };
}

async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The cluster's proofs: what one instance writes, the other serves at once (images from the shared database,
 * tags without a stale cache); then, under visitors' reads and the owner's writes through the balancer, kill -9
 * of an API instance and of a host server, and a rolling restart of all four processes, each with its figures.
 * Every acknowledged write is read back at the end.
 */
export async function clusterScenario(
  cluster: Cluster,
  options: ClusterScenarioOptions,
): Promise<ClusterFigures> {
  const log = options.log ?? (() => undefined);
  const api1 = `http://127.0.0.1:${cluster.ports.api1}`;
  const api2 = `http://127.0.0.1:${cluster.ports.api2}`;
  const site = cluster.siteUrl;
  const { token } = await json<{ token: string }>(
    await fetch(`${site}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CLUSTER_OWNER),
    }),
  );
  const owner = { authorization: `Bearer ${token}` };

  // An image uploaded through one instance, served by the other.
  const upload = multipart({ upload_preset: 'technologies' }, [
    { name: 'file', filename: 'photo.jpg', contentType: 'image/jpeg', data: JPEG_PHOTO },
  ]);
  const uploaded = await json<{ secure_url: string }>(
    await fetch(`${api1}/api/v1/uploads`, {
      method: 'POST',
      headers: { ...owner, ...upload.headers },
      body: upload.payload,
    }),
  );
  const imagePath = new URL(uploaded.secure_url).pathname;
  const variantPath = imagePath.replace(/\.jpg$/, '.400w.webp');
  const original = await fetch(`${api2}${imagePath}`);
  const imageServedByOther = original.ok && Buffer.from(await original.arrayBuffer()).equals(JPEG_PHOTO);
  const variant = await fetch(`${api2}${variantPath}`);
  const variantServedByOther = variant.ok && variant.headers.get('content-type') === 'image/webp';
  await variant.arrayBuffer();
  const technology = await json<{ name: string }>(await fetch(`${api1}/api/v1/technologies/1`));
  await json(
    await fetch(`${api1}/api/v1/technologies/1`, {
      method: 'PUT',
      headers: { ...owner, 'content-type': 'application/json' },
      body: JSON.stringify({ name: technology.name, icon: uploaded.secure_url }),
    }),
  );

  // A tag renamed through one instance, read anonymously (the cached path) through the other right after.
  const tag = await json<{ id: number }>(
    await fetch(`${api1}/api/v1/tags`, {
      method: 'POST',
      headers: { ...owner, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'rename 0', color: 'blue' }),
    }),
  );
  let staleReads = 0;
  for (let round = 1; round <= options.staleRounds; round += 1) {
    await json(await fetch(`${api2}/api/v1/tags/${tag.id}`));
    await json(
      await fetch(`${api1}/api/v1/tags/${tag.id}`, {
        method: 'PUT',
        headers: { ...owner, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `rename ${round}`, color: 'blue' }),
      }),
    );
    const read = await json<{ name: string }>(await fetch(`${api2}/api/v1/tags/${tag.id}`));
    if (read.name !== `rename ${round}`) staleReads += 1;
  }
  log(`cross-instance: image ${imageServedByOther}, variant ${variantServedByOther}, stale ${staleReads}`);

  const load = new VisitorLoad({
    url: site,
    paths: [
      '/',
      '/api/v1/users/1',
      '/api/v1/technologies',
      '/api/v1/projects?offset=0&limit=10',
      imagePath,
      variantPath,
    ],
    connections: options.connections,
    // Long enough for every event; stopped when they are done.
    seconds: 3600,
    rate: options.rate,
  });
  const writes = new OwnerWrites(site, token);
  const loadStarted = Date.now();
  const events: EventFigures[] = [];
  const measure = (event: string, from: number, to: number, extra: Partial<EventFigures> = {}) => {
    const figures: EventFigures = {
      event,
      ...load.window(from, to),
      failedWrites: writes.failuresBetween(from, to),
      tookMs: to - from,
      ...extra,
    };
    events.push(figures);
    log(JSON.stringify(figures));
  };

  try {
    await sleep(options.settleMs);
    for (const name of ['api1', 'host1'] as ProcessName[]) {
      const from = Date.now();
      cluster.kill9(name);
      const noticedAfterMs = Math.round(await cluster.waitForState(name, 'DOWN', 30_000));
      const noticed = from + noticedAfterMs;
      await sleep(options.settleMs);
      await cluster.start(name);
      await sleep(options.settleMs);
      const to = Date.now();
      measure(`kill -9 ${name}`, from, to, {
        noticedAfterMs,
        failedBeforeNoticed: load.window(from, noticed).failures,
        failedAfterNoticed: load.window(noticed, to).failures,
      });
    }
    const from = Date.now();
    for (const name of PROCESS_NAMES) {
      await cluster.stop(name);
      await cluster.start(name);
    }
    await sleep(options.settleMs);
    measure('rolling restart of all four', from, Date.now());
  } finally {
    await Promise.all([load.stop(), writes.stop()]);
  }

  const present = await allTagIds(site);
  return {
    crossInstance: {
      imageServedByOther,
      variantServedByOther,
      imageUrl: uploaded.secure_url,
      renameRounds: options.staleRounds,
      staleReads,
    },
    events,
    whole: load.window(loadStarted),
    writes: {
      acknowledged: writes.acknowledged.length,
      failed: writes.failedAt.length,
      lost: writes.acknowledged.filter(({ id }) => !present.has(id)).length,
    },
  };
}
