import { expect, type Page, test } from '@playwright/test';
import { filterStatus, showCarousel, signIn } from './support';

// Whole page loads with remotes, on a machine the other checkouts' tests share: room beyond the 30 s default.
test.describe.configure({ timeout: 60_000 });

async function openHome(page: Page, path = '/') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await showCarousel(page);
}

const projectNames = (page: Page) =>
  page
    .locator('#projects article h3')
    .evaluateAll((headings) => headings.map((heading) => heading.textContent));

for (const { width, height } of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('the stack filters the projects by technology, in the address, and back shows them all', async ({
      page,
    }) => {
      await openHome(page);
      const stack = page.getByRole('region', { name: 'My stack' });
      const projects = page.getByRole('region', { name: 'Projects' });
      await stack.getByRole('link', { name: 'Docker', exact: true }).click();

      await expect(page).toHaveURL(/\/\?tech=docker#projects$/);
      await expect(projects.getByRole('status').first()).toHaveText(
        filterStatus('1 of 3 projects uses Docker.'),
      );
      await expect.poll(() => projectNames(page)).toEqual(['Invoice API']);
      await expect(stack.getByRole('link', { name: 'Docker', exact: true })).toHaveAttribute(
        'aria-current',
        'true',
      );
      // The choice takes the visitor to the projects it names.
      await expect(projects.getByRole('heading', { name: 'Projects', level: 2 })).toBeInViewport();

      await page.goBack();
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(() => projectNames(page)).toEqual(['Portfolio', 'Trail Planner', 'Invoice API']);

      await page.goForward();
      await expect.poll(() => projectNames(page)).toEqual(['Invoice API']);
      // The browser puts the scroll position back after a history step, and may do so late on a busy machine:
      // once the projects are back in view, a click lands where it aimed.
      await expect(projects.getByRole('heading', { name: 'Projects', level: 2 })).toBeInViewport();
      await projects.getByRole('link', { name: 'Show all projects' }).click();
      await expect(page).toHaveURL(/\/#projects$/);
      await expect.poll(() => projectNames(page)).toHaveLength(3);
      await expect(projects.getByRole('status').first()).toBeEmpty();
    });

    test('a shared filtered link opens filtered', async ({ page }) => {
      await openHome(page, '/?tech=react');
      await expect(page.getByRole('region', { name: 'Projects' }).getByRole('status').first()).toHaveText(
        filterStatus('2 of 3 projects use React.'),
      );
      await expect.poll(() => projectNames(page)).toEqual(['Portfolio', 'Trail Planner']);
    });

    test('the bullets under the carousel move it and tell which project is in front', async ({ page }) => {
      // From 1024 px the seed's three projects are all in view, with no bullets: two in view at most here.
      await page.setViewportSize({ width: Math.min(width, 900), height });
      await openHome(page);
      const projects = page.getByRole('region', { name: 'Projects' });
      // Pause comes before the slides, so the keyboard reaches it first.
      await projects.getByRole('button', { name: 'Pause the projects slideshow' }).click();
      const bullets = projects.getByRole('group', { name: 'Choose a project' }).getByRole('button');
      await expect(bullets).toHaveCount(3);
      const third = projects.getByRole('button', { name: 'Show project 3 of 3: Invoice API' });
      await third.click();
      await expect(third).toHaveAttribute('aria-current', 'true');
      await expect(projects.getByText('Project 3 / 3: Invoice API')).toBeAttached();
      const front = projects.locator('.swiper-slide-active article');
      await expect(front).toHaveAccessibleName('Invoice API');
      await expect(front).toBeInViewport();

      await projects.getByRole('button', { name: 'Show project 1 of 3: Portfolio' }).click();
      await expect(front).toHaveAccessibleName('Portfolio');
      // Every card names its technologies in words, not only in logos.
      await expect(front.getByRole('list', { name: 'Portfolio technologies' })).toContainText('Tailwind CSS');
    });

    test('every image has a width and a height and a srcset, and the logos arrive drawn', async ({
      page,
    }) => {
      await openHome(page);
      await page.waitForLoadState('networkidle');
      const images = await page.locator('img').evaluateAll((elements) =>
        elements.map((image) => ({
          src: image.getAttribute('src') ?? '',
          width: image.getAttribute('width'),
          height: image.getAttribute('height'),
          srcset: image.getAttribute('srcset'),
          loaded: (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
          lazy: image.getAttribute('loading') === 'lazy',
        })),
      );
      // The header's and the about section's portrait, seven logos, three covers and their technologies.
      expect(images.length).toBeGreaterThan(20);
      for (const image of images) {
        expect(image.width, image.src).toMatch(/^\d+$/);
        expect(image.height, image.src).toMatch(/^\d+$/);
        // The variants the image has, smallest first, each at its true width: the seed's 1200 px covers offer
        // 160 to 1200, the 512 px portrait its 800 px variant at 512w, and an avatar a test uploaded 64 px wide
        // (the suite shares one site) only its 160 px variant at 64w.
        const offered = (image.srcset ?? '').split(', ').map((candidate) => {
          const [, variant, width] = /\.(\d+)w\.webp (\d+)w$/.exec(candidate) ?? [];
          return { variant: Number(variant), width: Number(width) };
        });
        expect(
          offered.map(({ variant }) => variant),
          image.src,
        ).toEqual([160, 400, 800, 1200, 1600, 2400].slice(0, offered.length));
        for (const { variant, width } of offered) expect(width, image.src).toBeLessThanOrEqual(variant);
        expect(offered.length, image.src).toBeGreaterThan(0);
        if (!image.lazy) expect(image.loaded, image.src).toBe(true);
      }
      // The SVG logos arrive as the small WebP they were drawn into: no SVG document per logo on the page.
      const logos = page.getByRole('region', { name: 'My stack' }).locator('img');
      await logos.first().scrollIntoViewIfNeeded();
      await expect
        .poll(() => logos.evaluateAll((all) => all.map((image) => (image as HTMLImageElement).currentSrc)))
        .toEqual(Array(7).fill(expect.stringMatching(/\/seed-[a-z]+\.160w\.webp$/)));
      // The browser took a variant for the covers (AVIF, offered first), not the original.
      const cover = page.locator('#projects .swiper-slide-active img').first();
      await cover.scrollIntoViewIfNeeded();
      await expect
        .poll(() => cover.evaluate((image) => (image as HTMLImageElement).currentSrc))
        .toMatch(/\.(400|800|1200)w\.avif$/);
    });
  });
}

test('a skip link, the section being read marked in the header, and Admin for the signed-in owner', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openHome(page);
  // Tab first reaches the skip link, which moves the keyboard into the content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'true');
  await nav.getByRole('link', { name: 'My stack' }).click();
  await expect(nav.getByRole('link', { name: 'My stack' })).toHaveAttribute('aria-current', 'true');
  await expect(nav.locator('[aria-current]')).toHaveCount(1);
  await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getUTCFullYear()}`);

  await signIn(page);
  // Inside the page, as the owner goes back to the site: the session is held in memory (a fresh load of a
  // public page does not ask for it).
  await page.getByRole('link', { name: 'View site' }).first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Admin', exact: true })).toHaveAttribute('href', '/admin');
});
