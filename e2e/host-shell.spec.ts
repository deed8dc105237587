import { expect, type Page, test } from '@playwright/test';
import { focusWalk, signIn, waitForPageStart } from './support';

// Whole page loads with remotes, on a machine the other checkouts' tests share: room beyond the 30 s default.
test.describe.configure({ timeout: 60_000 });

test('the theme is dark at first, toggles the dark class on <body>, and is remembered across reloads', async ({
  page,
}) => {
  await page.goto('/');
  await waitForPageStart(page);
  const body = page.locator('body');
  await expect(body).toHaveClass(/\bdark\b/);

  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(body).not.toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Toggle theme' })).toHaveAttribute('aria-pressed', 'false');
  await expect(body).not.toHaveClass(/\bdark\b/);
  await page.goto('/login');
  await expect(body).not.toHaveClass(/\bdark\b/);

  await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(body).toHaveClass(/\bdark\b/);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Toggle theme' })).toHaveAttribute('aria-pressed', 'true');
  await expect(body).toHaveClass(/\bdark\b/);
});

test('a header anchor on another route goes to the home page and brings the section into view', async ({
  page,
}) => {
  await page.goto('/login');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link')).toHaveText(['About', 'Experience', 'My stack', 'Projects']);
  // 'Projects' is the page of every project; the three others are the home page's sections.
  await expect(nav.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects');
  await nav.getByRole('link', { name: 'My stack' }).click();
  await expect(page).toHaveURL(/\/#my-stack$/);
  await expect(page.getByRole('heading', { name: 'My stack' })).toBeInViewport();
  await expect(page.getByRole('heading', { level: 1 })).not.toBeInViewport();
});

test('a header anchor scrolls smoothly, over about 1000 ms, to its section', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#projects')).toBeAttached();
  await waitForPageStart(page);
  await page.evaluate(() => {
    const record = { clickedAt: 0, samples: [] as [number, number][] };
    (window as unknown as { scrollRecord: typeof record }).scrollRecord = record;
    document.addEventListener('click', () => (record.clickedAt = performance.now()), { capture: true });
    window.addEventListener('scroll', () => record.samples.push([performance.now(), window.scrollY]));
  });
  const readRecord = () =>
    page.evaluate(() => {
      const { clickedAt, samples } = (
        window as unknown as { scrollRecord: { clickedAt: number; samples: [number, number][] } }
      ).scrollRecord;
      return { clickedAt, samples, now: performance.now() };
    });

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My stack' }).click();
  await expect(page).toHaveURL(/\/#my-stack$/);
  // Finished: no scroll event for half a second.
  await expect
    .poll(async () => {
      const { samples, now } = await readRecord();
      return samples.length > 0 && now - samples.at(-1)![0] > 500;
    })
    .toBe(true);
  const { clickedAt, samples } = await readRecord();
  expect(new Set(samples.map(([, y]) => y)).size).toBeGreaterThan(5);
  // An instant jump or the browser's own smooth scrolling ends well before 1000 ms; a busy machine only delays.
  expect(samples.at(-1)![0] - clickedAt).toBeGreaterThan(900);
  expect(samples.at(-1)![0] - clickedAt).toBeLessThan(3000);
  await expect(page.getByRole('heading', { name: 'My stack' })).toBeInViewport();
});

/**
 * The page again once Inter is in the cache: `font-display: optional` may have kept the fallback for the first
 * view (docs/decisions.md#one-typeface), and a layout must hold in the font visitors get from then on.
 */
async function drawnInInter(page: Page) {
  await page.evaluate(() => document.fonts.load('500 14px "Inter Variable"'));
  await page.reload();
  // From the cache it is in use at once, mostly; on a busy machine the reloaded page may still be reading it.
  await expect
    .poll(() => page.evaluate(() => document.fonts.check('500 14px "Inter Variable"')), { timeout: 5000 })
    .toBe(true);
}

test('the header keeps to 90vw, at most 768 px, and on a phone the anchors fit on one line and the avatar links to /login', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/login');
  const content = page.locator('header > div').first();
  expect((await content.boundingBox())?.width).toBe(768);

  await page.setViewportSize({ width: 360, height: 640 });
  expect((await content.boundingBox())?.width).toBeCloseTo(360 * 0.9, 0);
  await drawnInInter(page);
  // The four anchors still fit on one line beside the avatar and the theme toggle.
  const anchors = page.getByRole('navigation', { name: 'Main' }).getByRole('link');
  const tops = await Promise.all((await anchors.all()).map(async (link) => (await link.boundingBox())?.y));
  expect(new Set(tops).size).toBe(1);
  const avatar = page.getByRole('link', { name: 'Sign in' });
  await expect(avatar).toBeVisible();
  await avatar.click();
  await expect(page).toHaveURL(/\/login$/);
});

test("on a phone the header's links are targets of at least 24 × 24 px (WCAG 2.5.8) with readable text", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/');
  await drawnInInter(page);
  await waitForPageStart(page);
  const header = page.getByRole('banner');
  // Every link and button the header shows at this width (its mail icon appears from 640 px), so one added
  // later is measured too.
  const targets = await header.locator('a, button').evaluateAll((elements) =>
    elements
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return {
          name: element.getAttribute('aria-label') ?? element.textContent?.trim(),
          x,
          y,
          width,
          height,
        };
      })
      .filter((target) => target.width > 0 && target.height > 0),
  );
  expect(targets.map((target) => target.name)).toEqual([
    'Sign in',
    'About',
    'Experience',
    'My stack',
    'Projects',
    'Toggle theme',
  ]);
  for (const target of targets) {
    expect(target.width, `${target.name} width`).toBeGreaterThanOrEqual(24);
    expect(target.height, `${target.name} height`).toBeGreaterThanOrEqual(24);
  }
  // Two targets that overlap would take each other's taps.
  for (const [index, a] of targets.entries())
    for (const b of targets.slice(index + 1))
      expect(
        a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height,
        `${a.name} and ${b.name} overlap`,
      ).toBe(false);
  for (const link of await header.getByRole('navigation', { name: 'Main' }).getByRole('link').all())
    expect(
      await link.evaluate((element) => parseFloat(getComputedStyle(element).fontSize)),
    ).toBeGreaterThanOrEqual(14);
});

test('the admin drawer is modal: opens from the header, keeps the focus, closes on a link, the backdrop and Escape', async ({
  page,
}) => {
  // Below 1024 px the menu is a drawer (from 1024 px a sidebar: e2e/admin-session.spec.ts).
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page);
  const openMenu = page.getByRole('button', { name: 'Open menu' });
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  const title = page.getByRole('banner').getByRole('heading', { level: 1 });
  await expect(title).toHaveText('Home');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Toggle theme' })).toBeVisible();
  await expect(drawer).toBeHidden();

  await openMenu.click();
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Home' })).toBeFocused();
  await drawer.getByRole('link', { name: 'Projects' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/projects$/);
  await expect(title).toHaveText('Projects');

  // A native modal <dialog>: Tab and Shift+Tab go round its controls and may leave the page for the browser's
  // own, never reaching the page behind it.
  await openMenu.click();
  await expect(drawer.getByRole('link', { name: 'Home' })).toBeFocused();
  const forwards = await focusWalk(page, drawer, 'Tab', 14);
  expect(forwards.slice(0, 11)).toEqual([
    'Users',
    'Projects',
    'Experiences',
    'Technologies',
    'Tags',
    // With its unread count when messages wait (the contact spec may have sent some).
    expect.stringMatching(/^Inbox( \d+ unread)?$/),
    'History',
    'Profile',
    'Releases',
    'View site',
    'Logout',
  ]);
  expect(forwards).not.toContain('behind');
  expect(forwards.slice(11)).toContain('Close menu');
  const backwards = await focusWalk(page, drawer, 'Shift+Tab', 14);
  expect(backwards).not.toContain('behind');
  expect(backwards).toContain('Logout');

  // The backdrop beside the drawer closes it, and the focus goes back to the menu button.
  await page.mouse.click(340, 300);
  await expect(drawer).toBeHidden();
  await expect(openMenu).toBeFocused();

  await openMenu.click();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(openMenu).toBeFocused();

  await openMenu.click();
  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer).toBeHidden();
  await expect(openMenu).toBeFocused();

  await openMenu.click();
  await drawer.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  // /admin is the owner's home.
  await expect(page.getByRole('region', { name: 'Last changed' })).toBeVisible();
});

/** A success toast of 5000 ms, raised the way a visitor meets one: asking for a password link. */
async function raiseToast(page: Page) {
  await page.goto('/recover-password');
  await page.getByLabel('Email').fill('nobody@e2e.test');
  await page.getByRole('button', { name: 'Send email' }).click();
  return page.getByRole('status').filter({ hasText: 'Email sent successfully!' });
}

test('a toast holds while the pointer rests on it, and closes with the time that was left once it leaves', async ({
  page,
}) => {
  const toast = await raiseToast(page);
  await toast.hover();
  const bar = page.getByTestId('toast-progress');
  const held = (await bar.boundingBox())!.width;
  await page.waitForTimeout(5500);
  await expect(toast).toBeVisible();
  expect((await bar.boundingBox())!.width).toBeCloseTo(held, 0);

  await page.mouse.move(0, 0);
  await expect(toast).toBeHidden({ timeout: 6000 });
});

test('a toast shows a progress bar shrinking over its 5000 ms, then closes itself', async ({ page }) => {
  const toast = await raiseToast(page);
  await expect(toast).toBeVisible();
  const shownAt = Date.now();

  const bar = page.getByTestId('toast-progress');
  const toastWidth = (await toast.boundingBox())!.width;
  const early = (await bar.boundingBox())!.width;
  await page.waitForTimeout(2000);
  const later = (await bar.boundingBox())!.width;
  expect(early).toBeGreaterThan(toastWidth * 0.6);
  expect(later).toBeLessThan(early - toastWidth * 0.25);

  await expect(toast).toBeHidden({ timeout: 6000 });
  expect(Date.now() - shownAt).toBeGreaterThan(3500);
});
