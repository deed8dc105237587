import { expect, test } from '@playwright/test';
import { ownerToken, toast } from './admin';
import { allViolations } from './axe';
import { signIn } from './support';

// Drafts as the owner meets them (docs/history.md#drafts-and-preview): a project of its own, so the pages other
// specs read keep their text, and deleted at the end.
test.describe.configure({ timeout: 240_000 });

const VIEWPORTS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
] as const;

/** Screenshots are for the reviewer's eyes, never committed: outside the repository. */
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/portfolio-drafts-shots';

test('a draft: saved without changing the page, previewed by its owner with the Draft preview bar, then published, at 375 and 1280 px in both themes, axe-clean', async ({
  page,
  request,
  browser,
}) => {
  const run = Date.now().toString(36);
  const live = `The live summary of ${run}`;
  const drafted = `The drafted summary of ${run}`;
  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
  const created = await request.post('/api/v1/projects', {
    headers,
    data: { name: `Draft trial ${run}`, description: live, userId: 1 },
  });
  expect(created.status()).toBe(201);
  const project = (await created.json()) as { id: number; slug: string };
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await signIn(page);
    await page.goto(`/admin/projects/${project.id}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.fill(drafted);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(toast(page, 'Draft saved')).toBeVisible();
    const notice = page.getByRole('region', { name: /Unpublished changes saved/ });
    await expect(notice).toBeVisible();
    // The form shows the draft, in read mode again.
    await expect(description).toHaveValue(drafted);
    await expect(description).toBeDisabled();

    // Visitors still see the published project.
    await visitor.goto(`/projects/${project.slug}`);
    await expect(visitor.getByText(live)).toBeVisible();
    await expect(visitor.getByText(drafted)).toHaveCount(0);

    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of VIEWPORTS) {
        const where = `${viewport.width} px, ${theme}`;
        await page.setViewportSize(viewport);
        await page.evaluate((chosen) => localStorage.setItem('portfolio-theme', chosen), theme);
        await page.goto(`/admin/projects/${project.id}`);
        await expect(notice).toBeVisible();
        expect(await allViolations(page), `${where}: the draft's notice`).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/draft-notice-${viewport.width}-${theme}.png` });

        await notice.getByRole('button', { name: 'Preview' }).click();
        await page.waitForURL(
          (url) => url.pathname === `/projects/${project.slug}` && url.searchParams.has('draft'),
        );
        const bar = page.getByRole('region', { name: 'Draft preview' });
        await expect(bar).toBeVisible();
        await expect(bar).toContainText('Draft preview');
        await expect(page.getByText(drafted)).toBeVisible();
        await expect(page.getByText(live)).toHaveCount(0);
        await page.waitForLoadState('networkidle');
        const regionless = await page.evaluate(() =>
          [...document.querySelectorAll('.sr-only')].map((element) => element.outerHTML.slice(0, 200)),
        );
        expect(await allViolations(page), `${where}: the draft preview ${regionless.join(' | ')}`).toEqual(
          [],
        );
        await page.screenshot({ path: `${SHOTS}/draft-preview-${viewport.width}-${theme}.png` });

        // For this answer only: never kept by a cache, never indexed.
        const answer = await page.request.get(page.url());
        expect(answer.headers()['cache-control']).toBe('private, no-store');
        expect(answer.headers()['x-robots-tag']).toBe('noindex');

        await bar.getByRole('link', { name: 'Exit' }).click();
        await page.waitForURL((url) => url.pathname === `/admin/projects/${project.id}`);
      }
    }

    // A link altered by a character is refused, and says so.
    const preview = await page.request.post(`/api/v1/projects/${project.id}/draft/preview`, { headers });
    const path = ((await preview.json()) as { path: string }).path;
    const forged = await visitor.goto(`${path.slice(0, -2)}xx`);
    expect(forged?.status()).toBe(401);
    await expect(visitor.getByRole('heading', { level: 1 })).toContainText('not valid or has expired');

    await page
      .getByRole('region', { name: /Unpublished changes saved/ })
      .getByRole('button', { name: 'Publish' })
      .click();
    await expect(toast(page, 'Draft published.')).toBeVisible();
    await expect(notice).toHaveCount(0);
    await visitor.goto(`/projects/${project.slug}`);
    await expect(visitor.getByText(drafted)).toBeVisible();
  } finally {
    await visitorContext.close();
    await request.delete(`/api/v1/projects/${project.id}`, { headers });
  }
});

test("a profile's draft: its preview shows the home page with it and the bar, while visitors see the live profile", async ({
  page,
  request,
}) => {
  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
  const profile = (await (await request.get('/api/v1/users/1', { headers })).json()) as Record<
    string,
    unknown
  >;
  const fields = ['firstName', 'lastName', 'professionalTitle', 'bio', 'availability', 'email', 'phone'];
  const input = Object.fromEntries(
    [...fields, 'github', 'linkedin', 'notionResume'].map((field) => [field, profile[field]]),
  );
  const drafted = `Drafted title ${Date.now().toString(36)}`;
  const saved = await request.put('/api/v1/users/1/draft', {
    headers,
    data: { ...input, professionalTitle: drafted },
  });
  expect(saved.status()).toBe(200);
  try {
    const link = await request.post('/api/v1/users/1/draft/preview', { headers });
    const { path } = (await link.json()) as { path: string };
    expect(path).toMatch(/^\/\?draft=/);
    const answer = await page.goto(path);
    expect(answer?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByText(drafted).first()).toBeVisible();
    const bar = page.getByRole('region', { name: 'Draft preview' });
    await expect(bar.getByRole('link', { name: 'Exit' })).toHaveAttribute('href', '/admin/profile');
    expect(await allViolations(page)).toEqual([]);

    await page.goto('/');
    await expect(page.getByText(drafted)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Draft preview' })).toHaveCount(0);
  } finally {
    await request.delete('/api/v1/users/1/draft', { headers });
  }
});
