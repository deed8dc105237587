import { expect, test } from '@playwright/test';
import { hydrateIsland, remoteReleases, signIn } from './support';

test('the home page shows the owner from the API', async ({ page, request }) => {
  const owner = (await (await request.get('/api/v1/users/1')).json()) as {
    firstName: string;
    lastName: string;
  };
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${owner.firstName} ${owner.lastName}`);
});

test('an anonymous visitor downloads nothing from the admin remote', async ({ page, request }) => {
  const { adminRemote, publicRemote } = await remoteReleases(request);
  const requested: string[] = [];
  page.on('request', (req) => requested.push(req.url()));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Every island of the page hydrated: all the code a visitor of `/` can ever run.
  await hydrateIsland(page, 'technologies');
  await hydrateIsland(page, 'projects');
  await page.waitForLoadState('networkidle');
  expect(requested.some((url) => url.startsWith(publicRemote))).toBe(true);
  expect(requested.filter((url) => url.startsWith(adminRemote))).toEqual([]);
});

test('exactly one copy of React renders the page, host and remotes together', async ({ page, request }) => {
  // React registers each renderer copy with the devtools hook: count them.
  await page.addInitScript(() => {
    const renderers = new Map();
    Object.defineProperty(window, '__REACT_DEVTOOLS_GLOBAL_HOOK__', {
      value: {
        renderers,
        supportsFiber: true,
        inject: (renderer: unknown) => {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  const { adminRemote, publicRemote } = await remoteReleases(request);
  const reactDomFromRemotes: string[] = [];
  page.on('request', (req) => {
    const url = req.url();
    if ((url.startsWith(publicRemote) || url.startsWith(adminRemote)) && /react.?dom/i.test(url)) {
      reactDomFromRemotes.push(url);
    }
  });
  await signIn(page);
  await page.goto('/admin/projects');
  await expect(page.getByRole('table')).toBeVisible();
  await page.goto('/');
  // The page is the server's HTML: React registers only once an island is hydrated, so hydrate both, and wait
  // for every script the page loads, before counting.
  await hydrateIsland(page, 'technologies');
  await hydrateIsland(page, 'projects');
  const renderers = () =>
    page.evaluate(
      () =>
        (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
          .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    );
  await expect.poll(renderers).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  expect(await renderers()).toBe(1);
  expect(reactDomFromRemotes).toEqual([]);
});

test('the admin area sends a visitor without a session to /login', async ({ page }) => {
  await page.goto('/admin/projects');
  // …and back to the page asked for afterwards.
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin%2Fprojects$/);
});

test('the owner signs in and sees the projects from the API', async ({ page, request }) => {
  const { projects } = (await (await request.get('/api/v1/projects')).json()) as {
    projects: { name: string }[];
  };
  expect(projects.length).toBeGreaterThan(0);
  await signIn(page);
  await page.goto('/admin/projects');
  for (const project of projects)
    await expect(page.getByRole('cell', { name: project.name, exact: true })).toBeVisible();
});

test("a toast raised in the admin remote shows in the host's toaster", async ({ page }) => {
  await signIn(page);
  await page.route('**/api/v1/tags?*', (route) =>
    route.fulfill({ status: 500, contentType: 'application/problem+json', body: '{"status":500}' }),
  );
  await page.goto('/admin/tags');
  // The host's toaster says it, and the list keeps the error in place with Retry (never 'No Results').
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to load tags.' }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
  await expect(page.getByText('No Results')).toBeHidden();
});

test('a remote whose manifest is missing shows a fallback with Retry, and Retry recovers', async ({
  page,
  request,
}) => {
  const { adminRemote } = await remoteReleases(request);
  await signIn(page);
  await page.route(`${adminRemote}/mf-manifest.json`, (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  await page.goto('/admin/projects');
  await expect(page.getByRole('alert')).toContainText('The admin area could not be loaded.');
  await expect(page.getByRole('complementary', { name: 'Admin menu' })).toBeVisible();

  await page.unroute(`${adminRemote}/mf-manifest.json`);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('table')).toBeVisible();
});
