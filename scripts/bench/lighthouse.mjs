/* global document -- page.evaluate() runs in the browser */
// The Lighthouse section of `pnpm bench`: `/` and a project page (`/projects/<slug>`, the first visible project)
// of the production stack, audited by Lighthouse 12 (its default mobile preset: a phone's screen, simulated slow
// 4G and a 4× slower CPU) in Debian's Chromium, 3 runs, the median of each figure. Beside each, measured in the
// same run, the same page as static HTML: what it showed once it had settled (its rendered HTML with the CSS
// inlined and the scripts removed), served by a bare static server. Its LCP is the floor for that page's content
// and images; the ratio says what the scripts cost. The pages take turns, and each run's blocking time is also
// counted by main-thread CPU (./main-thread.mjs).
// Only the stack's returned URLs are used, so it works whatever server `startStack` puts in front of the host.
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { portsFrom, startStack } from '../stack.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';
import { mainThreadBlocking } from './main-thread.mjs';

const RUNS = 3;
// Set it to a folder to keep every run's full Lighthouse report (JSON) for reading what a figure is made of.
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
// Lighthouse's default mobile viewport, so the captured page is the one Lighthouse will see.
const MOBILE_VIEWPORT = { width: 412, height: 823 };

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The page at `path` as a visitor sees it once it has settled, without its scripts: the HTML and the text of every
 * stylesheet (fetched, since the remotes' sheets come from other origins), with a <base> so images load from the
 * site.
 */
async function captureStaticPage(siteUrl, path) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage({ viewport: MOBILE_VIEWPORT });
    await page.goto(`${siteUrl}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.waitForLoadState('networkidle');
    const { html, stylesheets } = await page.evaluate(() => {
      const links = [...document.querySelectorAll('link[rel="stylesheet"]')];
      // A disabled link only marks a sheet the page already carries inline: its CSS is in the HTML once.
      const hrefs = links.filter((link) => !link.disabled).map((link) => link.href);
      for (const element of [...links, ...document.querySelectorAll('script, link[rel="modulepreload"]')])
        element.remove();
      return { html: document.documentElement.outerHTML, stylesheets: hrefs };
    });
    const css = await Promise.all(stylesheets.map(async (href) => (await fetch(href)).text()));
    const head = `<base href="${siteUrl}/"><style>${css.join('\n')}</style>`;
    return `<!doctype html>\n${html.replace('<head>', `<head>${head}`)}`;
  } finally {
    await browser.close();
  }
}

/** Serves `html` at every path, as a static host would serve a prerendered page. */
async function serveStatic(html, port) {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' });
    response.end(html);
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `http://localhost:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** One Lighthouse run in a fresh Chromium (a cold cache each time). */
async function audit(url, reportName) {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    const { lhr, artifacts } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (REPORT_DIR) {
      mkdirSync(REPORT_DIR, { recursive: true });
      writeFileSync(join(REPORT_DIR, `${reportName}.json`), JSON.stringify(lhr));
    }
    // On a loaded machine a run now and then ends without a figure (a timeout, no LCP): it is taken again.
    const lcp = lhr.audits['largest-contentful-paint'];
    if (lhr.runtimeError || lcp.numericValue === undefined)
      throw new Error(`no figures for ${url}: ${lhr.runtimeError?.message ?? lcp.errorMessage ?? 'no LCP'}`);
    const requests = lhr.audits['network-requests']?.details?.items ?? [];
    const scripts = requests.filter((item) => item.resourceType === 'Script');
    const slowdown = lhr.configSettings.throttling.cpuSlowdownMultiplier;
    return {
      scores: Object.fromEntries(CATEGORIES.map((id) => [id, Math.round(lhr.categories[id].score * 100)])),
      lcp: lcp.numericValue,
      tbt: lhr.audits['total-blocking-time'].numericValue,
      mainThread: mainThreadBlocking(artifacts.Trace, artifacts.URL.mainDocumentUrl, slowdown),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      cls: lhr.audits['cumulative-layout-shift'].numericValue,
      bytes: lhr.audits['total-byte-weight'].numericValue,
      jsBytes: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
      jsFiles: scripts.length,
    };
  } finally {
    await chrome.kill();
  }
}

/** `audit`, taken up to three times when a run ends without figures. */
async function auditAgainIfNeeded(url, reportName) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await audit(url, reportName);
    } catch (error) {
      if (attempt === 3) throw error;
      console.log(`  ${reportName}: ${error.message}; once more`);
    }
  }
}

/**
 * `RUNS` runs of each page, taken in turn (one page, the other, the first again…), so that both meet the machine
 * in the same state; on a shared machine its speed moves a lot within minutes. The median of each figure.
 */
async function auditInTurn(pages) {
  const runs = new Map(pages.map(({ name }) => [name, []]));
  for (let i = 0; i < RUNS; i += 1) {
    for (const { name, url } of pages) {
      const run = await auditAgainIfNeeded(url, `${name.replaceAll(' ', '-')}-${i + 1}`);
      runs.get(name).push(run);
      console.log(
        `  ${name} run ${i + 1}: LCP ${run.lcp.toFixed(0)} ms, TBT ${run.tbt.toFixed(0)} ms` +
          ` (by main-thread CPU ${run.mainThread.byCpu.toFixed(0)} ms), benchmark index ${run.benchmarkIndex.toFixed(0)}`,
      );
    }
  }
  return new Map([...runs].map(([name, pageRuns]) => [name, summarize(pageRuns)]));
}

function summarize(runs) {
  const pick = (get) => median(runs.map(get));
  return {
    runs,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, pick((run) => run.scores[id])])),
    lcp: pick((run) => run.lcp),
    tbt: pick((run) => run.tbt),
    cls: pick((run) => run.cls),
    bytes: pick((run) => run.bytes),
    jsBytes: pick((run) => run.jsBytes),
    jsFiles: pick((run) => run.jsFiles),
  };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(0)} KiB`;

function row(name, result, baseline) {
  const ratio = baseline ? `${(result.lcp / baseline.lcp).toFixed(2)}×` : '1 (baseline)';
  return [
    name,
    ...CATEGORIES.map((id) => result.scores[id]),
    `${(result.lcp / 1000).toFixed(2)} s`,
    ratio,
    `${result.tbt.toFixed(0)} ms`,
    result.cls.toFixed(3),
    kib(result.bytes),
    `${kib(result.jsBytes)} in ${result.jsFiles} files`,
  ];
}

/** One table row per run, the pages' runs interleaved as they were taken. */
function runRows(pages) {
  const rows = [];
  for (let i = 0; i < RUNS; i += 1) {
    for (const [name, { runs }] of pages) {
      const run = runs[i];
      const ms = (value) => `${value.toFixed(0)} ms`;
      rows.push(
        `| ${name} | ${i + 1} | ${run.benchmarkIndex.toFixed(0)} | ${ms(run.tbt)} | ${ms(run.mainThread.byCpu)} |` +
          ` ${ms(run.mainThread.cpu)} | ${ms(run.mainThread.longestCpu)} |`,
      );
    }
  }
  return rows;
}

export default {
  name: 'lighthouse',
  title: 'Lighthouse, mobile',
  build: ['pnpm', ['build']],

  async run({ portBase }) {
    const ports = portsFrom(portBase);
    const dataDir = mkdtempSync(join(tmpdir(), 'portfolio-bench-lighthouse-'));
    const stack = await startStack({
      ports,
      env: {
        DATA_DIR: dataDir,
        ADMIN_EMAIL: 'owner@bench.test',
        ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
        LOG_LEVEL: 'warn',
      },
    });
    let results;
    let pages;
    try {
      const site = stack.urls.site;
      const [project] = (await (await fetch(`${site}/api/v1/users/1`)).json()).projects;
      pages = [
        { path: '/', name: 'home' },
        { path: `/projects/${project.slug}`, name: 'project page' },
        { path: '/contact', name: 'contact page' },
      ];
      const baselines = [];
      try {
        for (const [index, { path }] of pages.entries())
          baselines.push(await serveStatic(await captureStaticPage(site, path), portBase + 4 + index));
        results = await auditInTurn(
          pages.flatMap(({ path, name }, index) => [
            { name, url: `${site}${path}` },
            { name: `${name} static baseline`, url: baselines[index].url },
          ]),
        );
      } finally {
        await Promise.all(baselines.map((baseline) => baseline.close()));
      }
    } finally {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    const rows = pages.flatMap(({ path, name }) => {
      const page = results.get(name);
      const baseline = results.get(`${name} static baseline`);
      return [
        row(`\`${path}\`, the site`, page, baseline),
        row(`\`${path}\` as static HTML (baseline)`, baseline),
      ];
    });
    for (const cells of rows) console.log(`  ${cells.join('  ')}`);
    return [
      `Lighthouse 12.8.2, default mobile preset (simulated slow 4G, 4× CPU slowdown), Chromium \`${CHROMIUM}\`;` +
        ` median of ${RUNS} runs each, the pages in turn, a fresh browser per run. Each page's baseline is that page` +
        ' once settled, saved as one HTML file (CSS inlined, scripts removed, images from the site) and served by a' +
        " bare Node server; the project page is the first visible project's, the contact page its empty form." +
        ' Bytes are as transferred: compressed only where the server compresses.',
      '',
      '| page | perf | a11y | best practices | SEO | LCP | LCP ÷ baseline | TBT | CLS | transferred | JS |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows.map((cells) => `| ${cells.join(' | ')} |`),
      '',
      'Run by run, in the order taken. Lighthouse times each main-thread task by the wall clock; "by CPU" is the' +
        " same sum over each task's own CPU time (from Lighthouse's trace, first paint to the trace's end), the" +
        " blocking time if the page had a core whenever it had work. The benchmark index is Lighthouse's measure" +
        ' of the CPU at the start of each run (its docs expect 1,000-2,000 from a desktop).',
      '',
      '| page | run | benchmark index | TBT | TBT by CPU | main-thread CPU after first paint | longest task, CPU |',
      '|---|---:|---:|---:|---:|---:|---:|',
      ...runRows([...results]),
    ].join('\n');
  },
};
