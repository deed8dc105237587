// `pnpm reliability redeploy`: what visitors see while a team ships the public remote. Two host servers (as two
// machines behind a balancer) serve `/` to visitors who never stop asking, while the remote is published (a real
// build), promoted, rolled back, and then promoted through `--deploys` more releases. Prints how long `/` was
// without a remote, how many answers fell back to the browser, how long each host server took to serve the new
// release, and how much server code the host servers hold at the end.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ReleaseClient } from '../release-client.mjs';
import { run } from '../run.mjs';
import { portsFrom, ROOT, startStack } from '../stack.mjs';

const VISITORS_PER_HOST = 4;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** One visitor's answers: when, from which host server, and what it held. */
async function visit(host, until, answers) {
  while (!until.done) {
    const at = performance.now();
    try {
      const response = await fetch(`${host}/`, { signal: AbortSignal.timeout(10_000) });
      const html = await response.text();
      const config = /<script type="application\/json" id="remotes-config">([^<]*)<\/script>/.exec(html)?.[1];
      const remote = config ? JSON.parse(config).publicRemote : undefined;
      answers.push({
        at,
        host,
        ms: performance.now() - at,
        status: response.status,
        release: remote ? /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(remote)?.[1] : undefined,
        // Rendered on the server: the root element holds the page.
        rendered: /<div id="root"><(?!\/div>)/.test(html),
      });
    } catch (error) {
      answers.push({ at, host, ms: performance.now() - at, status: 0, error: error.message });
    }
  }
}

/** The longest stretch between two answers that had a remote, in seconds, and the sum of such stretches. */
function withoutRemote(answers) {
  const sorted = [...answers].sort((a, b) => a.at - b.at);
  let longest = 0;
  let total = 0;
  let lastGood;
  let badSince;
  for (const answer of sorted) {
    const good = answer.status === 200 && answer.release;
    if (!good && badSince === undefined) badSince = lastGood ?? answer.at;
    if (good) {
      if (badSince !== undefined) {
        const gap = answer.at - badSince;
        longest = Math.max(longest, gap);
        total += gap;
        badSince = undefined;
      }
      lastGood = answer.at;
    }
  }
  return { longest: longest / 1000, total: total / 1000 };
}

/** How long after `since` each host server answered `version` to every visitor from then on. */
function switchTimes(answers, hosts, since, version) {
  return hosts.map((host) => {
    const after = answers
      .filter((answer) => answer.host === host && answer.at >= since)
      .sort((a, b) => a.at - b.at);
    const lastOld = after.findLastIndex((answer) => answer.release !== version);
    const first = after[lastOld + 1];
    return first ? (first.at - since) / 1000 : Number.NaN;
  });
}

/** The render processes the host servers `parents` started: their process ids. */
async function renderProcesses(parents) {
  const found = [];
  for (const pid of await readdir('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
    const parent = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]);
    const cmdline = await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
    if (parents.includes(parent) && cmdline.includes('render-worker.js')) found.push(pid);
  }
  return found;
}

/**
 * The server code on disk: every render process's folder (`<host server pid>-<n>`, where the release's code is
 * written), removed when its process stops: what is there is the running processes' and any leak.
 */
async function ssrCache() {
  const root = join(ROOT, 'host', 'node_modules', '.ssr-cache');
  let files = 0;
  let bytes = 0;
  for (const folder of await readdir(root).catch(() => []))
    for (const entry of await readdir(join(root, folder), { recursive: true })) {
      const info = await stat(join(root, folder, entry)).catch(() => undefined);
      if (info?.isFile()) {
        files += 1;
        bytes += info.size;
      }
    }
  return { files, mb: bytes / 2 ** 20 };
}

function startSecondHost(port, stack) {
  const origin = (p) => `http://localhost:${p}`;
  const child = spawn(process.execPath, [join('dist', 'server', 'main.js')], {
    cwd: join(ROOT, 'host'),
    env: {
      ...process.env,
      HOST: 'localhost',
      PORT: String(port),
      LOG_LEVEL: 'error',
      API_URL: stack.urls.api,
      RELEASES_SECRET: stack.releasesSecret,
      PREVIEW_SECRET: stack.previewSecret,
      PAGE_VIEW_SECRET: stack.pageViewSecret,
      PUBLIC_URL: stack.urls.site,
      PUBLIC_REMOTE_URL: stack.urls.publicRemote,
      ADMIN_REMOTE_URL: stack.urls.adminRemote,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { url: origin(port), child };
}

export default {
  name: 'redeploy',
  title: 'Redeploying a remote',
  async run({ portBase, deploys }) {
    const ports = portsFrom(portBase);
    const dataDir = await mkdtemp(join(tmpdir(), 'portfolio-redeploy-'));
    const stack = await startStack({
      ports,
      env: { DATA_DIR: dataDir, ADMIN_PASSWORD: randomBytes(12).toString('base64url'), LOG_LEVEL: 'error' },
    });
    const second = startSecondHost(portBase + 10, stack);
    const hosts = [stack.urls.site, second.url];
    const client = new ReleaseClient(stack.urls.site, stack.deployKeys.publicRemote);
    const answers = [];
    const until = { done: false };
    const events = [];
    try {
      while (
        !(await fetch(`${second.url}/remotes.json`).then(
          (r) => r.ok,
          () => false,
        ))
      )
        await sleep(200);
      const v1 = (await client.status('publicRemote')).live.version;
      const visitors = hosts.flatMap((host) =>
        Array.from({ length: VISITORS_PER_HOST }, () => visit(host, until, answers)),
      );
      await sleep(2000);

      // A real publish: the remote built again, its release put beside the live one and registered.
      const published = performance.now();
      await run('pnpm', ['--filter', '@portfolio/public-remote', 'build'], {
        env: { ...process.env, RELEASE_VERSION: `bench-${Date.now()}` },
      });
      const { version: v2 } = JSON.parse(
        await readFile(join(ROOT, 'public-remote', 'dist', 'last-build.json'), 'utf8'),
      );
      const manifestUrl = (version) =>
        `http://localhost:${ports.publicRemote}/releases/${version}/mf-manifest.json`;
      await client.register('publicRemote', v2, manifestUrl(v2));
      events.push({ name: 'publish (build and register)', seconds: (performance.now() - published) / 1000 });

      const switchTo = async (name, version, expectedLive) => {
        const asked = performance.now();
        await client.promote('publicRemote', version, { expectedLive });
        const answered = performance.now();
        while (switchTimes(answers, hosts, answered, version).some(Number.isNaN)) await sleep(100);
        await sleep(1000);
        events.push({
          name,
          answer: (answered - asked) / 1000,
          hosts: switchTimes(answers, hosts, answered, version),
        });
      };
      await switchTo('promote', v2, v1);
      await switchTo('rollback', v1, v2);

      // Many deploys: the same build under new names, each registered (checked) and promoted in turn.
      const folder = join(ROOT, 'public-remote', 'dist', 'releases');
      let live = v1;
      const manyStarted = performance.now();
      for (let index = 1; index <= deploys; index += 1) {
        const version = `${v2}-again-${index}`;
        await cp(join(folder, v2), join(folder, version), { recursive: true });
        await client.register('publicRemote', version, manifestUrl(version));
        await client.promote('publicRemote', version, { expectedLive: live });
        live = version;
      }
      const manySeconds = (performance.now() - manyStarted) / 1000;
      // Past the grace period a release no longer needed keeps running for renders already under way.
      await sleep(deploys > 0 ? 35_000 : 0);
      const processes = await renderProcesses([stack.children.host.pid, second.child.pid]);
      const cache = await ssrCache();
      until.done = true;
      await Promise.all(visitors);
      for (let index = 1; index <= deploys; index += 1)
        await rm(join(folder, `${v2}-again-${index}`), { recursive: true, force: true });

      const gap = withoutRemote(answers);
      const fallbacks = answers.filter(
        (answer) => answer.status === 200 && answer.release && !answer.rendered,
      ).length;
      const failed = answers.filter((answer) => answer.status !== 200).length;
      const slowest = [...answers].sort((a, b) => b.ms - a.ms)[Math.floor(answers.length / 100)]?.ms ?? 0;
      const lines = [
        `${hosts.length} host servers, ${VISITORS_PER_HOST} visitors each asking for \`/\` without pause: ${answers.length} answers, ${failed} not 200, p99 ${slowest.toFixed(0)} ms.`,
        '',
        '| figure | goal | measured |',
        '|---|---|---|',
        `| seconds without a remote (longest gap; all gaps) | 0 | ${gap.longest.toFixed(2)} s; ${gap.total.toFixed(2)} s |`,
        `| answers rendered in the browser instead (fallback) | 0 | ${fallbacks} |`,
        ...events
          .filter((event) => event.hosts)
          .map(
            (event) =>
              `| ${event.name}: until every host server serves it (each) | ≤ 2 s | ${Math.max(...event.hosts).toFixed(2)} s (${event.hosts.map((s) => s.toFixed(2)).join(' s, ')} s; the answer took ${event.answer.toFixed(2)} s) |`,
          ),
        ...events
          .filter((event) => event.seconds)
          .map((event) => `| ${event.name} | — | ${event.seconds.toFixed(1)} s |`),
        `| after ${deploys} more deploys (${manySeconds.toFixed(0)} s): their server code on disk | bounded | ${cache.files} files, ${cache.mb.toFixed(1)} MB |`,
        `| after ${deploys} more deploys: render processes of both host servers | bounded | ${processes.length} |`,
      ];
      return lines.join('\n');
    } finally {
      until.done = true;
      second.child.kill('SIGTERM');
      await stack.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};
