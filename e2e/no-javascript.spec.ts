import { expect, type Page, test } from '@playwright/test';
import { filterStatus } from './support';

// The public pages as the server sends them, with no script at all: complete, and every way through them a link.
test.use({ javaScriptEnabled: false });

const projectNames = (page: Page) =>
  page.locator('#projects article h3').evaluateAll((headings) => headings.map((h) => h.textContent));

/** The seed's projects, in their order: a spec beside this one on the shared stack may show one of its own. */
const SEEDED_PROJECTS = ['Portfolio', 'Trail Planner', 'Invoice API'];
const seededProjectNames = async (page: Page) =>
  (await projectNames(page)).filter((name) => SEEDED_PROJECTS.includes(name ?? ''));

for (const { width, height } of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('/ shows the owner and every section, in the dark theme, and the header anchors lead to them', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.locator('body')).toHaveClass(/\bdark\b/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Alex Morgan');
      for (const name of ['Experience', 'My stack', 'Projects'])
        await expect(page.getByRole('heading', { name, level: 2 })).toBeAttached();
      await expect(page.getByRole('region', { name: 'My stack' }).getByRole('listitem')).not.toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toContainText('Alex Morgan');
      // Without scripts the theme cannot change: no toggle that would do nothing.
      await expect(page.getByRole('button', { name: 'Toggle theme' })).toBeHidden();

      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('link', { name: 'My stack' }).click();
      await expect(page).toHaveURL(/\/#my-stack$/);
      await expect(page.getByRole('heading', { name: 'My stack', level: 2 })).toBeInViewport();
      await nav.getByRole('link', { name: 'Experience' }).click();
      await expect(page.getByRole('heading', { name: 'Experience', level: 2 })).toBeInViewport();
    });

    test('every project is in the row, which scrolls sideways and snaps to each', async ({ page }) => {
      await page.goto('/#projects');
      expect(await seededProjectNames(page)).toEqual(SEEDED_PROJECTS);
      const row = page.locator('#projects .swiper-wrapper');
      await expect(row).toHaveCSS('scroll-snap-type', 'x mandatory');
      await expect(row).toHaveCSS('overflow-x', 'auto');
      // Nothing would answer them: no Play, no bullets.
      await expect(page.getByRole('button', { name: /slideshow/ })).toBeHidden();
      await expect(page.getByRole('group', { name: 'Choose a project' })).toBeHidden();
      const last = page.locator('#projects article').last();
      await row.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: 'instant' }));
      await expect(last).toBeInViewport();
    });

    test('the stack filters the projects with links the server answers, with the count, and back to all', async ({
      page,
    }) => {
      await page.goto('/');
      const stack = page.getByRole('region', { name: 'My stack' });
      const projects = page.getByRole('region', { name: 'Projects' });
      await expect(stack.getByRole('link', { name: 'Docker', exact: true })).toHaveAttribute(
        'href',
        '/?tech=docker#projects',
      );
      await stack.getByRole('link', { name: 'React', exact: true }).click();

      await expect(page).toHaveURL(/\/\?tech=react#projects$/);
      await expect(projects.getByRole('status').first()).toHaveText(
        filterStatus('2 of 3 projects use React.'),
      );
      expect(await projectNames(page)).toEqual(['Portfolio', 'Trail Planner']);
      await expect(stack.getByRole('link', { name: 'React', exact: true })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expect(page.getByRole('heading', { name: 'Projects', level: 2 })).toBeInViewport();

      await projects.getByRole('link', { name: 'Show all projects' }).click();
      await expect(page).toHaveURL(/\/#projects$/);
      expect(await seededProjectNames(page)).toEqual(SEEDED_PROJECTS);
    });
  });
}

test('/projects filters its grid with links, and a project page shows the project', async ({ page }) => {
  await page.goto('/projects');
  await page
    .getByRole('navigation', { name: 'Filter by technology' })
    .getByRole('link', { name: 'Docker' })
    .click();
  await expect(page).toHaveURL(/\/projects\?tech=docker$/);
  await expect(page.getByRole('status').first()).toHaveText(filterStatus('1 of 3 projects uses Docker.'));
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);

  await page.getByRole('link', { name: 'Invoice API', exact: true }).click();
  await expect(page).toHaveURL(/\/projects\/invoice-api$/);
  await expect(page.getByRole('heading', { name: 'Invoice API', level: 1 })).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
});

test('an unknown address and a missing project say so, with the ways on, answered 404', async ({ page }) => {
  for (const { path, heading, sentence } of [
    {
      path: '/no-such-page',
      heading: 'Page not found',
      sentence: 'There is no page at this address. The link may be old, or mistyped.',
    },
    {
      path: '/projects/no-such-project',
      heading: 'Project not found',
      sentence: 'This project does not exist, or is no longer shown.',
    },
  ]) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(page).toHaveTitle('Page not found · Alex Morgan');
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText(sentence)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'See all projects' })).toHaveAttribute(
      'href',
      '/projects',
    );
    // The header's anchors lead to the home page's sections, as on every page.
    await expect(page.getByRole('banner').getByRole('link', { name: 'About' })).toHaveAttribute(
      'href',
      '/#about',
    );
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  }
  await page.goto('/no-such-page');
  await page.getByRole('main').getByRole('link', { name: 'Back to the portfolio' }).click();
  await expect(page.getByRole('heading', { name: 'Alex Morgan', level: 1 })).toBeVisible();
});
