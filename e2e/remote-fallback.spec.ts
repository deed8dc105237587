import { expect, type Page, test } from '@playwright/test';
import { filterStatus, remoteReleases, signIn } from './support';

/** What the federation runtime says when it fails: none of it may reach the page. */
const RUNTIME_WORDS = /Federation Runtime|RUNTIME-\d+|mf-manifest\.json|args:/;

async function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('with the public remote unreachable, a home page the browser renders says so in plain words, and Retry loads it without a reload', async ({
  page,
  request,
}) => {
  const { publicRemote } = await remoteReleases(request);
  const errors = await collectConsoleErrors(page);
  await page.route(`${publicRemote}/mf-manifest.json`, (route) => route.abort('connectionrefused'));
  // A page the browser renders, then the home page inside it: the browser draws it with the remote.
  await page.goto('/login');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('The portfolio could not be loaded.');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await page.locator('body').innerText()).not.toMatch(RUNTIME_WORDS);
  // The details are kept for whoever opens the console.
  expect(errors.some((text) => text.includes('The portfolio failed'))).toBe(true);

  // A full reload would drop this marker.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.unroute(`${publicRemote}/mf-manifest.json`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('with the public remote unreachable from the browser, the server-rendered / stays whole, its links working', async ({
  page,
  request,
}) => {
  const { publicRemote } = await remoteReleases(request);
  const errors = await collectConsoleErrors(page);
  await page.route(`${publicRemote}/**`, (route) => route.abort('connectionrefused'));
  await page.goto('/');
  const stack = page.getByRole('region', { name: 'My stack' });
  await stack.scrollIntoViewIfNeeded();
  // The island asked for cannot be hydrated: it stays as the server drew it, and says so in the console only.
  await expect.poll(() => errors.some((text) => text.includes('stays as the server rendered it'))).toBe(true);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await page.locator('body').innerText()).not.toMatch(RUNTIME_WORDS);
  await stack.getByRole('link', { name: 'Docker', exact: true }).click();
  await expect(page).toHaveURL(/\/\?tech=docker#projects$/);
  await expect(page.getByRole('region', { name: 'Projects' }).getByRole('status').first()).toHaveText(
    filterStatus('1 of 3 projects uses Docker.'),
  );
});

test('with the admin remote unreachable, the admin area says so in plain words, and Retry loads it', async ({
  page,
  request,
}) => {
  const { adminRemote } = await remoteReleases(request);
  await signIn(page);
  await page.route(`${adminRemote}/mf-manifest.json`, (route) => route.abort('connectionrefused'));
  await page.goto('/admin/projects');

  await expect(page.getByRole('alert')).toContainText('The admin area could not be loaded.');
  expect(await page.locator('body').innerText()).not.toMatch(RUNTIME_WORDS);

  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  await page.unroute(`${adminRemote}/mf-manifest.json`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
});
