import { expect, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { allViolations } from './axe';
import { signIn, waitForPageStart } from './support';

const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/portfolio-releases-shots';

// The stack the runner started publishes and promotes each remote's build as it starts (scripts/stack.mjs).
test.describe.configure({ timeout: 90_000 });

for (const theme of ['dark', 'light'] as const) {
  test(`the releases screen shows what is live, with its history, and has no axe violation (${theme} theme)`, async ({
    page,
  }) => {
    await page.addInitScript((chosen) => localStorage.setItem('portfolio-theme', chosen), theme);
    // A visit of the public site first, so that its live release has a page view in its health chart.
    await page.goto('/');
    await waitForPageStart(page);
    await signIn(page);
    // The menu is a drawer on narrow screens: open it where there is one.
    await expect(page.getByRole('button', { name: 'Toggle theme' })).toBeVisible();
    const openMenu = page.getByRole('button', { name: 'Open menu' });
    if (await openMenu.isVisible()) await openMenu.click();
    await page.getByRole('navigation').getByRole('link', { name: 'Releases' }).first().click();
    await expect(page).toHaveURL(/\/admin\/releases$/);
    const site = page.getByRole('region', { name: 'Public site' });
    // "Live" heads the live release's details (and marks it in the list of releases).
    await expect(site.getByRole('term').filter({ hasText: /^Live$/ })).toBeVisible();
    await expect(site.getByText(/by pnpm start/).first()).toBeVisible();
    await site.getByText(/^History/).click();
    await expect(site.getByText('Promoted', { exact: true }).first()).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Admin area' })
        .getByRole('term')
        .filter({ hasText: /^Live$/ }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Deploy keys' }).getByText('pnpm start').first(),
    ).toBeVisible();
    expect(await allViolations(page)).toEqual([]);

    // The health chart: drawn as wide as its place, with its axes, on a phone and a desktop.
    const chart = site.locator('.uplot canvas').first();
    mkdirSync(SHOTS, { recursive: true });
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(chart).toBeVisible({ timeout: 20_000 });
      await expect
        .poll(async () => (await chart.boundingBox())?.width ?? 0)
        .toBeGreaterThan(width < 640 ? 280 : 360);
      await site.getByRole('heading', { name: /Health in visitors' browsers/ }).scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(SHOTS, `releases-health-${width}-${theme}.png`) });
    }
  });
}
