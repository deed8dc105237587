import { expect, type Page, test } from '@playwright/test';
import { remoteReleases, signIn } from './support';

/** What the federation runtime says when it fails: none of it may reach the page. */
const RUNTIME_WORDS = /Federation Runtime|RUNTIME-\d+|mf-manifest\.json|args:/;

async function collectConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('with the public remote unreachable, / says so in plain words, and Retry loads it without a reload', async ({
  page,
  request,
}) => {
  const { publicRemote } = await remoteReleases(request);
  const errors = await collectConsoleErrors(page);
  await page.route(`${publicRemote}/mf-manifest.json`, (route) => route.abort('connectionrefused'));
  await page.goto('/');

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
