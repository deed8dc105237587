import { expect, type Page, test } from '@playwright/test';
import { allViolations } from './axe';
import { ownerToken, toast } from './admin';
import { owner, signIn } from './support';

// Whole page loads with remotes, on a machine the other checkouts' tests share: room beyond the 30 s default.
test.describe.configure({ timeout: 60_000 });

async function fillLogin(page: Page) {
  const { email, password } = owner();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('signed out, /admin/tags asks for sign-in and then shows /admin/tags', async ({ page }) => {
  await page.goto('/admin/tags');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Ftags$/);
  await fillLogin(page);
  // Sign-in hashes the password on purpose slowly: room on a busy machine.
  await expect(page).toHaveURL(/\/admin\/tags$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Tags' })).toBeVisible();
});

test('sign-in never leads to another site', async ({ page }) => {
  for (const next of ['//evil.com', 'https://evil.com', '/\\evil.com']) {
    await page.goto(`/login?next=${encodeURIComponent(next)}`);
    await fillLogin(page);
    await expect(page).toHaveURL(/^http:\/\/[^/]+\/admin$/, { timeout: 30_000 });
    await page.context().clearCookies();
    await page.goto('/login');
  }
});

test('a second tab of the same browser is signed in, and signing out in one tab signs out the other', async ({
  page,
  context,
}) => {
  await signIn(page);
  // No token where a script could read it later: only in memory, and the refresh cookie is HttpOnly.
  expect(await page.evaluate(() => sessionStorage.length + localStorage.length)).toBeLessThanOrEqual(1);
  expect(await page.evaluate(() => document.cookie)).not.toContain('portfolio_refresh');

  const second = await context.newPage();
  await second.goto('/admin/projects');
  await expect(second).toHaveURL(/\/admin\/projects$/);
  await expect(second.getByRole('table')).toBeVisible();

  await page
    .getByRole('complementary', { name: 'Admin menu' })
    .getByRole('button', { name: 'Logout' })
    .click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(second).toHaveURL(/\/login\?next=%2Fadmin%2Fprojects$/);
  await expect(toast(second, 'You signed out in another tab.')).toBeVisible();

  // The sign-in has ended on the server too: a fresh tab is not signed in.
  const third = await context.newPage();
  await third.goto('/admin/users');
  await expect(third).toHaveURL(/\/login\?next=%2Fadmin%2Fusers$/);
});

test('/change-password with a link that is not one says so, offers a new link and shows no password field', async ({
  page,
}) => {
  await page.goto('/change-password?token=nonsense');
  await expect(page.getByRole('alert')).toContainText('This link is not valid.');
  await expect(page.getByLabel('Password', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('Confirm password', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Send me a new link' }).click();
  await expect(page).toHaveURL(/\/recover-password$/);
});

test('a tag saved with a name another tag has shows the message under Name', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/tags/create-new');
  await page.getByLabel('Name').fill('backend');
  await page.getByRole('radiogroup', { name: 'Color' }).getByText('red', { exact: true }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const name = page.getByLabel('Name');
  await expect(name).toHaveAccessibleDescription("A tag named 'backend' already exists");
  await expect(page.getByText("A tag named 'backend' already exists")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/tags\/create-new$/);
});

test('an unknown public path answers 404 with the not-found page', async ({ page, request }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  expect(response.headers()['content-type']).toContain('text/html');
  const visit = await page.goto('/no-such-page');
  expect(visit?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to the portfolio' })).toBeVisible();
});

test('an unknown admin path shows the not-found page inside the admin frame', async ({ page }) => {
  await signIn(page);
  await page.goto('/admin/no-such-screen');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('This admin page does not exist.')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Admin menu' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found · Admin');
});

test('the dashboard counts each resource with links, lists the last changes and the live releases', async ({
  page,
  request,
}) => {
  const token = await ownerToken(request);
  const counts = (await (
    await request.get('/api/v1/dashboard', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { counts: Record<string, number> };
  await signIn(page);
  await expect(page).toHaveTitle('Home · Admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
  const sidebar = page.getByRole('complementary', { name: 'Admin menu' });
  await expect(sidebar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  const content = page.getByRole('region', { name: 'Your content' });
  for (const [label, path] of [
    ['Projects', 'projects'],
    ['Technologies', 'technologies'],
    ['Tags', 'tags'],
  ] as const) {
    const link = content.getByRole('link', { name: new RegExp(label) });
    await expect(link).toContainText(String(counts.counts[path]));
    await expect(link).toHaveAttribute('href', `/admin/${path}`);
  }
  await expect(page.getByRole('region', { name: 'Last changed' }).getByRole('link').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Live releases' })).toContainText('Public site');
  await page.getByRole('link', { name: 'New tag' }).click();
  await expect(page).toHaveURL(/\/admin\/tags\/create-new$/);
});

test('the frame: a sidebar with the signed-in user and View site at 1280 px, the drawer at 375 px', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page);
  const sidebar = page.getByRole('complementary', { name: 'Admin menu' });
  await expect(sidebar).toBeVisible();
  await expect(sidebar.getByTestId('signed-in-user')).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
  // The content is as wide as the tables need, not a 768 px column.
  expect(await page.locator('main').evaluate((main) => main.getBoundingClientRect().width)).toBeGreaterThan(
    900,
  );

  await page.setViewportSize({ width: 375, height: 812 });
  await expect(sidebar).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'View site' })).toBeVisible();
  await expect(drawer.getByTestId('signed-in-user')).toBeVisible();

  // Header links and icon buttons are at least 24 × 24 px (WCAG 2.2 target size).
  await page.keyboard.press('Escape');
  for (const control of await page.getByRole('banner').locator('a, button').all()) {
    const box = (await control.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
  }
});

for (const theme of ['dark', 'light'] as const) {
  test(`the dashboard has no axe violation of any level (${theme} theme)`, async ({ page }) => {
    await page.addInitScript((chosen) => localStorage.setItem('portfolio-theme', chosen), theme);
    await signIn(page);
    await expect(page.getByRole('region', { name: 'Live releases' })).not.toContainText('Loading…');
    expect(await allViolations(page)).toEqual([]);
  });
}
