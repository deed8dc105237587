import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { confirmDelete, ownerToken, rowWith, saveNew, search, toast, uploadImage } from './admin';
import { showCarousel, signIn } from './support';

// Creates, edits, reorders and deletes through the real screens on a loaded machine: several page loads.
test.describe.configure({ timeout: 180_000 });

/** The projects the home page's carousel shows, in the order of their slides. */
async function carouselProjects(page: Page): Promise<string[]> {
  await page.goto('/');
  await showCarousel(page);
  const slides = await page.locator('#projects .swiper-slide').evaluateAll((elements) =>
    elements.map((slide) => ({
      position: Number(/^(\d+)/.exec(slide.getAttribute('aria-label') ?? '')?.[1] ?? 0),
      name: slide.querySelector('article h3')?.textContent ?? '',
    })),
  );
  return [
    ...new Map(slides.sort((a, b) => a.position - b.position).map((slide) => [slide.name, slide])).keys(),
  ];
}

test('the owner manages tags, technologies and projects, orders and hides projects, and the home page follows', async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  const tagName = `E2E tag ${run}`;
  const technologyName = `E2E tech ${run}`;
  const projectName = `E2E project ${run}`;
  await signIn(page);

  // A tag.
  await page.goto('/admin/tags');
  await page.getByRole('link', { name: 'New' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(tagName);
  await page.getByRole('radiogroup', { name: 'Color' }).getByText('purple', { exact: true }).click();
  await saveNew(page, 'Tag created successfully!', '/admin/tags');
  await search(page, tagName);
  await rowWith(page, tagName)
    .getByRole('link', { name: `Edit ${tagName}` })
    .click();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(`${tagName}!`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Tag updated successfully!')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Name' })).toBeDisabled();

  // A technology with an uploaded icon and that tag.
  await page.goto('/admin/technologies/create-new');
  await page.getByRole('textbox', { name: 'Name' }).fill(technologyName);
  await uploadImage(page, 'Icon');
  await saveNew(page, 'Technology created successfully!', '/admin/technologies');
  const technologyRow = rowWith(page, technologyName);
  await expect(technologyRow.locator('img')).toHaveAttribute('src', /\/api\/uploads\/technologies\//);
  await technologyRow.getByRole('link', { name: `Edit ${technologyName}` }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('combobox', { name: 'Add a tag' }).fill(`${tagName}!`);
  await page.getByRole('option', { name: `${tagName}!` }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(`${technologyName}!`);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Technology updated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Tags' }).getByText(`${tagName}!`)).toBeVisible();

  // A project with a cover and that technology: it goes first.
  await page.goto('/admin/projects/create-new');
  await page.getByRole('textbox', { name: 'Name' }).fill(projectName);
  await page.getByRole('textbox', { name: 'Description' }).fill('Made by the end-to-end tests.');
  await page.getByRole('textbox', { name: 'Repository' }).fill('https://github.com/example/e2e');
  await uploadImage(page, 'Cover');
  await saveNew(page, 'Project created successfully!', '/admin/projects');
  const projectRows = page.getByRole('row');
  await expect(projectRows.nth(1)).toContainText(projectName);
  await expect(rowWith(page, projectName).locator('img')).toHaveAttribute(
    'src',
    /\/api\/uploads\/projects\//,
  );
  await rowWith(page, projectName)
    .getByRole('link', { name: `Edit ${projectName}` })
    .click();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByRole('combobox', { name: 'Add a technology' }).fill(`${technologyName}!`);
  await page.getByRole('option', { name: `${technologyName}!` }).click();
  await page.getByRole('textbox', { name: 'Description' }).fill('Made and edited by the end-to-end tests.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Project updated successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Technologies' }).getByText(`${technologyName}!`),
  ).toBeVisible();

  // Searching and paging keep their state in the URL, across a reload.
  const token = await ownerToken(request);
  const extraTags: number[] = [];
  for (const color of ['red', 'green', 'blue']) {
    const created = await request.post('/api/v1/tags', {
      headers: { Authorization: `Bearer ${token}` },
      data: { name: `E2E paging ${run} ${color}`, color },
    });
    extraTags.push(((await created.json()) as { id: number }).id);
  }
  await page.goto('/admin/tags');
  await expect(page.getByText('1 / 2')).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await page.reload();
  await expect(page.getByText('2 / 2')).toBeVisible();
  await search(page, `paging ${run}`);
  await expect(page.getByRole('row')).toHaveCount(4);
  await expect(page.getByText('1 / 1')).toBeVisible();

  // The owner's order: the new project moves below the next one; then Trail Planner is hidden.
  await page.goto('/admin/projects');
  const before = await carouselOrderFromApi(request);
  await page.getByRole('button', { name: `Move ${projectName} down` }).click();
  await expect(page.getByRole('button', { name: `Move ${projectName} down` })).toBeFocused();
  await expect(projectRows.nth(2)).toContainText(projectName);
  await expect.poll(() => carouselOrderFromApi(request)).toEqual([before[1], before[0], ...before.slice(2)]);
  await rowWith(page, 'Trail Planner').getByRole('link', { name: 'Edit Trail Planner' }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByText('Shown on the home page').click();
  await expect(page.getByRole('switch', { name: 'Shown on the home page' })).not.toBeChecked();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Project updated successfully!')).toBeVisible();
  await page.goto('/admin/projects');
  await expect(rowWith(page, 'Trail Planner')).toContainText('Hidden');

  const shown = await carouselProjects(page);
  expect(shown).not.toContain('Trail Planner');
  expect(shown.indexOf(projectName)).toBe(shown.indexOf(before[1]!) + 1);

  // Put things back and delete what this test made.
  await page.goto('/admin/projects');
  await rowWith(page, 'Trail Planner').getByRole('link', { name: 'Edit Trail Planner' }).click();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByText('Shown on the home page').click();
  await expect(page.getByRole('switch', { name: 'Shown on the home page' })).toBeChecked();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Project updated successfully!')).toBeVisible();
  await page.goto('/admin/projects');
  await rowWith(page, projectName)
    .getByRole('button', { name: `Delete ${projectName}` })
    .click();
  await confirmDelete(page, `Delete project '${projectName}'?`);
  await expect(toast(page, 'Project successfully deleted!')).toBeVisible();
  await expect(rowWith(page, projectName)).toHaveCount(0);

  await page.goto('/admin/technologies');
  await rowWith(page, `${technologyName}!`)
    .getByRole('button', { name: `Delete ${technologyName}!` })
    .click();
  await confirmDelete(page, `Delete '${technologyName}!' technology?`);
  await expect(toast(page, 'Technology successfully deleted!')).toBeVisible();

  await page.goto(`/admin/tags?search=${encodeURIComponent(tagName)}`);
  await rowWith(page, `${tagName}!`)
    .getByRole('button', { name: `Delete ${tagName}!` })
    .click();
  await confirmDelete(page, `Delete '${tagName}!' tag?`);
  await expect(toast(page, 'Tag deleted successfully!')).toBeVisible();
  await expect(page.getByText('No Results')).toBeVisible();
  for (const id of extraTags) {
    await request.delete(`/api/v1/tags/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  }
});

/** The visible projects' names in the order anonymous visitors get them. */
async function carouselOrderFromApi(request: APIRequestContext) {
  const response = await request.get('/api/v1/projects?limit=100');
  return ((await response.json()) as { projects: { name: string }[] }).projects.map(
    (project) => project.name,
  );
}

test('a token the API refuses mid-session sends the owner back to /login with a clear message', async ({
  page,
  request,
}) => {
  await signIn(page);
  await page.goto('/admin/tags');
  await expect(page.getByRole('table')).toBeVisible();
  // The session ends behind the page's back (here: its sign-in ended on the server with the browser's own
  // cookie; in life: expired, or a password changed elsewhere): its token and its refresh cookie stop working.
  const ended = await page.request.post('/api/v1/auth/logout', { headers: { 'x-portfolio-session': '1' } });
  expect(ended.status()).toBe(204);
  await rowWith(page, 'Backend').getByRole('button', { name: 'Delete Backend' }).click();
  await confirmDelete(page, "Delete 'Backend' tag?");
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Your session has expired. Please sign in again.')).toBeVisible();
  const tags = (await (await request.get('/api/v1/tags?name=Backend')).json()) as { tags: unknown[] };
  expect(tags.tags).toHaveLength(1);
});

test("a form with unsaved changes holds the browser's Back button until the owner says to leave", async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/admin/tags');
  await page.getByRole('link', { name: 'New' }).click();
  await expect(page).toHaveURL(/\/admin\/tags\/create-new$/);
  await page.getByRole('textbox', { name: 'Name' }).fill('Half typed');

  await page.goBack();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('You have unsaved changes. Leave this page and lose them?');
  // The address went back to where it was, and the form kept what was typed.
  await expect(page).toHaveURL(/\/admin\/tags\/create-new$/);
  await dialog.getByRole('button', { name: 'No, cancel' }).click();
  await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Half typed');

  await page.goBack();
  await page.getByRole('dialog').getByRole('button', { name: "Yes, I'm sure" }).click();
  await expect(page).toHaveURL(/\/admin\/tags$/);
  await expect(page.getByRole('table')).toBeVisible();
});
