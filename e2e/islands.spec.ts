import { expect, type Page, test } from '@playwright/test';
import { filterStatus, island, islandHydrated as hydrated, isVitalsChunk } from './support';

// A server-rendered page runs one small script until the visitor reaches for something; each island of it is
// hydrated on its own, when it comes into view or the visitor reaches for it (docs/architecture.md#islands).

/** Every console warning and error, and every script the page ran, from the start of the load. */
function watch(page: Page) {
  const messages: string[] = [];
  const scripts: string[] = [];
  page.on('console', (message) => {
    if (['warning', 'error'].includes(message.type())) messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  page.on('response', (response) => {
    const url = response.url();
    if (/\.m?js$/.test(new URL(url).pathname) && !isVitalsChunk(url)) scripts.push(url);
  });
  return { messages, scripts };
}

test.use({ viewport: { width: 375, height: 812 } });

test('before the visitor reaches for anything the page fetches no script, yet its header works', async ({
  page,
}) => {
  const { messages, scripts } = watch(page);
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  // The page-start script, inline, marks the section being read.
  await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'true');
  await page.waitForTimeout(1500);
  expect(scripts).toEqual([]);
  await expect(island(page, 'technologies')).not.toHaveAttribute('data-island-wanted');

  // The first click on the theme toggle, with no module run: the page's first inline script switches it.
  const toggle = page.getByRole('button', { name: 'Toggle theme' });
  await toggle.click();
  await expect(page.locator('body')).not.toHaveClass(/\bdark\b/);
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  expect(scripts).toEqual([]);
  expect(messages).toEqual([]);
});

test('the theme toggle switches the theme on a click that comes before any script ran', async ({ page }) => {
  // The module scripts are held: only the page's inline scripts run.
  await page.route(/\.m?js$/, () => {});
  await page.goto('/', { waitUntil: 'commit' });
  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(page.locator('body')).not.toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem('portfolio-theme'))).toBe('light');
});

test('each island hydrates when it comes into view, alone, with no warning', async ({ page }) => {
  const { messages } = watch(page);
  await page.goto('/');
  await page.getByRole('heading', { name: 'My stack', level: 2 }).scrollIntoViewIfNeeded();
  await hydrated(page, 'technologies');
  await expect(island(page, 'projects')).not.toHaveAttribute('data-island-hydrated');
  await page.locator('#projects').scrollIntoViewIfNeeded();
  await hydrated(page, 'projects');
  await expect(page.locator('#projects .swiper-initialized')).toBeVisible();
  expect(messages).toEqual([]);
});

test('an island hydrates on the first pointer or focus in it, before the click', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 4000 });
  const { messages } = watch(page);
  await page.goto('/');
  // Tall enough that every island is in view at once: hydrated by the view, the pointer has nothing to add.
  await hydrated(page, 'projects');

  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await page.waitForTimeout(500);
  await expect(island(page, 'technologies')).not.toHaveAttribute('data-island-wanted');
  // Focus moving into the stack, as Tab would move it.
  await island(page, 'technologies').getByRole('link').first().focus();
  await hydrated(page, 'technologies');
  expect(messages).toEqual([]);
});

test('once hydrated, the stack filters the projects in place, and the projects follow', async ({ page }) => {
  const { messages } = watch(page);
  await page.goto('/');
  const stack = page.getByRole('region', { name: 'My stack' });
  await stack.scrollIntoViewIfNeeded();
  await hydrated(page, 'technologies');
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  await stack.getByRole('link', { name: 'Docker', exact: true }).click();
  await expect(page).toHaveURL(/\/\?tech=docker#projects$/);
  await hydrated(page, 'projects');
  await expect(page.getByRole('region', { name: 'Projects' }).getByRole('status').first()).toHaveText(
    filterStatus('1 of 3 projects uses Docker.'),
  );
  expect(documents).toEqual([]);
  await page.goBack();
  await expect(page.getByRole('region', { name: 'Projects' }).getByRole('status').first()).toBeEmpty();
  expect(messages).toEqual([]);
});

test('a click on a bullet before its island hydrated is replayed once it has', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  // Held until the click: the projects come into view with their island's code still on its way.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/ProjectsCarousel[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const projects = page.getByRole('region', { name: 'Projects' });
  await projects.scrollIntoViewIfNeeded();
  const lastBullet = projects.getByRole('button', { name: /^Show project \d+ of \d+/ }).last();
  await lastBullet.click();
  release();
  await hydrated(page, 'projects');
  await expect(lastBullet).toHaveAttribute('aria-current', 'true');
});

test('a filter chosen before the stack is hydrated changes the address at once, and the islands show it once hydrated', async ({
  page,
}) => {
  const { messages } = watch(page);
  await page.goto('/');
  // The islands' code is held until the click has been answered.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/remoteEntry\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });
  const stack = page.getByRole('region', { name: 'My stack' });
  await stack.getByRole('link', { name: 'Docker', exact: true }).click();
  await expect(page).toHaveURL(/\/\?tech=docker#projects$/);
  await expect(island(page, 'technologies')).not.toHaveAttribute('data-island-hydrated');
  await expect(page.getByRole('heading', { name: 'Projects', level: 2 })).toBeInViewport();

  release();
  await hydrated(page, 'technologies');
  await hydrated(page, 'projects');
  await expect(page.getByRole('region', { name: 'Projects' }).getByRole('status').first()).toHaveText(
    filterStatus('1 of 3 projects uses Docker.'),
  );
  await expect(stack.getByRole('link', { name: 'Docker', exact: true })).toHaveAttribute(
    'aria-current',
    'true',
  );
  expect(documents).toEqual([]);
  // Hydrated with the address the server rendered, then moved on: no mismatch.
  expect(messages).toEqual([]);
});
