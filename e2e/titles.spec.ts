import { expect, type Page, test } from '@playwright/test';
import { hydrateIsland, signIn, waitForPageStart } from './support';

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

test('/favicon.ico, which browsers ask for on a first visit whatever the page names, is the site icon', async ({
  request,
}) => {
  const response = await request.get('/favicon.ico');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
  const icon = await response.body();
  // An ICO directory (reserved 0, type 1 = icon) whose every image is a PNG.
  expect([icon.readUInt16LE(0), icon.readUInt16LE(2)]).toEqual([0, 1]);
  const entries = Array.from({ length: icon.readUInt16LE(4) }, (_, index) => 6 + index * 16);
  // The sizes a tab, a taskbar and a shortcut ask for.
  expect(entries.map((entry) => [icon[entry], icon[entry + 1]])).toEqual([
    [16, 16],
    [32, 32],
    [48, 48],
  ]);
  for (const entry of entries) {
    const offset = icon.readUInt32LE(entry + 12);
    expect(icon.subarray(offset, offset + 8).toString('hex')).toBe('89504e470d0a1a0a');
  }
});

/** How many of the tags a page has exactly one of are in the document, wherever they are. */
const headCounts = (page: Page) =>
  page.evaluate(() => ({
    titles: document.querySelectorAll('title').length,
    descriptions: document.querySelectorAll('meta[name="description"]').length,
    canonicals: document.querySelectorAll('link[rel="canonical"]').length,
  }));

test('a page has one <title> and one description: as served, with an island hydrated, and page after page in the browser', async ({
  page,
  request,
}) => {
  const owner = (await (await request.get('/api/v1/users/1')).json()) as {
    firstName: string;
    lastName: string;
    projects: { slug: string }[];
  };
  const name = `${owner.firstName} ${owner.lastName}`;
  for (const path of ['/', '/projects', `/projects/${owner.projects[0]!.slug}`, '/login']) {
    const html = await (await request.get(path)).text();
    expect(html.match(/<title[\s>]/g), path).toHaveLength(1);
    expect(html.match(/<meta name="description"/g), path).toHaveLength(1);
  }

  // The server rendered the home page and wrote its head; hydrating an island leaves it as written.
  await page.goto('/');
  await waitForPageStart(page);
  await expect.poll(() => headCounts(page)).toEqual({ titles: 1, descriptions: 1, canonicals: 1 });
  await hydrateIsland(page, 'technologies');
  await expect.poll(() => headCounts(page)).toEqual({ titles: 1, descriptions: 1, canonicals: 1 });

  // In a page the browser renders, from the sign-in page to the home page and back, without a reload.
  await page.goto('/login');
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect.poll(() => headCounts(page)).toEqual({ titles: 1, descriptions: 1, canonicals: 1 });
  await page.goBack();
  await expect(page).toHaveTitle(`Sign in · ${name}`);
  await expect.poll(() => headCounts(page)).toMatchObject({ titles: 1, descriptions: 1 });
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

  // Pages the browser renders by itself.
  await page.goto('/login');
  await expect(page).toHaveTitle(`Sign in · ${name}`);
  await expect.poll(() => headCounts(page)).toMatchObject({ titles: 1, descriptions: 1 });
  await signIn(page);
  await expect(page).toHaveTitle('Home · Admin');
  await expect.poll(() => headCounts(page)).toMatchObject({ titles: 1, descriptions: 1 });
});
