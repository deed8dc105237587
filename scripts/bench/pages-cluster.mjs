// `pnpm bench pages-cluster`: issue 45's viral day. A fixed rate of page views (BENCH_CLUSTER_RATE, 1,000 a second)
// for BENCH_CLUSTER_DURATION_S (60) through HAProxy to two host servers (and two API instances on one
// PostgreSQL), over `/`, `/projects`, a project page and `?tech=react` in turn, brotli accepted; after a
// warm-up of BENCH_WARMUP_S (5) at the same rate. The cluster is scenarios/cluster/ (TypeScript, run with tsx),
// as the cluster's end-to-end test and `pnpm reliability cluster` start it. Needs /usr/sbin/haproxy and
// PostgreSQL (TEST_POSTGRES_URL).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT } from '../stack.mjs';

const SCENARIO = join(ROOT, 'scenarios', 'cluster', 'page-views.ts');

/** Runs the scenario, its progress on this terminal, and answers the figures it printed as its last line. */
function runScenario(portBase) {
  return new Promise((resolve, reject) => {
    const child = spawn('pnpm', ['exec', 'tsx', SCENARIO, '--port-base', String(portBase)], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`the page-view scenario failed (${code})`));
      resolve(JSON.parse(output.trim().split('\n').at(-1)));
    });
  });
}

const mib = (value) => `${value.toFixed(1)} MiB`;

/**
 * Each host's memory: where it settled (its highest in the first half of the run, when the page copies and
 * buffers have been made), the highest after that, and at the end.
 */
function memoryRow(host, samples) {
  const half = Math.ceil(samples.length / 2);
  const settled = Math.max(...samples.slice(0, half));
  const later = samples.slice(half);
  const laterPeak = later.length > 0 ? Math.max(...later) : settled;
  const final = samples.at(-1);
  return `| ${host} | ${mib(samples[0])} | ${mib(settled)} | ${mib(laterPeak)} | ${mib(final)} | ${(laterPeak - settled).toFixed(1)} MiB | ${samples.map((value) => value.toFixed(0)).join(', ')} |`;
}

export default {
  name: 'pages-cluster',
  title: 'Pages through HAProxy: a viral day on two host servers',
  build: ['pnpm', ['build']],

  async run({ portBase }) {
    const figures = await runScenario(portBase);
    const table = [
      `${figures.rate.toLocaleString('en')} page views/s requested for ${figures.seconds} s (autocannon, ` +
        `${figures.connections} connections, \`overallRate\`), after a warm-up at the same rate, through HAProxy ` +
        `(\`deploy/haproxy.cfg\`) to two host servers; two API instances on one PostgreSQL behind them. The pages ` +
        `in turn: ${figures.paths.map((path) => `\`${path}\``).join(', ')}, brotli accepted.`,
      '',
      '| requests | answered/s | errors | p50 | p90 | p99 | max | status codes |',
      '|---:|---:|---:|---:|---:|---:|---:|---|',
      `| ${figures.requests.toLocaleString('en')} | ${Math.round(figures.achievedRate).toLocaleString('en')} | ${figures.errors} | ` +
        `${figures.p50Ms} ms | ${figures.p90Ms} ms | ${figures.p99Ms} ms | ${figures.maxMs} ms | ` +
        `${Object.entries(figures.statusCodes)
          .map(([status, count]) => `${status}: ${count.toLocaleString('en')}`)
          .join(', ')} |`,
      '',
      "Each host server's resident memory (RSS), read every 5 s from the start of the measured run: settled is its " +
        'highest in the first half, "later peak" its highest after that.',
      '',
      '| host | at the start | settled | later peak | final | growth past settled | every 5 s (MiB) |',
      '|---|---:|---:|---:|---:|---:|---|',
      memoryRow('host1', figures.rssMiB.host1),
      memoryRow('host2', figures.rssMiB.host2),
    ].join('\n');
    console.log(table);
    return table;
  },
};
