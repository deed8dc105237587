// `pnpm bench pages-cluster` runs this with tsx (scripts/bench/pages-cluster.mjs): issue 45's viral day, a fixed
// rate of page views (1,000 a second by default) for a minute through HAProxy (deploy/haproxy.cfg) to two host
// servers, two API instances on one PostgreSQL behind them. It prints its progress on stderr and its figures as
// one line of JSON on stdout. Needs a build (`pnpm build`) and /usr/sbin/haproxy.
import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Cluster, clusterBuild, REPO_ROOT } from './cluster';

const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
/** How often each host server's memory is read. */
const SAMPLE_EVERY_MS = 5000;
const HOSTS = ['host1', 'host2'] as const;

export interface PageViewFigures {
  rate: number;
  seconds: number;
  connections: number;
  paths: string[];
  requests: number;
  /** Mean answers a second over the measured run. */
  achievedRate: number;
  /** Answers other than 200, and requests with no answer (reset, refused, timed out). */
  errors: number;
  statusCodes: Record<string, number>;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Each host server's resident memory in MiB, every 5 s from the start of the measured run to its end. */
  rssMiB: Record<(typeof HOSTS)[number], number[]>;
}

/** A process's resident memory in MiB, from /proc. */
function rssMiB(pid: number | undefined): number {
  if (pid === undefined) return Number.NaN;
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return line ? Math.round(Number(line[1]) / 102.4) / 10 : Number.NaN;
}

const log = (line: string) => process.stderr.write(`${line}\n`);

/**
 * Asks for each page until both host servers have answered it in brotli a few times running: each keeps its own
 * copy, and its brotli bytes come a moment after the first view (the gzip ones meanwhile).
 */
async function primePages(site: string, paths: string[]) {
  for (const path of paths) {
    let brotliInARow = 0;
    for (let tries = 0; brotliInARow < 4; tries += 1) {
      if (tries > 200) throw new Error(`${path} never came in brotli from both host servers`);
      const response = await fetch(`${site}${path}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`${path} answered ${response.status}`);
      brotliInARow = response.headers.get('content-encoding') === 'br' ? brotliInARow + 1 : 0;
      if (brotliInARow === 0) await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

const load = (options: autocannon.Options) =>
  new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  );

async function pageViews(options: {
  portBase: number;
  rate: number;
  seconds: number;
  warmupSeconds: number;
  connections: number;
}): Promise<PageViewFigures> {
  const out = process.env.BUILD_OUT_DIR ?? 'dist';
  const cluster = await Cluster.start({
    portBase: options.portBase,
    postgresAdminUrl: ADMIN_URL,
    build: clusterBuild(REPO_ROOT, out),
    log,
  });
  try {
    const site = cluster.siteUrl;
    const owner = (await (await fetch(`${site}/api/v1/users/1`)).json()) as { projects: { slug: string }[] };
    const project = owner.projects[0]?.slug;
    if (!project) throw new Error('the seeded owner has no visible project');
    const paths = ['/', '/projects', `/projects/${project}`, '/?tech=react'];
    await primePages(site, paths);
    const loadOptions: autocannon.Options = {
      url: site,
      connections: options.connections,
      overallRate: options.rate,
      timeout: 10,
      headers: { 'accept-encoding': 'gzip, deflate, br' },
      requests: paths.map((path) => ({ method: 'GET' as const, path })),
    };
    log(`warming up: ${options.rate} page views/s for ${options.warmupSeconds} s`);
    await load({ ...loadOptions, duration: options.warmupSeconds });

    const rss: PageViewFigures['rssMiB'] = { host1: [], host2: [] };
    const sample = () => {
      for (const host of HOSTS) rss[host].push(rssMiB(cluster.pid(host)));
    };
    log(`measuring: ${options.rate} page views/s for ${options.seconds} s`);
    sample();
    const sampler = setInterval(sample, SAMPLE_EVERY_MS);
    const result = await load({ ...loadOptions, duration: options.seconds }).finally(() =>
      clearInterval(sampler),
    );
    sample();
    const statusCodes: Record<string, number> = Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats?.count ?? 0]),
    );
    const answeredOtherThan200 = Object.entries(statusCodes)
      .filter(([status]) => status !== '200')
      .reduce((sum, [, count]) => sum + count, 0);
    return {
      rate: options.rate,
      seconds: options.seconds,
      connections: options.connections,
      paths,
      requests: result.requests.total,
      achievedRate: result.requests.average,
      errors: answeredOtherThan200 + result.errors + result.timeouts,
      statusCodes,
      p50Ms: result.latency.p50,
      p90Ms: result.latency.p90,
      p99Ms: result.latency.p99,
      maxMs: result.latency.max,
      rssMiB: rss,
    };
  } finally {
    await cluster.close();
  }
}

const { values } = parseArgs({ options: { 'port-base': { type: 'string' } } });
const seconds = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number`);
  return value;
};
const figures = await pageViews({
  portBase: Number(values['port-base'] ?? process.env.BENCH_PORT_BASE ?? 4473),
  rate: seconds('BENCH_CLUSTER_RATE', 1000),
  seconds: seconds('BENCH_CLUSTER_DURATION_S', 60),
  warmupSeconds: seconds('BENCH_WARMUP_S', 5),
  connections: seconds('BENCH_CONNECTIONS', 50),
});
process.stdout.write(`${JSON.stringify(figures)}\n`);
