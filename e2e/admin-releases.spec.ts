import { expect, test } from '@playwright/test';
import { allViolations } from './axe';
import { signIn } from './support';

// The stack the runner started publishes and promotes each remote's build as it starts (scripts/stack.mjs).
test.describe.configure({ timeout: 90_000 });

for (const theme of ['dark', 'light'] as const) {
  test(`the releases screen shows what is live, with its history, and has no axe violation (${theme} theme)`, async ({
    page,
  }) => {
    await page.addInitScript((chosen) => localStorage.setItem('portfolio-theme', chosen), theme);
    await signIn(page);
    await page.getByRole('navigation').getByRole('link', { name: 'Releases' }).first().click();
    await expect(page).toHaveURL(/\/admin\/releases$/);
    const site = page.getByRole('region', { name: 'Public site' });
    await expect(site.getByText('Live', { exact: true })).toBeVisible();
    await expect(site.getByText(/by pnpm start/).first()).toBeVisible();
    await site.getByText(/^History/).click();
    await expect(site.getByText('Promoted', { exact: true }).first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Admin area' }).getByText('Live', { exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Deploy keys' }).getByText('pnpm start').first(),
    ).toBeVisible();
    expect(await allViolations(page)).toEqual([]);
  });
}
