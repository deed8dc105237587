import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { remoteReleases, showCarousel } from './support';

const SECTIONS = ['about', 'experience', 'my-stack', 'projects'];
/** Screenshots are for the reviewer's eyes, never committed: outside the repository. */
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/portfolio-home-shots';

interface Owner {
  firstName: string;
  lastName: string;
  projects: { name: string }[];
  experiences: { title: string }[];
}

async function openHome(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await showCarousel(page);
}

/** The label Swiper's a11y module gives the slide in front ("2 / 3"): it changes when the carousel moves. */
const frontSlide = (page: Page) =>
  page.locator('#projects .swiper-slide-active').first().getAttribute('aria-label');

async function setTheme(page: Page, theme: 'light' | 'dark') {
  const body = page.locator('body');
  const isDark = ((await body.getAttribute('class')) ?? '').split(/\s+/).includes('dark');
  if (isDark !== (theme === 'dark')) await page.getByRole('button', { name: 'Toggle theme' }).click();
  if (theme === 'dark') await expect(body).toHaveClass(/\bdark\b/);
  else await expect(body).not.toHaveClass(/\bdark\b/);
}

for (const { width, height, slides } of [
  { width: 375, height: 812, slides: 1 },
  // Three projects (the seed's) are all in view from 1024 px: nothing to play.
  { width: 1280, height: 900, slides: 3 },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('shows the four sections in order inside the content column', async ({ page, request }) => {
      const owner = (await (await request.get('/api/v1/users/1')).json()) as Owner;
      await openHome(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        `${owner.firstName} ${owner.lastName}`,
      );

      const ids = await page
        .locator('main section[id]')
        .evaluateAll((sections) => sections.map((section) => section.id).filter(Boolean));
      expect(ids).toEqual(SECTIONS);

      const column = Math.min(width * 0.9, 768);
      for (const id of SECTIONS) {
        const box = (await page.locator(`#${id}`).boundingBox())!;
        expect(box.width).toBeGreaterThan(column - 2);
        expect(box.width).toBeLessThanOrEqual(column + 1);
        expect(box.x).toBeCloseTo((width - box.width) / 2, -1);
      }
      for (const experience of owner.experiences)
        await expect(page.getByRole('heading', { name: experience.title })).toBeVisible();
      for (const project of owner.projects)
        await expect(page.getByRole('article', { name: project.name }).first()).toBeAttached();
    });

    test(`shows ${slides} project slide${slides > 1 ? 's' : ''} at a time`, async ({ page }) => {
      await openHome(page);
      // Measure at rest, not halfway through a turn.
      const pause = page.getByRole('button', { name: 'Pause the projects slideshow' });
      if (slides === 3) await expect(pause).toBeHidden();
      else await pause.click();
      const carousel = page.locator('#projects .swiper');
      await carousel.scrollIntoViewIfNeeded();
      await page.waitForTimeout(700);
      const box = (await carousel.boundingBox())!;
      const visible = await page.locator('#projects .swiper-slide').evaluateAll(
        (elements, frame) =>
          elements.filter((element) => {
            const rect = element.getBoundingClientRect();
            return rect.width > 0 && rect.left >= frame.x - 1 && rect.right <= frame.x + frame.width + 1;
          }).length,
        box,
      );
      expect(visible).toBe(slides);
    });

    test('the header anchors scroll to each section', async ({ page }) => {
      await openHome(page);
      const nav = page.getByRole('navigation', { name: 'Main' });
      const labels = {
        about: 'About',
        experience: 'Experience',
        'my-stack': 'My stack',
      };
      // 'Projects' is the page of every project, not an anchor.
      await expect(nav.getByRole('link', { name: 'Projects', exact: true })).toHaveAttribute(
        'href',
        '/projects',
      );
      for (const id of ['my-stack', 'experience', 'about'] as const) {
        // Only where it lands is asserted: the host may scroll smoothly, with or without updating the hash.
        await nav.getByRole('link', { name: labels[id], exact: true }).click();
        await expect(page.locator(`#${id} :is(h1, h2)`).first()).toBeInViewport();
        // Not hidden under the sticky header.
        const header = (await page.locator('header').first().boundingBox())!;
        await expect
          .poll(async () => (await page.locator(`#${id} :is(h1, h2)`).first().boundingBox())!.y)
          .toBeGreaterThanOrEqual(header.y + header.height - 1);
      }
    });

    test('a shared link to a section lands on it once the content is in', async ({ page }) => {
      await page.goto('/#projects');
      await expect(page.locator('#projects .swiper-initialized')).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Projects', level: 2 })).toBeInViewport();
    });

    for (const theme of ['dark', 'light'] as const) {
      test(`has no axe violation of any level in the ${theme} theme`, async ({ page }) => {
        // An axe run took 22 s of the 30 s budget on the shared machine under load.
        test.slow();
        await openHome(page);
        await setTheme(page, theme);
        // Stop the carousel so the scan and the screenshot see a still page; with every project in view (the
        // seed's three from 1024 px) there is no slideshow to stop.
        if (slides < 3) await page.getByRole('button', { name: 'Pause the projects slideshow' }).click();
        mkdirSync(SHOTS, { recursive: true });
        // From the top, so the sticky header sits where a visitor sees it, not across the stack grid.
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: join(SHOTS, `home-${width}-${theme}.png`), fullPage: true });

        const results = await new AxeBuilder({ page }).analyze();
        expect(
          results.violations.map(
            (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`,
          ),
        ).toEqual([]);
      });
    }
  });
}

// At 900 px: two of the seed's three projects in view, so it moves (from 1024 px all three are, and nothing does).
test('the carousel turns every 3 s, stops under the mouse and with Pause', async ({ page }) => {
  test.slow(); // two 4 s waits on purpose
  await page.setViewportSize({ width: 900, height: 900 });
  await openHome(page);
  const first = await frontSlide(page);
  await expect.poll(() => frontSlide(page), { timeout: 5_000 }).not.toBe(first);

  await page.locator('#projects .swiper').hover();
  const hovered = await frontSlide(page);
  await page.waitForTimeout(4_000);
  expect(await frontSlide(page)).toBe(hovered);

  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: 'Pause the projects slideshow' }).click();
  const paused = await frontSlide(page);
  await page.waitForTimeout(4_000);
  expect(await frontSlide(page)).toBe(paused);
  await expect(page.getByRole('button', { name: 'Play the projects slideshow' })).toBeVisible();
});

for (const { width, height } of [
  { width: 900, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`at ${width} px the carousel stays still under a pointer already resting on it when it comes alive`, async ({
    page,
  }) => {
    test.slow(); // a 4 s wait on purpose
    await page.setViewportSize({ width, height });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The carousel's code is held while the pointer comes to rest on the slides: no pointer enters them after.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/ProjectsCarousel[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const carousel = page.locator('#projects .swiper');
    await carousel.scrollIntoViewIfNeeded();
    const box = (await carousel.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    release();
    await expect(page.locator('#projects .swiper-initialized')).toBeVisible();
    const rested = await frontSlide(page);
    await page.waitForTimeout(4_000);
    expect(await frontSlide(page)).toBe(rested);

    // Once the pointer leaves, it turns again.
    await page.mouse.move(0, 0);
    await expect.poll(() => frontSlide(page), { timeout: 5_000 }).not.toBe(rested);
  });
}

test('the carousel stays still while the focus it came alive with is on a slide', async ({ page }) => {
  test.slow(); // a 4 s wait on purpose
  await page.setViewportSize({ width: 900, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/ProjectsCarousel[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The keyboard reaches the first slide's link before the carousel's code is in.
  await page.locator('#projects .swiper-slide').first().getByRole('link').first().focus();
  release();
  await expect(page.locator('#projects .swiper-initialized')).toBeVisible();
  const focused = await frontSlide(page);
  await page.waitForTimeout(4_000);
  expect(await frontSlide(page)).toBe(focused);

  // Once the focus leaves the slides, it turns again.
  await page.getByRole('button', { name: 'Pause the projects slideshow' }).focus();
  await expect.poll(() => frontSlide(page), { timeout: 5_000 }).not.toBe(focused);
});

test('the carousel stays still for a visitor who prefers reduced motion', async ({ page }) => {
  // Below 1024 px, where the seed's three projects take turns (from 1024 px all are in view, still).
  await page.setViewportSize({ width: 900, height: 900 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHome(page);
  await expect(page.getByRole('button', { name: 'Play the projects slideshow' })).toBeVisible();
  const still = await frontSlide(page);
  await page.waitForTimeout(4_000);
  expect(await frontSlide(page)).toBe(still);
});

test('a failed profile request shows a friendly message with Retry, in a usable shell', async ({ page }) => {
  await page.route('**/api/v1/users/1', (route) =>
    route.fulfill({ status: 503, contentType: 'application/problem+json', body: '{"status":503}' }),
  );
  // The server renders `/` with its data: the browser asks for the profile when it comes from another page.
  await page.goto('/login');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('alert')).toContainText('The portfolio could not be loaded.');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My stack' })).toBeVisible();

  await page.unroute('**/api/v1/users/1');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('the page does not shift while it loads, and its images are sized and lazy below the fold', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  // Slow the data down so the skeletons are what the first paint shows.
  await page.route('**/api/v1/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await openHome(page);
  await page.waitForLoadState('networkidle');
  const cls = await page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
  );
  expect(cls).toBeLessThan(0.1);

  const images = await page.locator('main img').evaluateAll((elements) =>
    elements.map((image) => ({
      sized: image.hasAttribute('width') && image.hasAttribute('height'),
      decoding: image.getAttribute('decoding'),
      loading: image.getAttribute('loading'),
      // A cover is its card's first image, in a <picture> of its AVIF and WebP sources.
      cover: image.matches('#projects article > picture:first-child > img'),
      top: image.getBoundingClientRect().top + window.scrollY,
    })),
  );
  expect(images.length).toBeGreaterThan(0);
  for (const [index, image] of images.entries()) {
    expect(image.sized).toBe(true);
    expect(image.decoding).toBe('async');
    // The first cover of the carousel loads at once: it is in view as soon as the carousel is.
    if (image.top > 900 && index !== images.findIndex((other) => other.cover))
      expect(image.loading).toBe('lazy');
  }
});

test('a visitor downloads only the public remote and the shared singletons: no admin code, no form libraries', async ({
  page,
  request,
}) => {
  const { adminRemote, publicRemote } = await remoteReleases(request);
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  await openHome(page);
  await page.waitForLoadState('networkidle');
  expect(scripts.some((url) => url.startsWith(publicRemote) && /ProjectsCarousel/.test(url))).toBe(true);
  expect(scripts.filter((url) => url.startsWith(adminRemote))).toEqual([]);
  expect(scripts.filter((url) => /hook-?form|resolvers|zod|schemas|LoginPage/i.test(url))).toEqual([]);
});
