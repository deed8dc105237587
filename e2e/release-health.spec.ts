import { expect, test, type APIRequestContext } from '@playwright/test';
import { ownerToken } from './admin';
import { hydrateIsland, waitForPageStart } from './support';

/**
 * Release health end to end, in real Chromium on the stack: a page carries its page-view token, its reporter
 * sends the view (and, after an interaction, web vitals) with sendBeacon, and the API counts it for the public
 * remote's live release, with no cookie set for it.
 */
test.describe.configure({ timeout: 120_000 });

/** What the spec reads of `GET /releases/{remote}/health`. */
interface RemoteHealth {
  releases: { version: string; views: number; vitals: { LCP: { samples: number } } }[];
}

async function publicHealth(request: APIRequestContext, token: string) {
  const answer = await request.get('/api/v1/releases/publicRemote/health?minutes=10', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as RemoteHealth;
}

test("a visit is counted for the public remote's live release, with its vitals, and sets no cookie", async ({
  page,
  request,
  context,
}) => {
  const token = await ownerToken(request);
  const live = ((await (await request.get('/remotes.json')).json()) as { publicRemote: string }).publicRemote;
  const version = /\/releases\/([^/]+)\/mf-manifest\.json$/.exec(live)?.[1] ?? '';
  const viewsOf = async () =>
    (await publicHealth(request, token)).releases.find((release) => release.version === version);
  const before = (await viewsOf())?.views ?? 0;

  const beacons: string[] = [];
  const requested: string[] = [];
  page.on('request', (sent) => {
    requested.push(sent.url());
    if (sent.url().endsWith('/api/v1/events')) beacons.push(sent.postData() ?? '');
  });
  const answer = await page.goto('/');
  await waitForPageStart(page);
  // The page's token is on its answer (Server-Timing), never in its bytes, which are the same for everyone.
  const meta = /^pv;desc="([^"]+)"$/.exec(answer!.headers()['server-timing'] ?? '')?.[1];
  expect(meta).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
  expect(await answer!.text()).not.toContain(meta!);
  await hydrateIsland(page, 'technologies');
  // The first interaction brings web-vitals, when the browser is idle (never before); FCP and TTFB are final
  // at once.
  expect(requested.filter((url) => url.includes('/assets/vitals-'))).toEqual([]);
  const vitalsLoaded = page.waitForRequest(/\/assets\/vitals-[\w-]+\.js$/);
  await page.mouse.click(5, 5);
  await vitalsLoaded;
  await expect.poll(() => beacons.some((body) => body.includes('"name":"FCP"'))).toBe(true);
  // Leaving the page sends what waits (LCP, CLS and INP are final when the page is hidden): a beacon of a page
  // being left is not always seen here, so the API's counts say it arrived.
  await page.goto('/login');
  expect(JSON.parse(beacons[0]!)).toEqual({ pageView: meta, events: [{ type: 'view' }] });

  await expect.poll(async () => (await viewsOf())?.views ?? 0, { timeout: 15_000 }).toBeGreaterThan(before);
  await expect
    .poll(async () => (await viewsOf())?.vitals.LCP.samples ?? 0, { timeout: 15_000 })
    .toBeGreaterThan(0);
  expect(await context.cookies()).toEqual([]);
});
