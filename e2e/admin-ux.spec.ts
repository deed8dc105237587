import { expect, type Page, test } from '@playwright/test';
import { overflow, ownerToken, rowWith, saveNew, search, toast } from './admin';
import { allViolations } from './axe';
import { focusWalk, owner, signIn } from './support';

// Loops over the five resources, two widths and two themes inside few tests: each test loads few pages, but
// runs many checks on a machine the other checkouts' tests share.
test.describe.configure({ timeout: 240_000 });

const RESOURCES = [
  { path: 'experiences', singular: 'Experience', failed: 'Failed to fetch work experiences.' },
  { path: 'projects', singular: 'Project', failed: 'Failed to load projects.' },
  { path: 'technologies', singular: 'Technology', failed: 'Failed to fetch technologies.' },
  { path: 'tags', singular: 'Tag', failed: 'Failed to load tags.' },
  { path: 'users', singular: 'User', failed: 'Failed to load users.' },
] as const;

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

/** Whether the element is drawn entirely inside the viewport. */
async function inViewport(page: Page, name: string) {
  const box = await page.getByRole('button', { name, exact: true }).boundingBox();
  const size = page.viewportSize()!;
  return (
    box !== null &&
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= size.width &&
    box.y + box.height <= size.height
  );
}

for (const theme of ['dark', 'light'] as const) {
  test(`every list fits a phone with its actions, every row opens its item with Edit in view, axe-clean (${theme})`, async ({
    page,
  }) => {
    await page.addInitScript((chosen) => localStorage.setItem('portfolio-theme', chosen), theme);
    await signIn(page);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const resource of RESOURCES) {
        const where = `${resource.path} at ${viewport.width} px`;
        await page.goto(`/admin/${resource.path}`);
        const rows = page.locator('tbody tr');
        await expect(rows.first()).toBeVisible();
        expect(await overflow(page), where).toEqual({ page: 0, rows: [] });
        for (const row of await rows.all()) {
          const text = (await row.textContent()) ?? '';
          // No one deletes their own user: that row has no Delete.
          if (resource.path === 'users' && text.includes(owner().email)) continue;
          const remove = row.getByRole('button', { name: /^Delete / });
          // Visible, and inside both its card and the screen's width: nothing to scroll sideways to reach it.
          await expect(remove, `${where}: ${text}`).toBeVisible();
          const [button, card] = [(await remove.boundingBox())!, (await row.boundingBox())!];
          expect(button.x, `${where}: ${text}`).toBeGreaterThanOrEqual(card.x);
          expect(button.x + button.width, `${where}: ${text}`).toBeLessThanOrEqual(
            Math.min(card.x + card.width, viewport.width),
          );
        }
        if (viewport.width === 1280) expect(await allViolations(page), `${where} list`).toEqual([]);

        // A click on the row, not on its pencil, opens the item: read-only, Edit in view without scrolling.
        const first = (await rows.first().boundingBox())!;
        await rows.first().click({ position: { x: first.width / 2, y: 3 } });
        await expect(page).toHaveURL(new RegExp(`/admin/${resource.path}/\\d+$`));
        await expect(page.getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
        expect(await inViewport(page, 'Edit'), `${where}: Edit in view`).toBe(true);
        expect(await overflow(page), `${where} form`).toMatchObject({ page: 0 });
        if (viewport.width === 1280) expect(await allViolations(page), `${where} form`).toEqual([]);
        // Editing: Save and Cancel take its place, and stay in view at the bottom of the form too.
        await page.getByRole('button', { name: 'Edit', exact: true }).click();
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
        expect(await inViewport(page, 'Save'), `${where}: Save in view when scrolled`).toBe(true);
        expect(await inViewport(page, 'Cancel'), `${where}: Cancel in view when scrolled`).toBe(true);
        if (viewport.width === 1280) {
          expect(await allViolations(page), `${where} form editing`).toEqual([]);
          // The create form, reached through the list inside the page.
          await page.getByRole('button', { name: 'Cancel' }).click();
          await page.getByRole('link', { name: 'Back', exact: true }).click();
          await page.getByRole('link', { name: 'New', exact: true }).click();
          await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
          expect(await allViolations(page), `${where} create form`).toEqual([]);
        }
      }
    }
  });
}

test('a list that fails says so with Retry, which loads it; an unknown id is not found', async ({ page }) => {
  await signIn(page);
  for (const resource of RESOURCES) {
    const list = (url: URL) => url.pathname === `/api/v1/${resource.path}`;
    await page.route(list, (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/problem+json',
        body: JSON.stringify({ status: 500, title: 'Internal Server Error', detail: 'Down for the test.' }),
      }),
    );
    await page.goto(`/admin/${resource.path}`);
    const failure = page.getByRole('alert').filter({ hasText: resource.failed });
    await expect(failure).toBeVisible();
    await expect(page.getByText('No Results')).toHaveCount(0);
    if (resource.path === 'experiences') {
      // It stays: not a toast that goes after 5 s.
      await page.waitForTimeout(5500);
      await expect(failure).toBeVisible();
    }
    await page.unroute(list);
    await failure.getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await expect(failure).toHaveCount(0);

    await page.goto(`/admin/${resource.path}/999999`);
    await expect(page.getByText(`${resource.singular} not found.`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Edit', exact: true })).toHaveCount(0);
    await page.getByRole('link', { name: `Back to ${resource.path}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/${resource.path}$`));
    await expect(page.locator('tbody tr').first()).toBeVisible();
  }
});

test('the confirm dialog is modal: "No, cancel" has the focus and keeps it inside; Escape and the backdrop say no', async ({
  page,
  request,
}) => {
  const tagName = `Modal tag ${Date.now().toString(36)}`;
  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
  expect(
    (await request.post('/api/v1/tags', { headers, data: { name: tagName, color: 'green' } })).ok(),
  ).toBe(true);
  await signIn(page);
  await page.goto('/admin/tags');
  await search(page, tagName);
  const remove = rowWith(page, tagName).getByRole('button', { name: `Delete ${tagName}` });
  const dialog = page.getByRole('dialog', { name: `Delete '${tagName}' tag?` });

  await remove.click();
  await expect(dialog.getByRole('button', { name: 'No, cancel' })).toBeFocused();
  // A native modal <dialog>: Tab and Shift+Tab go round its two buttons and may leave the page for the
  // browser's own controls, never reaching the page behind it.
  for (const key of ['Tab', 'Shift+Tab'] as const) {
    const stops = await focusWalk(page, dialog, key, 6);
    expect(stops).not.toContain('behind');
    expect(stops).toEqual(expect.arrayContaining(["Yes, I'm sure", 'No, cancel']));
  }

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();

  await remove.click();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(rowWith(page, tagName)).toBeVisible();

  await remove.click();
  await dialog.getByRole('button', { name: "Yes, I'm sure" }).click();
  await expect(toast(page, 'Tag deleted successfully!')).toBeVisible();
  await expect(rowWith(page, tagName)).toBeHidden();
});

test('links set on the create form are there after Save; the toast is still on the list; Cancel drops links', async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  const token = await ownerToken(request);
  const headers = { Authorization: `Bearer ${token}` };
  const tagName = `UX tag ${run}`;
  const technologyName = `UX tech ${run}`;
  const projectName = `UX project ${run}`;
  const tag = (await (
    await request.post('/api/v1/tags', { headers, data: { name: tagName, color: 'green' } })
  ).json()) as { id: number };
  await signIn(page);
  await page.setViewportSize({ width: 375, height: 812 });

  // A technology created with its tag.
  await page.goto('/admin/technologies/create-new');
  await page.getByRole('textbox', { name: 'Name' }).fill(technologyName);
  await page.getByRole('combobox', { name: 'Add a tag' }).fill(tagName);
  await page.getByRole('option', { name: tagName }).click();
  await saveNew(page, 'Technology created successfully!', '/admin/technologies');
  await page.getByRole('link', { name: technologyName, exact: true }).click();
  await expect(page.getByRole('list', { name: 'Tags' }).getByText(tagName)).toBeVisible();
  const technologyId = Number(/\/(\d+)$/.exec(page.url())![1]);

  // Cancel drops a removed tag: it is still there, on screen and stored.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  await page.getByRole('button', { name: `Remove tag ${tagName}` }).click();
  await expect(page.getByText('None yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('list', { name: 'Tags' }).getByText(tagName)).toBeVisible();

  // A project created with that technology.
  await page.goto('/admin/projects/create-new');
  await page.getByRole('textbox', { name: 'Name' }).fill(projectName);
  await page.getByRole('textbox', { name: 'Description' }).fill('Made by the admin UX tests.');
  await page.getByRole('combobox', { name: 'Add a technology' }).fill(technologyName);
  await page.getByRole('option', { name: technologyName }).click();
  await saveNew(page, 'Project created successfully!', '/admin/projects');
  await page.getByRole('link', { name: projectName, exact: true }).click();
  await expect(page.getByRole('list', { name: 'Technologies' }).getByText(technologyName)).toBeVisible();
  const projectId = Number(/\/(\d+)$/.exec(page.url())![1]);

  // Reordering says so.
  await page.goto('/admin/projects');
  await page.getByRole('button', { name: `Move ${projectName} down` }).click();
  await expect(toast(page, 'Order saved')).toBeVisible();

  for (const path of [`projects/${projectId}`, `technologies/${technologyId}`, `tags/${tag.id}`]) {
    expect((await request.delete(`/api/v1/${path}`, { headers })).ok()).toBe(true);
  }
});

/** Whether two boxes share any area. */
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
type Box = { x: number; y: number; width: number; height: number };

test("the success toast leaves the list's Next button uncovered, at 375 and 1280 px", async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  const name = `Room tag ${run}`;
  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
  try {
    // Two pages of tags: a whole page above Next, which is there to press.
    for (const index of [1, 2, 3, 4])
      expect(
        (
          await request.post('/api/v1/tags', { headers, data: { name: `${name} ${index}`, color: 'green' } })
        ).ok(),
      ).toBe(true);
    await signIn(page);
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.goto('/admin/tags/create-new');
      await page.getByRole('textbox', { name: 'Name' }).fill(`${name} at ${viewport.width}`);
      await page.getByRole('radiogroup', { name: 'Color' }).getByText('purple', { exact: true }).click();
      await saveNew(page, 'Tag created successfully!', '/admin/tags');
      await expect(page.locator('tbody tr')).toHaveCount(10);
      // Where a person goes to press Next.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const next = (await page.getByRole('button', { name: 'Next' }).boundingBox())!;
      const shown = (await toast(page, 'Tag created successfully!').boundingBox())!;
      expect(overlaps(next, shown), `Next under the toast at ${viewport.width} px`).toBe(false);
      expect(next.y + next.height, `Next in view at ${viewport.width} px`).toBeLessThanOrEqual(
        viewport.height,
      );
    }
  } finally {
    const made = (await (
      await request.get(`/api/v1/tags?name=${encodeURIComponent(name)}&limit=100`, { headers })
    ).json()) as { tags: { id: number }[] };
    for (const { id } of made.tags) await request.delete(`/api/v1/tags/${id}`, { headers });
  }
});

test('an admin page loads without a warning from the router', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await signIn(page);
  await page.goto('/admin');
  await expect(page.getByRole('region', { name: 'Last changed' })).toBeVisible();
  await page.goto('/admin/tags');
  await expect(page.getByRole('table')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(warnings.filter((text) => /descendant <Routes>/.test(text))).toEqual([]);
});
