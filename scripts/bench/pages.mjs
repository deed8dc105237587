// The page section of `pnpm bench`: first what serving the server-rendered pages costs the host server (each
// beside the same bytes from a bare server in memory, page-throughput.mjs), then the production build in
// Chromium, each page beside the host's bare shell measured in the same run: JS and CSS bytes by origin, and the
// time until the page shows its content. BENCH_PAGES_ONLY=throughput or BENCH_PAGES_ONLY=loads runs one part.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { portsFrom, startStack } from '../stack.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';
import { pageThroughput } from './page-throughput.mjs';

const only = process.env.BENCH_PAGES_ONLY;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** JS and CSS bytes a page downloads, split by origin, and the time until `ready` is visible. */
async function pageLoad(browser, url, ready, prepare) {
  const context = await browser.newContext();
  const page = await context.newPage();
  if (prepare) await prepare(page);
  const bytes = new Map();
  page.on('response', async (response) => {
    const { origin, pathname } = new URL(response.url());
    if (!/\.(js|css)$/.test(pathname)) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    bytes.set(origin, (bytes.get(origin) ?? 0) + body.length);
  });
  const start = performance.now();
  await page.goto(url);
  await page.locator(ready).first().waitFor();
  const ms = performance.now() - start;
  await page.waitForLoadState('networkidle');
  await context.close();
  return { ms, bytes };
}

export default {
  name: 'pages',
  title: 'Pages: serving them, and loading them',
  build: ['pnpm', ['build']],

  async run({ portBase }) {
    const ports = portsFrom(portBase);
    const dataDir = mkdtempSync(join(tmpdir(), 'portfolio-bench-pages-'));
    const owner = { email: 'owner@bench.test', password: randomBytes(12).toString('base64url') };
    const stack = await startStack({
      ports,
      env: { DATA_DIR: dataDir, ADMIN_EMAIL: owner.email, ADMIN_PASSWORD: owner.password, LOG_LEVEL: 'warn' },
    });
    const rows = [];
    let throughput = '';
    try {
      if (!only || only === 'throughput') {
        const owner = await (await fetch(`${stack.urls.api}/api/v1/users/1`)).json();
        const project = owner.projects[0]?.slug;
        throughput = await pageThroughput({
          site: stack.urls.site,
          hostPid: stack.children.host.pid,
          ceilingPort: portBase + 10,
          paths: ['/', '/projects', ...(project ? [`/projects/${project}`] : []), '/?tech=react'],
          work: dataDir,
        });
        console.log(throughput);
      }
      if (only === 'throughput') return throughput;
      const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
      const remotes = await (await fetch(`${stack.urls.site}/remotes.json`)).json();
      const originName = new Map([
        [stack.urls.site, 'host'],
        [new URL(remotes.publicRemote).origin, 'public'],
        [new URL(remotes.adminRemote).origin, 'admin'],
      ]);
      const describeBytes = (bytes) =>
        [...bytes]
          .map(([origin, n]) => `${originName.get(origin) ?? origin} ${(n / 1024).toFixed(0)} kB`)
          .join(', ');

      // Baseline: the host alone rendering its shell (the 404 page needs no remote).
      const shellTimes = [];
      const homeTimes = [];
      let homeBytes;
      for (let i = 0; i < 5; i += 1) {
        shellTimes.push((await pageLoad(browser, `${stack.urls.site}/no-such-page`, 'h1')).ms);
        const home = await pageLoad(browser, `${stack.urls.site}/`, '#about h1, h1');
        homeTimes.push(home.ms);
        homeBytes = home.bytes;
      }
      rows.push([
        'Shell only, first render (baseline)',
        `${median(shellTimes).toFixed(0)} ms`,
        'median of 5, cold cache',
      ]);
      rows.push([
        'Home page, owner name visible',
        `${median(homeTimes).toFixed(0)} ms`,
        `${(median(homeTimes) / median(shellTimes)).toFixed(1)}× baseline; JS+CSS ${describeBytes(homeBytes)}`,
      ]);

      // Signed in as the site does it: the refresh cookie in the browser, through the site's /api.
      const admin = await pageLoad(browser, `${stack.urls.site}/admin/projects`, 'table', async (page) => {
        const signedIn = await page.request.post(`${stack.urls.site}/api/v1/auth/login`, { data: owner });
        if (!signedIn.ok()) throw new Error(`sign-in answered ${signedIn.status()}`);
      });
      rows.push([
        'Admin projects list visible',
        `${admin.ms.toFixed(0)} ms`,
        `JS+CSS ${describeBytes(admin.bytes)}`,
      ]);
      await browser.close();
    } finally {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    for (const [name, value, note] of rows) console.log(`  ${name}  ${value}  ${note}`);
    const loads = [
      '| page | time | notes |',
      '|---|---:|---|',
      ...rows.map((row) => `| ${row.join(' | ')} |`),
    ];
    return [throughput, loads.join('\n')].filter(Boolean).join('\n\n');
  },
};
