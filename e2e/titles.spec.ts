import { expect, test } from '@playwright/test';
import { signIn } from './support';

test('every route has its own title, naming the owner, and the site has an icon', async ({
  page,
  request,
}) => {
  const owner = (await (await request.get('/api/v1/users/1')).json()) as {
    firstName: string;
    lastName: string;
    professionalTitle: string;
  };
  const name = `${owner.firstName} ${owner.lastName}`;

  await page.goto('/');
  await expect(page).toHaveTitle(`${name} · ${owner.professionalTitle}`);
  const icon = await page.locator('link[rel="icon"]').getAttribute('href');
  const response = await request.get(icon ?? '/favicon.ico');
  expect(response.status()).toBe(200);
  // A raster icon: an SVG one is drawn as a document of its own on every page's main thread.
  expect(response.headers()['content-type']).toBe('image/png');
  expect((await request.get('/apple-touch-icon.png')).headers()['content-type']).toBe('image/png');

  await page.goto('/login');
  await expect(page).toHaveTitle(`Sign in · ${name}`);
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle(`Page not found · ${name}`);

  await signIn(page);
  await expect(page).toHaveTitle('Home · Admin');
  await page.goto('/admin/projects');
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page).toHaveTitle('Projects · Admin');
});
