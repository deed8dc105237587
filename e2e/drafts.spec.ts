import { type APIResponse, expect, type Page, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { draftBar } from '../host/server/drafts/draft-preview';
import { bottomBars } from '../host/server/pages/bottom-bars';
import { previewBar } from '../host/server/releases/preview-bar';
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

/** A PDF's text as poppler reads it, whitespace folded. */
async function pdfText(answer: APIResponse): Promise<string> {
  const file = join(await mkdtemp(join(tmpdir(), 'drafts-pdf-')), 'resume.pdf');
  await writeFile(file, await answer.body());
  const { stdout } = await promisify(execFile)('pdftotext', [file, '-']);
  return stdout.replace(/\s+/g, ' ');
}

/** What the draft's card and résumé answer: for the link's holder only, kept by no cache, never indexed. */
function expectPrivate(answer: APIResponse, type: string) {
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toContain(type);
  expect(answer.headers()['cache-control']).toBe('private, no-store');
  expect(answer.headers()['x-robots-tag']).toBe('noindex');
}

const hrefIn = async (bar: ReturnType<Page['getByRole']>, name: string) =>
  (await bar.getByRole('link', { name, exact: true }).getAttribute('href'))!;

test('a draft: saved without changing the page (a technology chip added in it too), previewed by its owner with the Draft preview bar, then published, at 375 and 1280 px in both themes, axe-clean', async ({
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
  // A technology of its own, linked in the draft only.
  const tool = `Draft tool ${run}`;
  const createdTool = await request.post('/api/v1/technologies', { headers, data: { name: tool } });
  expect(createdTool.status()).toBe(201);
  const toolId = ((await createdTool.json()) as { id: number }).id;
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  try {
    await signIn(page);
    await page.goto(`/admin/projects/${project.id}`);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const description = page.getByRole('textbox', { name: 'Description' });
    await description.fill(drafted);
    await page.getByRole('combobox', { name: 'Add a technology' }).fill(tool);
    await page.getByRole('option', { name: tool }).click();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(toast(page, 'Draft saved')).toBeVisible();
    const notice = page.getByRole('region', { name: /Unpublished changes saved/ });
    await expect(notice).toBeVisible();
    // The form shows the draft, in read mode again.
    await expect(description).toHaveValue(drafted);
    await expect(description).toBeDisabled();
    const chips = page.getByRole('list', { name: 'Technologies' });
    await expect(chips.getByText(tool)).toBeVisible();
    // Linked in the draft only: no link was made.
    const stored = await request.get(`/api/v1/projects/${project.id}`, { headers });
    expect(((await stored.json()) as { technologies: unknown[] }).technologies).toEqual([]);

    // Visitors still see the published project, without the technology.
    await visitor.goto(`/projects/${project.slug}`);
    await expect(visitor.getByText(live)).toBeVisible();
    await expect(visitor.getByText(drafted)).toHaveCount(0);
    await expect(visitor.getByText(tool)).toHaveCount(0);

    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of VIEWPORTS) {
        const where = `${viewport.width} px, ${theme}`;
        await page.setViewportSize(viewport);
        await page.evaluate((chosen) => localStorage.setItem('portfolio-theme', chosen), theme);
        await page.goto(`/admin/projects/${project.id}`);
        await expect(notice).toBeVisible();
        expect(await allViolations(page), `${where}: the draft's notice`).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/draft-notice-${viewport.width}-${theme}.png` });
        await chips.scrollIntoViewIfNeeded();
        await expect(chips.getByText(tool)).toBeInViewport();
        await page.screenshot({ path: `${SHOTS}/draft-technologies-${viewport.width}-${theme}.png` });

        await notice.getByRole('button', { name: 'Preview' }).click();
        await page.waitForURL(
          (url) => url.pathname === `/projects/${project.slug}` && url.searchParams.has('draft'),
        );
        const bar = page.getByRole('region', { name: 'Draft preview' });
        await expect(bar).toBeVisible();
        await expect(bar).toContainText('Draft preview');
        for (const name of ['Card', 'Résumé', 'Exit'])
          await expect(bar.getByRole('link', { name, exact: true })).toBeInViewport();
        await expect(page.getByText(drafted)).toBeVisible();
        await expect(page.getByText(live)).toHaveCount(0);
        await expect(page.getByText(tool).first()).toBeVisible();
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

    const preview = await page.request.post(`/api/v1/projects/${project.id}/draft/preview`, { headers });
    const path = ((await preview.json()) as { path: string }).path;

    // The preview's card and résumé, as the draft makes them, opened from its bar; visitors still get the live ones.
    const source = await (await page.request.get(path)).text();
    expect(source).toMatch(
      new RegExp(
        `<meta property="og:image" content="[^"]*/api/cards/projects/${project.slug}\\.png\\?draft=`,
      ),
    );
    await page.goto(path);
    const bar = page.getByRole('region', { name: 'Draft preview' });
    const cardHref = await hrefIn(bar, 'Card');
    const resumeHref = await hrefIn(bar, 'Résumé');
    expect(cardHref).toMatch(new RegExp(`^/api/cards/projects/${project.slug}\\.png\\?draft=`));
    await bar.getByRole('link', { name: 'Card', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/api/cards/projects/${project.slug}.png`);
    await page.screenshot({ path: `${SHOTS}/draft-card.png` });
    expectPrivate(await page.request.get(cardHref), 'image/png');
    const resumeJson = await page.request.get(resumeHref.replace('/resume.pdf', '/resume.json'));
    expectPrivate(resumeJson, 'application/json');
    const listed = (resume: unknown) =>
      (resume as { projects: { name: string; description: string }[] }).projects.find(
        ({ name }) => name === `Draft trial ${run}`,
      )?.description;
    expect(listed(await resumeJson.json())).toBe(drafted);
    const resumePdf = await page.request.get(resumeHref);
    expectPrivate(resumePdf, 'application/pdf');
    expect(await pdfText(resumePdf)).toContain(drafted);
    const visitorsCard = await visitor.request.get(`/api/cards/projects/${project.slug}.png`);
    expect(visitorsCard.headers()['cache-control']).toBe('public, no-cache');
    expect(listed(await (await visitor.request.get('/resume.json')).json())).toBe(live);
    const visitorsPdf = await pdfText(await visitor.request.get('/resume.pdf'));
    expect(visitorsPdf).toContain(live);
    expect(visitorsPdf).not.toContain(drafted);

    await page.goto(`/admin/projects/${project.id}`);

    // A link altered by a character is refused, and says so; so are its card and résumé.
    const forgedToken = `${new URL(cardHref, 'http://site').searchParams.get('draft')!.slice(0, -2)}xx`;
    for (const url of [`/api/cards/projects/${project.slug}.png`, '/resume.pdf', '/resume.json']) {
      const refused = await visitor.request.get(`${url}?draft=${encodeURIComponent(forgedToken)}`);
      expect(refused.status(), url).toBe(401);
      expect(refused.headers()['cache-control']).toBe('private, no-store');
    }
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
    await expect(visitor.getByText(tool).first()).toBeVisible();
  } finally {
    await visitorContext.close();
    await request.delete(`/api/v1/projects/${project.id}`, { headers });
    await request.delete(`/api/v1/technologies/${toolId}`, { headers });
  }
});

test("a project draft's technology deleted since: left out of the form's chips with a notice, at 375 and 1280 px in both themes, axe-clean", async ({
  page,
  request,
}) => {
  const run = Date.now().toString(36);
  const headers = { Authorization: `Bearer ${await ownerToken(request)}` };
  const newTechnology = async (name: string) => {
    const created = await request.post('/api/v1/technologies', { headers, data: { name } });
    expect(created.status()).toBe(201);
    return ((await created.json()) as { id: number }).id;
  };
  const [kept, gone] = [await newTechnology(`Kept ${run}`), await newTechnology(`Gone ${run}`)];
  const input = { name: `Draft links ${run}`, description: 'Links in a draft', userId: 1 };
  const created = await request.post('/api/v1/projects', { headers, data: input });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  try {
    const saved = await request.put(`/api/v1/projects/${id}/draft`, {
      headers,
      data: { ...input, technologyIds: [kept, gone] },
    });
    expect(saved.status()).toBe(200);
    expect((await request.delete(`/api/v1/technologies/${gone}`, { headers })).status()).toBe(204);

    await signIn(page);
    for (const theme of ['light', 'dark'] as const) {
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport);
        await page.evaluate((chosen) => localStorage.setItem('portfolio-theme', chosen), theme);
        await page.goto(`/admin/projects/${id}`);
        const notice = page.getByRole('region', { name: /Unpublished changes saved/ });
        await expect(notice).toContainText('A technology of these changes was deleted since');
        const chips = page.getByRole('list', { name: 'Technologies' });
        await expect(chips.getByText(`Kept ${run}`)).toBeVisible();
        await expect(chips.getByText(`Gone ${run}`)).toHaveCount(0);
        expect(await allViolations(page), `${viewport.width} px, ${theme}`).toEqual([]);
        await page.screenshot({ path: `${SHOTS}/draft-link-deleted-${viewport.width}-${theme}.png` });
      }
    }
  } finally {
    await request.delete(`/api/v1/projects/${id}`, { headers });
    await request.delete(`/api/v1/technologies/${kept}`, { headers });
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

    // The home card and the résumé with the drafted title, for the link's holder; the visitors' are live.
    const card = await page.request.get(await hrefIn(bar, 'Card'));
    expectPrivate(card, 'image/png');
    const liveCard = await request.get('/api/cards/home.png');
    expect((await card.body()).equals(await liveCard.body())).toBe(false);
    const resume = await page.request.get(await hrefIn(bar, 'Résumé'));
    expectPrivate(resume, 'application/pdf');
    expect(await pdfText(resume)).toContain(drafted);
    expect(await pdfText(await request.get('/resume.pdf'))).not.toContain(drafted);

    await page.goto('/');
    await expect(page.getByText(drafted)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Draft preview' })).toHaveCount(0);
  } finally {
    await request.delete('/api/v1/users/1/draft', { headers });
  }
});

test('a draft preview bar and a release preview bar both open: stacked at the bottom, neither covering the other, at 375 and 1280 px', async ({
  page,
}) => {
  const bars = bottomBars(
    draftBar({
      editPath: '/admin/projects/1',
      card: '/api/cards/projects/trail-planner.png?draft=t',
      resume: '/resume.pdf?draft=t',
    }),
    previewBar([{ remote: 'publicRemote', version: '2026.11.29-candidate' }]),
  );
  for (const theme of ['light', 'dark'] as const) {
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme });
      await page.setContent(
        `<!doctype html><html lang="en"><head><meta name="color-scheme" content="light dark"><title>Bars</title></head><body><main><h1>A page</h1>` +
          `<p style="height:150vh">Its content</p></main>${bars}</body></html>`,
      );
      const draft = (await page.getByRole('region', { name: 'Draft preview' }).boundingBox())!;
      const release = (await page.getByRole('region', { name: 'Release preview' }).boundingBox())!;
      // The draft's bar sits on the release's, which ends at the window's bottom edge; both wholly in view.
      expect(draft.y + draft.height).toBeCloseTo(release.y, 0);
      expect(release.y + release.height).toBeCloseTo(viewport.height, 0);
      expect(draft.y).toBeGreaterThan(0);
      for (const name of ['Card', 'Résumé', 'Exit'])
        await expect(page.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: 'Exit' })).toBeInViewport({ ratio: 1 });
      expect(await allViolations(page), `${viewport.width} px, ${theme}`).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/bars-stacked-${viewport.width}-${theme}.png` });
    }
  }
});
