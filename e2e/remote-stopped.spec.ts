import { expect, test } from '@playwright/test';
import { env, signIn } from './support';

// Runs last (its own Playwright project): the admin remote's server is stopped for real.
test('with the admin remote stopped, the admin area shows a fallback and the home page still works', async ({
  page,
}) => {
  process.kill(Number(env('E2E_ADMIN_REMOTE_PID')), 'SIGTERM');
  await signIn(page);
  await page.goto('/admin/projects');
  await expect(page.getByRole('alert')).toContainText('The admin area could not be loaded.');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
