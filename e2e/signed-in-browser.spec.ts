import { expect, type Page, test } from '@playwright/test';
import { env, signIn, waitForPageStart } from './support';

// Whole page loads with remotes, on a machine the other checkouts' tests share: room beyond the 30 s default.
test.describe.configure({ timeout: 120_000 });

const accountLink = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true });

test('the signed-in owner reloads an admin page 30 times in a row and stays signed in', async ({
  page,
  request,
}) => {
  await signIn(page);
  // First this address spends more than the stack's per-address budget of auth attempts a minute (scripts/e2e.mjs)
  // on refreshes without a cookie, as a stranger behind the same address could: refresh has no limit per address,
  // only one per sign-in, so the owner's reloads below are not refused.
  const perAddress = Number(env('E2E_AUTH_RATE_LIMIT_PER_MINUTE'));
  for (let sent = 0; sent <= perAddress; sent += 50) {
    const statuses = await Promise.all(
      Array.from({ length: 50 }, async () =>
        (await request.post('/api/v1/auth/refresh', { headers: { 'x-portfolio-session': '1' } })).status(),
      ),
    );
    expect(new Set(statuses)).toEqual(new Set([401]));
  }

  await page.goto('/admin/tags');
  const refreshes: number[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('/api/v1/auth/refresh')) refreshes.push(response.status());
  });
  // As fast as the page loads: well within the sign-in's own limit (60 a minute), past the old one per address (10).
  for (let reload = 1; reload <= 30; reload += 1) {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Tags' }), `reload ${reload}`).toBeVisible();
  }
  await expect(page).toHaveURL(/\/admin\/tags$/);
  // One refresh per load (the first load's may land here too), every one answered.
  expect(refreshes.length).toBeGreaterThanOrEqual(30);
  expect(new Set(refreshes)).toEqual(new Set([200]));
});

test("signed in, a fresh load of / says 'Admin' before any script that could ask the API has run", async ({
  page,
}) => {
  await signIn(page);
  // The admin page's own requests, still on their way, are no part of the load of / below.
  await page.goto('about:blank');
  // Only the page itself arrives: its two inline scripts run (the theme and the page-start script), and nothing
  // the page would load after them does, so no script that calls the API.
  const requested: { type: string; url: string }[] = [];
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() === 'document') return route.continue();
    requested.push({ type: route.request().resourceType(), url: route.request().url() });
    return route.abort();
  });
  await page.goto('/');
  await expect(accountLink(page, 'Admin')).toHaveAttribute('href', '/admin');
  expect(requested.filter(({ type }) => type === 'fetch' || type === 'xhr')).toEqual([]);

  // The server's markup is one for every visitor (it is cached): the page-start script makes it the owner's.
  const html = await (await page.request.get('/')).text();
  expect(html).toMatch(/<a [^>]*aria-label="Sign in"[^>]*data-account-link/);
});

test("signed out, / says 'Sign in', and /login and /admin ask the API for no session, with no 401 in the console", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const authCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/auth/')) authCalls.push(request.url());
  });

  await page.goto('/');
  await waitForPageStart(page);
  await expect(accountLink(page, 'Sign in')).toHaveAttribute('href', '/login');
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // The admin area sends a signed-out visitor to sign in, without probing the refresh cookie first.
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(authCalls).toEqual([]);
  expect(errors.filter((text) => text.includes('401'))).toEqual([]);
});

test("signing out clears the hint: / says 'Sign in' again", async ({ page }) => {
  await signIn(page);
  // Logout loads the sign-in page afresh: the test waits for it before navigating itself.
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('complementary', { name: 'Admin menu' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await reloaded;
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('signed_in');
  await page.goto('/');
  await waitForPageStart(page);
  await expect(accountLink(page, 'Sign in')).toHaveAttribute('href', '/login');
});
