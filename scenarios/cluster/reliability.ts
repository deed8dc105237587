// `pnpm reliability cluster [--connections 50] [--settle-seconds 5] [--rounds 50] [--port-base 4573]`: the site
// behind HAProxy (deploy/haproxy.cfg), two host servers and two API instances on one PostgreSQL, with kill -9 and
// a rolling restart under load, at full size (docs/RELIABILITY.md#the-site-behind-haproxy). Builds first unless
// SKIP_BUILD=1; needs /usr/sbin/haproxy. e2e/cluster.spec.ts runs the same scenario smaller.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { Cluster, clusterBuild, REPO_ROOT } from './cluster';
import { clusterScenario, type ClusterFigures } from './scenario';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The cluster's figures as the table of docs/RELIABILITY.md. */
function clusterTable(figures: ClusterFigures) {
  const rows = figures.events.map(
    (event) =>
      `| ${event.event} | ${event.requests.toLocaleString('en')} | ${event.failures} | ${
        event.noticedAfterMs === undefined ? '—' : `${event.noticedAfterMs} ms`
      } | ${event.longestGapMs} ms | ${event.p99Ms} ms | ${event.failedWrites} | ${(event.tookMs / 1000).toFixed(1)} s |`,
  );
  return [
    '| event | visitor requests | failed | balancer noticed after | longest gap | p99 | failed writes | took |',
    '|---|---|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}

async function cluster(options: { connections: number; settleMs: number; rounds: number; portBase: number }) {
  if (process.env.SKIP_BUILD !== '1') {
    const build = spawnSync('pnpm', ['build'], { cwd: REPO_ROOT, stdio: 'inherit', env: process.env });
    if (build.status !== 0) throw new Error('pnpm build failed');
  }
  // The builds `pnpm build` made (BUILD_OUT_DIR: another folder, such as the end-to-end runner's dist-e2e).
  const out = process.env.BUILD_OUT_DIR ?? 'dist';
  const started = await Cluster.start({
    portBase: options.portBase,
    postgresAdminUrl: ADMIN_URL,
    build: clusterBuild(REPO_ROOT, out),
    log: (line) => console.log(line),
  });
  try {
    const figures = await clusterScenario(started, {
      connections: options.connections,
      settleMs: options.settleMs,
      staleRounds: options.rounds,
      log: (line) => console.log(line),
    });
    console.log(`\n${clusterTable(figures)}\n`);
    return figures;
  } finally {
    await started.close();
  }
}

const { values } = parseArgs({
  options: {
    connections: { type: 'string' },
    'settle-seconds': { type: 'string' },
    rounds: { type: 'string' },
    'port-base': { type: 'string' },
  },
});
const started = Date.now();
const figures = await cluster({
  connections: Number(values.connections ?? 50),
  settleMs: Number(values['settle-seconds'] ?? 5) * 1000,
  rounds: Number(values.rounds ?? 50),
  portBase: Number(values['port-base'] ?? process.env.CLUSTER_PORT_BASE ?? 4573),
});
console.log(JSON.stringify({ scenario: 'cluster', ...figures, tookMs: Date.now() - started }, null, 2));
