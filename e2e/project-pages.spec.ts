import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  copyOfPublicRemote,
  type SpareServer,
  sparePort,
  startHostServer,
  startStaticServer,
} from './servers';
import { allViolations } from './axe';
import { env, isVitalsChunk, owner } from './support';

/** Screenshots are for the reviewer's eyes, never committed: outside the repository. */
const SHOTS = process.env.E2E_SCREENSHOT_DIR ?? '/tmp/portfolio-project-shots';

interface Project {
  id: number;
  name: string;
  slug: string;
  description: string;
  technologies: { name: string }[];
  gallery: unknown[];
}

const inHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

async function ownerToken(request: APIRequestContext) {
  const response = await request.post('/api/v1/auth/login', { data: owner() });
  return ((await response.json()) as { token: string }).token;
}

async function visibleProjects(request: APIRequestContext) {
  return ((await (await request.get('/api/v1/users/1')).json()) as { projects: Project[] }).projects;
}

const servers: SpareServer[] = [];
const cleanups: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop()));
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

test('the server renders a project page with its name, description, technologies and preview tags', async ({
  request,
  baseURL,
}) => {
  const [project] = await visibleProjects(request);
  const response = await request.get(`/projects/${project!.slug}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain(inHtml(project!.name));
  expect(root).toContain(inHtml(project!.description));
  for (const technology of project!.technologies) expect(root).toContain(inHtml(technology.name));

  const url = new URL(`/projects/${project!.slug}`, baseURL).href;
  const card = new URL(`/api/cards/projects/${project!.slug}.png`, baseURL).href;
  expect(html).toContain(`<link rel="canonical" href="${url}" />`);
  expect(metaContent(html, 'property', 'og:url')).toBe(url);
  expect(metaContent(html, 'property', 'og:image')).toBe(card);
  expect(metaContent(html, 'name', 'twitter:image')).toBe(card);
  expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');
  const jsonLd = JSON.parse(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!);
  expect(jsonLd).toMatchObject({
    '@type': 'CreativeWork',
    name: project!.name,
    author: { '@type': 'Person' },
  });

  const image = await request.get(card);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
});

test('a renamed project answers 301 at its old address, a hidden one 404, and the sitemap lists the visible', async ({
  request,
}) => {
  const headers = { authorization: `Bearer ${await ownerToken(request)}` };
  const created = (await (
    await request.post('/api/v1/projects', {
      headers,
      data: { name: 'Tide Tables', description: 'Tides, charted.', userId: 1 },
    })
  ).json()) as Project;
  const hidden = (await (
    await request.post('/api/v1/projects', {
      headers,
      data: { name: 'Secret Garden', description: 'Not yet.', userId: 1, visible: false },
    })
  ).json()) as Project;
  try {
    await request.put(`/api/v1/projects/${created.id}`, {
      headers,
      data: { name: 'Tide Charts', description: 'Tides, charted.', userId: 1 },
    });
    const moved = await request.get('/projects/tide-tables', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe('/projects/tide-charts');
    expect((await request.get('/projects/secret-garden')).status()).toBe(404);
    expect((await request.get('/projects/no-such-project')).status()).toBe(404);

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain('/projects/tide-charts</loc>');
    expect(sitemap).not.toContain('secret-garden');
  } finally {
    await request.delete(`/api/v1/projects/${created.id}`, { headers });
    await request.delete(`/api/v1/projects/${hidden.id}`, { headers });
  }
});

test("an unknown project's page says so, answered 404, and asks the API nothing more: the server answered", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v1/projects/slug/')) asked.push(request.url());
  });
  const response = await page.goto('/projects/nope');
  expect(response!.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Project not found');
  await expect(page.getByText('This project does not exist, or is no longer shown.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See all projects' })).toHaveAttribute('href', '/projects');
  await expect(page).toHaveTitle(/^Page not found · /);
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual([]);
});

function collectConsole(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  return messages;
}

test('a project page is complete as served, runs no module, and leads to its technologies, its neighbours and home', async ({
  page,
  request,
}) => {
  const projects = await visibleProjects(request);
  const [first, second] = projects;
  const messages = collectConsole(page);
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !isVitalsChunk(request.url())) scripts.push(request.url());
  });
  await page.goto(`/projects/${first!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.name);
  await expect(page).toHaveTitle(new RegExp(`^${first!.name} · `));
  // The case study, as served: role and period, outcomes, the write-up with its code highlighted by the API.
  await expect(page.getByText('Role', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Outcomes' }).getByRole('listitem')).not.toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2, name: 'Problem' })).toBeVisible();
  await expect(page.locator('.write-up pre code .hljs-keyword').first()).toBeVisible();
  const technology = first!.technologies[0]!;
  await expect(page.getByRole('link', { name: `Projects built with ${technology.name}` })).toHaveAttribute(
    'href',
    /^\/\?tech=[a-z0-9-]+#projects$/,
  );
  await page.getByRole('link', { name: new RegExp(second!.name) }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${second!.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second!.name);
  await page.waitForLoadState('networkidle');
  // Nothing on it needs React: its links are links, its theme toggle the page's inline script.
  expect(scripts).toEqual([]);
  expect(messages).toEqual([]);
});

test('the carousel cards link to their pages, and /projects is a grid filtered by ?tech=', async ({
  page,
  request,
}) => {
  const projects = await visibleProjects(request);
  await page.goto('/');
  await page.locator('#projects').scrollIntoViewIfNeeded();
  const link = page.locator('#projects').getByRole('link', { name: projects[0]!.name, exact: true }).first();
  await expect(link).toHaveAttribute('href', `/projects/${projects[0]!.slug}`);

  await page.goto('/projects');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Projects');
  for (const project of projects)
    await expect(page.getByRole('heading', { level: 2, name: project.name })).toBeVisible();
  const technology = projects[0]!.technologies[0]!.name;
  await page
    .getByRole('navigation', { name: 'Filter by technology' })
    .getByRole('link', { name: technology })
    .click();
  await expect(page).toHaveURL(/\/projects\?tech=/);
  const users = projects.filter((project) => project.technologies.some((t) => t.name === technology));
  await expect(page.getByRole('article')).toHaveCount(users.length);
  await expect(page.getByRole('status').filter({ hasText: technology })).toBeVisible();
});

test("with the public remote's server entry unreachable, a project page is rendered in the browser", async ({
  page,
  request,
}, info) => {
  const [project] = await visibleProjects(request);
  const hostPort = sparePort(info.workerIndex, 0);
  const copy = await copyOfPublicRemote();
  cleanups.push(copy.remove);
  const remote = await startStaticServer(
    copy.dir,
    sparePort(info.workerIndex, 1),
    `http://localhost:${hostPort}`,
  );
  servers.push(remote);
  for (const file of ['remoteEntry.ssr.js', 'remoteEntry.ssr.js.br', 'remoteEntry.ssr.js.gz'])
    await rm(join(copy.dir, file), { force: true });
  const host = await startHostServer(hostPort, {
    API_URL: env('E2E_API_URL'),
    PUBLIC_REMOTE_URL: `${remote.url}/mf-manifest.json`,
  });
  servers.push(host);

  const html = await (await page.request.get(`${host.url}/projects/${project!.slug}`)).text();
  expect(html).toContain('<div id="root"></div>');
  await page.goto(`${host.url}/projects/${project!.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(project!.name);
});

/** What the document's head says now: the tags a link preview or a search engine reads. */
const headOf = (page: Page) =>
  page.evaluate(() => {
    const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;
    return {
      canonical: document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href,
      description: meta('meta[name="description"]'),
      type: meta('meta[property="og:type"]'),
      title: meta('meta[property="og:title"]'),
      url: meta('meta[property="og:url"]'),
      image: meta('meta[property="og:image"]'),
      twitterImage: meta('meta[name="twitter:image"]'),
      profileTags: document.head.querySelectorAll('meta[property^="profile:"]').length,
      canonicals: document.head.querySelectorAll('link[rel="canonical"]').length,
    };
  });

test("after client-side navigation the head is the shown page's, as the server writes it", async ({
  page,
  request,
  baseURL,
}) => {
  const [first, second] = await visibleProjects(request);
  const serverHead = async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    return headOf(page);
  };
  const expected = {
    home: await serverHead('/'),
    first: await serverHead(`/projects/${first!.slug}`),
    second: await serverHead(`/projects/${second!.slug}`),
  };
  expect(expected.first).toMatchObject({
    canonical: new URL(`/projects/${first!.slug}`, baseURL).href,
    type: 'article',
    image: new URL(`/api/cards/projects/${first!.slug}.png`, baseURL).href,
    profileTags: 0,
  });

  // From the home page into a project through the carousel, on to its neighbour, then back home: no reload.
  await page.goto('/');
  await page.locator('#projects').scrollIntoViewIfNeeded();
  await page.locator('#projects').getByRole('link', { name: first!.name, exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first!.name);
  await expect.poll(() => headOf(page)).toEqual(expected.first);
  await page.getByRole('link', { name: new RegExp(second!.name) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(second!.name);
  await expect.poll(() => headOf(page)).toEqual(expected.second);
  await page.goBack();
  await page.goBack();
  await expect(page).toHaveURL(new URL('/', baseURL).href);
  await expect.poll(() => headOf(page)).toEqual(expected.home);
});

async function setTheme(page: Page, theme: 'light' | 'dark') {
  const body = page.locator('body');
  const isDark = ((await body.getAttribute('class')) ?? '').split(/\s+/).includes('dark');
  if (isDark !== (theme === 'dark')) await page.getByRole('button', { name: 'Toggle theme' }).click();
  if (theme === 'dark') await expect(body).toHaveClass(/\bdark\b/);
  else await expect(body).not.toHaveClass(/\bdark\b/);
}

for (const { name, path } of [
  {
    name: 'project',
    // The seed's project with a gallery: its screenshots and closed lightbox are checked with the page.
    path: async (request: APIRequestContext) =>
      `/projects/${(await visibleProjects(request)).find((project) => project.gallery.length > 0)!.slug}`,
  },
  { name: 'projects', path: async () => '/projects' },
])
  for (const theme of ['dark', 'light'] as const)
    test(`the ${name} page has no axe violation of any level in the ${theme} theme, at 375 and 1280 px`, async ({
      page,
      request,
    }) => {
      // Two axe runs, each up to 20 s on the shared machine under load.
      test.slow();
      mkdirSync(SHOTS, { recursive: true });
      await page.goto(await path(request));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await setTheme(page, theme);
      for (const [width, height] of [
        [375, 812],
        [1280, 900],
      ] as const) {
        await page.setViewportSize({ width, height });
        await page.waitForLoadState('networkidle');
        await page.screenshot({ path: join(SHOTS, `${name}-${width}-${theme}.png`), fullPage: true });
        expect(await allViolations(page)).toEqual([]);
      }
    });
