import { expect, type Page, test } from '@playwright/test';
import { allViolations, seriousViolations } from './axe';
import { signIn } from './support';

// Whole page loads with remotes, on a machine the other checkouts' tests share: room beyond the 30 s default.
test.describe.configure({ timeout: 60_000 });

// The pages a visitor meets first have no violation of any level; `/` is scanned so in home-page.spec.ts, at
// two widths.
const FIRST_PAGES: [string, (page: Page) => Promise<void>][] = [
  ['/login', (page) => expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible()],
  ['/no-such-page', (page) => expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()],
];

const PUBLIC_PAGES: [string, (page: Page) => Promise<void>][] = [
  ['/recover-password', (page) => expect(page.getByRole('button', { name: 'Send email' })).toBeVisible()],
  ['/change-password', (page) => expect(page.getByRole('alert')).toBeVisible()],
  // A link no reset e-mail sent: checked first, it says so and offers a new one.
  [
    '/change-password?token=e2e-token',
    (page) => expect(page.getByRole('link', { name: 'Send me a new link' })).toBeVisible(),
  ],
];

for (const theme of ['dark', 'light'] as const) {
  for (const [path, ready] of FIRST_PAGES) {
    test(`${path} has no axe violation of any level (${theme} theme)`, async ({ page }) => {
      await page.addInitScript((chosen) => localStorage.setItem('portfolio-theme', chosen), theme);
      await page.goto(path);
      await ready(page);
      // The footer comes with the owner's profile: scan the whole page.
      await expect(page.getByRole('contentinfo')).toBeAttached();
      expect(await allViolations(page)).toEqual([]);
    });
  }
  for (const [path, ready] of PUBLIC_PAGES) {
    test(`${path} has no serious or critical axe violations (${theme} theme)`, async ({ page }) => {
      await page.addInitScript((chosen) => localStorage.setItem('portfolio-theme', chosen), theme);
      await page.goto(path);
      await ready(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}

test('the login form with its error messages and toast has no serious or critical axe violations', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  expect(await seriousViolations(page), 'with field errors').toEqual([]);
  await page.getByLabel('Email').fill('nobody@e2e.test');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Error: wrong credentials.' })).toBeVisible();
  expect(await seriousViolations(page), 'with the error toast').toEqual([]);
});

test('the admin shell, with the drawer closed and open, has no serious or critical axe violations', async ({
  page,
}) => {
  await signIn(page);
  await expect(page.getByRole('region', { name: 'Last changed' })).toBeVisible();
  expect(await seriousViolations(page), '/admin').toEqual([]);
  // The drawer is the menu below 1024 px.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(await seriousViolations(page), '/admin with the menu open').toEqual([]);
});
