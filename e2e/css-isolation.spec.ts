import { expect, type Locator, type Page, test } from '@playwright/test';
import { remoteReleases, signIn } from './support';

// Wide enough for the header's `sm:` and `md:` sizes, where a remote's later `.text-xs` used to win.
test.use({ viewport: { width: 1280, height: 900 } });

const PROPERTIES = [
  'font-size',
  'line-height',
  'font-weight',
  'letter-spacing',
  'column-gap',
  'row-gap',
  'padding-top',
  'padding-left',
  'margin-top',
  'border-radius',
  'width',
  'background-color',
  'text-underline-offset',
] as const;

/** The computed styles of some of the host's own elements, to compare before and after a remote's CSS. */
async function styles(elements: Record<string, Locator>) {
  const result: Record<string, Record<string, string>> = {};
  for (const [name, element] of Object.entries(elements)) {
    result[name] = await element.evaluate(
      (node, properties) =>
        Object.fromEntries(properties.map((p) => [p, getComputedStyle(node).getPropertyValue(p)])),
      PROPERTIES,
    );
  }
  return result;
}

const publicHeader = (page: Page) => {
  const nav = page.getByRole('navigation', { name: 'Main' });
  return {
    list: nav.getByRole('list'),
    link: nav.getByRole('link', { name: 'Experience' }),
    toggle: page.getByRole('button', { name: 'Toggle theme' }),
  };
};

const adminShell = (page: Page) => ({
  title: page.getByRole('banner').getByRole('heading', { level: 1 }),
  menu: page.getByRole('complementary', { name: 'Admin menu' }),
  main: page.locator('main'),
});

test("the public remote's stylesheet leaves the host's header as it was", async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Email')).toBeVisible();
  const before = await styles(publicHeader(page));
  expect(before.list!['font-size']).toBe('16px');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await styles(publicHeader(page))).toEqual(before);
  // The remote's own classes still style its own elements.
  expect(await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontSize)).toBe(
    '36px',
  );

  // Back on /login without a reload: the remote's stylesheet stays in the page.
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Email')).toBeVisible();
  expect(await styles(publicHeader(page))).toEqual(before);
});

test("neither remote's stylesheet changes the host's admin shell", async ({ page, request }) => {
  const { publicRemote, adminRemote } = await remoteReleases(request);
  await signIn(page);
  // Both remotes held back first: the shell drawn with the host's CSS alone.
  const manifests = [`${publicRemote}/mf-manifest.json`, `${adminRemote}/mf-manifest.json`];
  for (const manifest of manifests) await page.route(manifest, (route) => route.abort());
  await page.goto('/admin/projects');
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  const before = await styles(adminShell(page));

  for (const manifest of manifests) await page.unroute(manifest);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  expect(await styles(adminShell(page))).toEqual(before);

  // The public site first, then the admin in the same page (its header's avatar, 'Admin' while signed in, leads
  // there): both remotes' stylesheets are in the page.
  await page.goto('/');
  await expect(page.locator('#about-heading')).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await adminShell(page).menu.getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  const withBoth = await styles(adminShell(page));
  expect(withBoth.menu).toEqual(before.menu);
  expect(withBoth.main).toEqual(before.main);
  // The title's look does not change.
  expect(withBoth.title!['font-size']).toBe(before.title!['font-size']);
  expect(withBoth.title!['font-weight']).toBe(before.title!['font-weight']);
  expect(withBoth.title!['line-height']).toBe(before.title!['line-height']);
});
