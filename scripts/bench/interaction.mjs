/* global window -- page.evaluate() runs in the browser */
// The interaction section of `pnpm bench`: how long a visitor waits for the page to answer a click on `/`, on a
// phone-sized screen with the CPU slowed 4× (DevTools' throttling, CDP Emulation.setCPUThrottlingRate). A
// Lighthouse navigation report has no INP; this flow takes its place. Each run is a fresh browser context:
//   - the theme toggle, clicked once the page has loaded (the page's inline script answers it);
//   - a technology of the stack, clicked once the page has loaded, as a visitor does: Playwright scrolls it into
//     view, moves the pointer onto it and clicks at once, so the click may come before its island is hydrated
//     (it is then a link: the figure is the click to the next page's first paint) or after (the projects are
//     filtered in place);
//   - a technology clicked once the stack's island is hydrated (filtered in place).
// "Input to next paint" is the Event Timing API's duration for the click's interaction (what INP is made of;
// entries under 16 ms are not reported, shown as "< 16"), or, for a click that loads the next page, the time from
// the click to that page's first contentful paint.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { portsFrom, startStack } from '../stack.mjs';
import { CHROMIUM, CHROMIUM_FLAGS } from './chromium.mjs';

const RUNS = 3;
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 412, height: 823 };
/** INP's "good" threshold (web.dev/articles/inp). */
const GOOD_MS = 200;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Records every Event Timing entry that belongs to an interaction, from the start of each document. */
function recordInteractions() {
  window.interactionDurations = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        window.interactionDurations.push({ id: entry.interactionId, ms: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** The longest interaction recorded in the page so far, in ms: 0 when none lasted 16 ms. */
const longestInteraction = (page) =>
  page.evaluate(() => Math.max(0, ...window.interactionDurations.map((entry) => entry.ms)));

async function freshPage(browser) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.addInitScript(recordInteractions);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, close: () => context.close() };
}

/** Loads `/` and lets it settle, as a visitor who has just arrived. */
async function openHome(page, site) {
  await page.goto(`${site}/`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

async function themeToggle(browser, site) {
  const { page, close } = await freshPage(browser);
  try {
    await openHome(page, site);
    await page.getByRole('button', { name: 'Toggle theme' }).click();
    await page.waitForTimeout(500);
    return { ms: await longestInteraction(page), how: 'in place' };
  } finally {
    await close();
  }
}

async function technologyOnArrival(browser, site) {
  const { page, close } = await freshPage(browser);
  try {
    await openHome(page, site);
    const stack = page.locator('[data-island="technologies"]');
    const link = stack.getByRole('link', { name: 'Docker', exact: true });
    const documentBefore = await page.evaluate(() => performance.timeOrigin);
    const clickedAt = Date.now();
    await link.click();
    await page.waitForURL(/\?tech=docker/);
    await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
    await page.waitForTimeout(500);
    const after = await page.evaluate(() => ({
      origin: performance.timeOrigin,
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
    }));
    if (after.origin !== documentBefore)
      return { ms: after.origin + after.firstPaint - clickedAt, how: 'next page' };
    return { ms: await longestInteraction(page), how: 'in place' };
  } finally {
    await close();
  }
}

async function technologyHydrated(browser, site) {
  const { page, close } = await freshPage(browser);
  try {
    await openHome(page, site);
    const stack = page.locator('[data-island="technologies"]');
    await stack.scrollIntoViewIfNeeded();
    await page.locator('[data-island="technologies"][data-island-hydrated]').waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    await page.evaluate(() => (window.interactionDurations.length = 0));
    await stack.getByRole('link', { name: 'Docker', exact: true }).click();
    await page.waitForURL(/\?tech=docker/);
    await page.waitForTimeout(500);
    return { ms: await longestInteraction(page), how: 'in place' };
  } finally {
    await close();
  }
}

const FLOWS = [
  { name: 'the theme toggle, once loaded', measure: themeToggle },
  {
    name: 'a technology, once loaded (scrolled to, pointed at and clicked at once)',
    measure: technologyOnArrival,
  },
  { name: "a technology, once the stack's island is hydrated", measure: technologyHydrated },
];

const shown = (ms) => (ms === 0 ? '< 16 ms' : `${Math.round(ms)} ms`);

export default {
  name: 'interaction',
  title: 'Interaction on a phone (input to next paint)',
  build: ['pnpm', ['build']],

  async run({ portBase }) {
    const dataDir = mkdtempSync(join(tmpdir(), 'portfolio-bench-interaction-'));
    const stack = await startStack({
      ports: portsFrom(portBase),
      env: {
        DATA_DIR: dataDir,
        ADMIN_EMAIL: 'owner@bench.test',
        ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
        LOG_LEVEL: 'warn',
      },
    });
    const results = FLOWS.map(() => []);
    try {
      for (let run = 1; run <= RUNS; run++) {
        // A fresh browser per run, the flows in turn.
        const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });
        try {
          for (const [index, flow] of FLOWS.entries()) {
            const result = await flow.measure(browser, stack.urls.site);
            results[index].push(result);
            console.log(`  ${flow.name}, run ${run}: ${shown(result.ms)} (${result.how})`);
          }
        } finally {
          await browser.close();
        }
      }
    } finally {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
    const rows = FLOWS.map((flow, index) => {
      const runs = results[index];
      const middle = median(runs.map((result) => result.ms));
      return (
        `| ${flow.name} | ${shown(middle)} ${middle <= GOOD_MS ? '✓' : '✗'} | ` +
        `${runs.map((result) => `${shown(result.ms)} (${result.how})`).join(', ')} |`
      );
    });
    return [
      `Playwright in Chromium \`${CHROMIUM}\`, ${VIEWPORT.width} × ${VIEWPORT.height} px, CPU slowed ${CPU_SLOWDOWN}×` +
        ' (CDP `Emulation.setCPUThrottlingRate`), no network throttling; a fresh browser context per flow and run,' +
        ` ${RUNS} runs. See \`scripts/bench/interaction.mjs\` for what each figure is. Goal: at most ${GOOD_MS} ms` +
        " (INP's good).",
      '',
      '| click on `/` | input to next paint, median | runs |',
      '|---|---:|---|',
      ...rows,
    ].join('\n');
  },
};
