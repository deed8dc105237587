import { expect, type Page, test } from '@playwright/test';
import { hydrateIsland, waitForPageStart } from './support';

/**
 * The server-rendered pages kept finished and compressed (host/server/page-cache): the same bytes for every
 * visitor, a CSP by hash that lets exactly the build's inline scripts run, an entity tag and 304, and the
 * page-view token in a header of each answer.
 */

const tokenOf = (serverTiming: string | undefined) => /^pv;desc="([^"]+)"$/.exec(serverTiming ?? '')?.[1];

async function firstProjectPath(page: Page) {
  const owner = (await (await page.request.get('/api/v1/users/1')).json()) as {
    projects: { slug: string }[];
  };
  return `/projects/${owner.projects[0]!.slug}`;
}

/** Every CSP violation the page reports, and every console line about one. */
function cspViolations(page: Page) {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Whether an inline script the page's policy does not list runs when added to the page. */
const inlineScriptRuns = (page: Page) =>
  page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'document.documentElement.dataset.unlisted = "ran"';
    document.head.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return document.documentElement.dataset.unlisted === 'ran';
  });

test('each page runs under a CSP by hash, with no nonce, and no inline script is refused', async ({
  page,
}) => {
  const violations = cspViolations(page);
  for (const path of ['/', '/projects', await firstProjectPath(page), '/?tech=react']) {
    const answer = await page.goto(path);
    const csp = answer!.headers()['content-security-policy'] ?? '';
    expect(csp, path).toMatch(/script-src [^;]*'sha256-/);
    expect(csp, path).not.toContain('nonce');
    expect(await answer!.text(), path).not.toContain('nonce=');
    // The page-start script ran (allowed by its hash) and its reporter found the page's token in the header.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.dataset.reporting), { message: path })
      .toBe('1');
  }
  await page.goto('/');
  await waitForPageStart(page);
  await hydrateIsland(page, 'technologies');
  expect(violations).toEqual([]);
});

test("a browser reloading a page gets 304 without the page's headers, and its copy keeps its CSP and runs", async ({
  page,
}) => {
  await page.goto('/');
  // The control: under the page's policy, an inline script added by hand does not run.
  expect(await inlineScriptRuns(page)).toBe(false);
  const violations = cspViolations(page);
  const revalidations: Record<string, string>[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== '/') return;
    if (!(await response.request().allHeaders())['if-none-match']) return;
    // Chromium reports the copy it revalidated (200); the headers are those that came over the wire.
    revalidations.push(await response.allHeaders());
  });
  // A reload revalidates the document (`no-cache`): If-None-Match with the copy's tag, answered 304.
  await page.reload();
  expect(revalidations).toHaveLength(1);
  const [notModified] = revalidations;
  expect(notModified!['etag']).toMatch(/^"[\w-]+"$/);
  expect(notModified!['content-type']).toBeUndefined();
  expect(notModified!['content-security-policy']).toBeUndefined();
  expect(tokenOf(notModified!['server-timing'])).toMatch(/^v1\./);
  // The page-start script ran (its hash in the kept policy) and found the 304's token.
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.reporting)).toBe('1');
  // The copy's policy is in force: the public remote's code runs (its origin is named), an unlisted script not.
  await waitForPageStart(page);
  await hydrateIsland(page, 'technologies');
  expect(violations).toEqual([]);
  expect(await inlineScriptRuns(page)).toBe(false);
});

test('an inline script whose hash the CSP does not list is blocked, and the page still starts', async ({
  page,
}) => {
  // The page as sent, with one more inline script: its headers (the CSP) unchanged.
  await page.route('**/', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace('</body>', '<script>window.__unlisted = 1</script></body>');
    await route.fulfill({ response, body: html });
  });
  const violations = cspViolations(page);
  await page.goto('/');
  await waitForPageStart(page);
  expect(
    await page.evaluate(() => (window as unknown as { __unlisted?: number }).__unlisted),
  ).toBeUndefined();
  expect(violations.length).toBeGreaterThan(0);
});

test('a page is the same bytes for every visitor, with its own page-view token; a browser coming back gets 304', async ({
  request,
}) => {
  for (const path of ['/', '/projects', '/?tech=react']) {
    const first = await request.get(path);
    const second = await request.get(path);
    expect(await second.text(), path).toBe(await first.text());
    const etag = second.headers()['etag'];
    expect(etag, path).toMatch(/^"[\w-]+"$/);
    expect(second.headers()['vary'], path).toBe('Accept-Encoding');
    expect(second.headers()['cache-control'], path).toBe('no-cache');
    expect(second.headers()['x-page-cache'], path).toBe('HIT');
    const tokens = [first, second].map((answer) => tokenOf(answer.headers()['server-timing']));
    expect(tokens[0], path).toMatch(/^v1\./);
    expect(tokens[1], path).not.toBe(tokens[0]);

    const back = await request.get(path, { headers: { 'if-none-match': etag! } });
    expect(back.status(), path).toBe(304);
    expect((await back.body()).length, path).toBe(0);
    expect(back.headers()['etag'], path).toBe(etag);
    // A page view is a page view: the 304 carries a token of its own.
    const again = tokenOf(back.headers()['server-timing']);
    expect(again, path).toMatch(/^v1\./);
    expect(tokens).not.toContain(again);
  }
  // Another page's tag is not this page's.
  const home = (await request.get('/')).headers()['etag']!;
  expect((await request.get('/projects', { headers: { 'if-none-match': home } })).status()).toBe(200);
});

test('a revalidation answered before Fastify (host/server/page-cache/revalidation-lane.ts) has the headers Fastify gives it', async ({
  request,
}) => {
  for (const path of ['/', '/projects', '/?tech=react']) {
    const etag = (await request.get(path, { headers: { 'accept-encoding': 'gzip' } })).headers()['etag']!;
    const headers = { 'accept-encoding': 'gzip', 'if-none-match': etag };
    // A cookie that may choose releases always goes through Fastify (nothing rolls out: the page is the same).
    const routed = await request.get(path, {
      headers: { ...headers, cookie: 'pf-rollout=e2e-revalidation-lane' },
    });
    // The first without one is kept for the lane (if it was not already); the next is the lane's.
    const answers = [routed, await request.get(path, { headers }), await request.get(path, { headers })];
    const tokens = answers.map((answer) => tokenOf(answer.headers()['server-timing']));
    expect(new Set(tokens).size, path).toBe(3);
    const [fromFastify, ...others] = answers.map((answer) => {
      expect(answer.status(), path).toBe(304);
      const { date, 'server-timing': timing, ...rest } = answer.headers();
      expect(date && timing, path).toBeTruthy();
      return rest;
    });
    for (const other of others) expect(other, path).toEqual(fromFastify);
  }
});

test('brotli and gzip browsers each get the page in their coding, the brotli one made once', async ({
  request,
}) => {
  await request.get('/');
  const gzip = await request.get('/', { headers: { 'accept-encoding': 'gzip' } });
  expect(gzip.headers()['content-encoding']).toBe('gzip');
  // Quality 11 is made in the background after the first view: brotli browsers get gzip until it is ready.
  await expect
    .poll(
      async () =>
        (await request.get('/', { headers: { 'accept-encoding': 'gzip, br' } })).headers()[
          'content-encoding'
        ],
      {
        timeout: 15_000,
      },
    )
    .toBe('br');
  const br = await request.get('/', { headers: { 'accept-encoding': 'gzip, br' } });
  expect(await br.text()).toBe(await gzip.text());
});
