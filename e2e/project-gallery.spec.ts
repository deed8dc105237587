import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { allViolations, seriousViolations } from './axe';
import { signIn } from './support';

/** Screenshots are for the reviewer's eyes, never committed: outside the repository. */
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/portfolio-project-shots';

interface GalleryProject {
  id: number;
  slug: string;
  gallery: { image: string; alt: string; caption: string | null }[];
}

/** The seed's project with a gallery (Trail Planner: three screenshots, the last without a caption). */
async function galleryProject(request: APIRequestContext): Promise<GalleryProject> {
  const { projects } = (await (await request.get('/api/v1/users/1')).json()) as {
    projects: GalleryProject[];
  };
  const project = projects.find((candidate) => candidate.gallery.length >= 3);
  if (!project) throw new Error('The seed has no project with a gallery of three images');
  return project;
}

const gallery = (page: Page) => page.getByRole('region', { name: 'Screenshots' });
const lightbox = (page: Page) => page.getByRole('dialog', { name: /^Screenshots of / });

async function setTheme(page: Page, theme: 'light' | 'dark') {
  const body = page.locator('body');
  const isDark = ((await body.getAttribute('class')) ?? '').split(/\s+/).includes('dark');
  if (isDark !== (theme === 'dark')) await page.getByRole('button', { name: 'Toggle theme' }).click();
  await expect(body).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
}

test('the lightbox opens on a thumbnail, moves with ← and →, closes with Escape, and gives the focus back', async ({
  page,
  request,
}) => {
  const project = await galleryProject(request);
  const [first, second, third] = project.gallery;
  await page.goto(`/projects/${project.slug}`);
  const links = gallery(page).getByRole('link');
  await expect(links).toHaveCount(project.gallery.length);
  await expect(gallery(page).locator('figcaption').first()).toHaveText(first!.caption!);

  // By the keyboard alone: the first thumbnail's link, then Enter.
  await links.first().focus();
  await page.keyboard.press('Enter');
  const dialog = lightbox(page);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/projects/${project.slug}$`));
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', first!.alt);
  await expect(dialog).toContainText('1 / 3');
  await expect(dialog).toContainText(first!.caption!);

  await page.keyboard.press('ArrowRight');
  await expect(dialog).toContainText('2 / 3');
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', second!.alt);
  await expect(dialog).toContainText(second!.caption!);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  // Round from the first to the last, which has no caption: none is shown.
  await expect(dialog).toContainText('3 / 3');
  await expect(dialog.getByRole('img')).toHaveAttribute('alt', third!.alt);
  await expect(dialog.locator('figcaption')).toBeHidden();
  // The image shown is the one the thumbnail links to, at a size from its variants.
  await expect
    .poll(() => dialog.getByRole('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(links.nth(2)).toBeFocused();

  // The buttons do the same for a pointer; a click beside the image closes it.
  await links.nth(0).click();
  await dialog.getByRole('button', { name: 'Next image' }).click();
  await expect(dialog).toContainText('2 / 3');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(links.nth(1)).toBeFocused();
});

test('without JavaScript every thumbnail is a link to its full image, captioned', async ({
  browser,
  request,
}) => {
  const project = await galleryProject(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`/projects/${project.slug}`);
    const links = gallery(page).getByRole('link');
    await expect(links).toHaveCount(project.gallery.length);
    for (const [index, image] of project.gallery.entries()) {
      await expect(links.nth(index)).toHaveAttribute('href', image.image);
      await expect(links.nth(index).getByRole('img')).toHaveAttribute('alt', image.alt);
    }
    await expect(gallery(page).getByRole('listitem').locator('figcaption')).toHaveCount(
      project.gallery.filter((image) => image.caption).length,
    );
    // The closed lightbox is neither shown nor read.
    await expect(lightbox(page)).toBeHidden();
    const [response] = await Promise.all([page.waitForEvent('response'), links.first().click()]);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  } finally {
    await context.close();
  }
});

for (const theme of ['dark', 'light'] as const)
  test(`the open lightbox has no axe violation in the ${theme} theme, at 375 and 1280 px`, async ({
    page,
    request,
  }) => {
    test.slow();
    mkdirSync(SHOTS, { recursive: true });
    const project = await galleryProject(request);
    await page.goto(`/projects/${project.slug}`);
    await setTheme(page, theme);
    for (const [width, height] of [
      [375, 812],
      [1280, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await gallery(page).getByRole('link').first().click();
      const dialog = lightbox(page);
      await expect(dialog).toBeVisible();
      await expect
        .poll(() => dialog.getByRole('img').evaluate((image: HTMLImageElement) => image.complete))
        .toBe(true);
      await page.screenshot({ path: join(SHOTS, `lightbox-${width}-${theme}.png`) });
      expect(await allViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      // From the top: a full-page shot taken scrolled down draws the sticky header in the middle of the page.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: join(SHOTS, `project-with-gallery-${width}-${theme}.png`),
        fullPage: true,
      });
    }
  });

for (const theme of ['dark', 'light'] as const)
  test(`the admin's gallery editor reorders by keyboard and asks for alt text (${theme} theme, 375 and 1280 px)`, async ({
    page,
    request,
  }) => {
    test.slow();
    mkdirSync(SHOTS, { recursive: true });
    await page.addInitScript((chosen) => localStorage.setItem('portfolio-theme', chosen), theme);
    const project = await galleryProject(request);
    await signIn(page);
    await page.goto(`/admin/projects/${project.id}`);
    await page.getByRole('button', { name: 'Edit' }).click();
    const editor = page.getByRole('group', { name: 'Gallery' });
    await expect(editor.getByRole('textbox', { name: 'Alt text 1' })).toHaveValue(project.gallery[0]!.alt);
    await editor.getByRole('button', { name: 'Move image 2 up' }).focus();
    await page.keyboard.press('Enter');
    await expect(editor.getByRole('textbox', { name: 'Alt text 1' })).toHaveValue(project.gallery[1]!.alt);
    await expect(editor.getByRole('button', { name: 'Move image 1 down' })).toBeFocused();
    await editor.getByRole('textbox', { name: 'Alt text 2' }).fill('');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(editor.getByText('Describe the image for those who cannot see it')).toBeVisible();
    for (const [width, height] of [
      [375, 812],
      [1280, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(SHOTS, `admin-gallery-${width}-${theme}.png`), fullPage: true });
      expect(await seriousViolations(page)).toEqual([]);
    }
    // Nothing was saved: the page still shows the gallery in its order.
    const stored = (await (
      await request.get(`/api/v1/projects/slug/${project.slug}`)
    ).json()) as GalleryProject;
    expect(stored.gallery).toEqual(project.gallery);
  });
