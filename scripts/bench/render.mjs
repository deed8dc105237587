// The render section of `pnpm bench`: what confining a render process costs (issue 38). Starts the stack from the
// production build and runs host/server/ssr/render-process.bench.ts against it: the same worker and release of
// the public remote, started as the host server starts it and as it was started before, in the same run.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../run.mjs';
import { portsFrom, startStack } from '../stack.mjs';

const ms = (value) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

export default {
  name: 'render',
  title: 'Server rendering in a confined process',
  build: ['pnpm', ['build']],

  async run({ portBase }) {
    const dataDir = mkdtempSync(join(tmpdir(), 'portfolio-bench-render-'));
    const results = join(dataDir, 'bench.json');
    const memoryFile = join(dataDir, 'memory.json');
    const owner = { email: 'owner@bench.test', password: randomBytes(12).toString('base64url') };
    const stack = await startStack({
      ports: portsFrom(portBase),
      env: { DATA_DIR: dataDir, ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password, LOG_LEVEL: 'warn' },
    });
    try {
      await run(
        'pnpm',
        [
          '--filter',
          '@portfolio/host',
          'exec',
          'vitest',
          'bench',
          '--run',
          '--project',
          'server',
          'server/ssr/render-process.bench.ts',
          '--outputJson',
          results,
        ],
        {
          env: {
            ...process.env,
            BENCH_MANIFEST_URL: stack.urls.publicRemote,
            BENCH_API_URL: stack.urls.api,
            BENCH_MEMORY_FILE: memoryFile,
          },
        },
      );
      const groups = JSON.parse(readFileSync(results, 'utf8')).files.flatMap((file) => file.groups);
      const memory = JSON.parse(readFileSync(memoryFile, 'utf8'));
      /** Per round, the statistic of each side; shown: the median round by ratio, with every round's ratio. */
      const row = (label, group, statistic) => {
        const rounds = groups
          .filter((each) => each.fullName.includes(`${group}, round`))
          .map((each) => {
            const [confined, unconfined] = ['confined', 'unconfined'].map(
              (name) => each.benchmarks.find((benchmark) => benchmark.name === name)[statistic],
            );
            return { confined, unconfined, ratio: confined / unconfined };
          });
        const middle = [...rounds].sort((a, b) => a.ratio - b.ratio)[Math.floor(rounds.length / 2)];
        return [
          label,
          ms(middle.confined),
          ms(middle.unconfined),
          `${middle.ratio.toFixed(2)}× (${rounds.map((round) => round.ratio.toFixed(2)).join(' / ')})`,
        ];
      };
      const rows = [
        row(
          'start: fork, load the release, stop (median of 4)',
          'start: fork, load the release, stop',
          'median',
        ),
        row('render `/` with the live data (median of 3 s)', 'render / with the live data', 'median'),
        row('render `/`, p99', 'render / with the live data', 'p99'),
        [
          'resident memory, loaded and after one render',
          `${memory.confinedMiB.toFixed(0)} MiB`,
          `${memory.unconfinedMiB.toFixed(0)} MiB`,
          `${(memory.confinedMiB / memory.unconfinedMiB).toFixed(2)}×`,
        ],
      ];
      return [
        "The public remote's release of this build, in the built render worker (`host/dist/server/render-worker.js`), " +
          'as the host server starts it ("confined": the permission model with its read and write lists, the module ' +
          'hooks on their thread, `nobody` when run by root) and as it was started before issue 38 ("unconfined": the ' +
          "host's user and file system; the worker's own guards, the hooks and the connection gate, run in both). " +
          'Both in the same run, in 3 rounds of pairs, each side first in turn; each row shows its median round by the ' +
          "ratio, with every round's ratio in brackets. The renders are of `/` with the stack's seeded data, one at a " +
          'time. The module hooks run on a thread of their own in both (about 10 MiB of the memory).',

        '',
        '| measure | confined | unconfined | confined ÷ unconfined |',
        '|---|---:|---:|---:|',
        ...rows.map((row) => `| ${row.join(' | ')} |`),
      ].join('\n');
    } finally {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
};
