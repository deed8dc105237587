import { expect, type Page, test } from '@playwright/test';
import { hydrateIsland, island, remoteReleases, showCarousel, waitForPageStart } from './support';

interface Owner {
  firstName: string;
  lastName: string;
  professionalTitle: string;
  bio: string;
  avatar: string;
  github: string;
  linkedin: string;
  notionResume: string;
  experiences: { title: string; company: string }[];
  projects: { name: string; visible?: boolean }[];
}

/** Text as it appears in HTML: the few characters markup escapes. */
const inHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html)?.[1];

test('the server renders the home page with the owner, their experience, stack and projects', async ({
  request,
}) => {
  const owner = (await (await request.get('/api/v1/users/1')).json()) as Owner;
  const { technologies } = (await (await request.get('/api/v1/technologies')).json()) as {
    technologies: { name: string }[];
  };
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">'));

  expect(root).toContain(`${owner.firstName} ${owner.lastName}`);
  expect(root).toContain(inHtml(owner.professionalTitle));
  expect(root).toContain(inHtml(owner.bio));
  for (const experience of owner.experiences) {
    expect(root).toContain(inHtml(experience.title));
    expect(root).toContain(inHtml(experience.company));
  }
  for (const technology of technologies) expect(root).toContain(inHtml(technology.name));
  for (const project of owner.projects.filter((item) => item.visible !== false))
    expect(root).toContain(inHtml(project.name));
  // The data the markup was made from, for the browser's queries.
  expect(html).toContain('<script type="application/json" id="ssr-query-state">');
});

test('the served home page carries the preview and search tags', async ({ request, baseURL }) => {
  const owner = (await (await request.get('/api/v1/users/1')).json()) as Owner;
  const html = await (await request.get('/')).text();
  const site = new URL('/', baseURL).href;
  const title = `${owner.firstName} ${owner.lastName} · ${owner.professionalTitle}`;

  expect(html).toContain(`<title>${inHtml(title)}</title>`);
  expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  // The bio, cut at a word boundary when it is long.
  const description = metaContent(html, 'name', 'description') ?? '';
  expect(description.length).toBeGreaterThan(20);
  expect(inHtml(owner.bio.replace(/\s+/g, ' '))).toContain(description.replace(/…$/, ''));
  expect(html).toContain(`<link rel="canonical" href="${site}" />`);
  expect(metaContent(html, 'property', 'og:title')).toBe(inHtml(title));
  expect(metaContent(html, 'property', 'og:url')).toBe(site);
  expect(metaContent(html, 'property', 'og:image')).toBe(new URL('/api/cards/home.png', site).href);
  expect(metaContent(html, 'name', 'twitter:card')).toBe('summary_large_image');

  const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const person = JSON.parse(jsonLd ?? '{}') as Record<string, unknown>;
  expect(person).toMatchObject({
    '@type': 'Person',
    name: `${owner.firstName} ${owner.lastName}`,
    jobTitle: owner.professionalTitle,
    sameAs: [owner.linkedin, owner.github, owner.notionResume],
  });
});

async function collectConsole(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

test('the browser adopts the server markup island by island without a hydration warning, asking the API nothing again', async ({
  page,
}) => {
  // Two slides in view, so the carousel moves and has its controls (the seed's three are all in view from 1024 px).
  await page.setViewportSize({ width: 900, height: 720 });
  const messages = await collectConsole(page);
  const dataRequests: string[] = [];
  const manifestRequests: string[] = [];
  const stylesheetRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/v1\/(users|technologies)\b/.test(request.url())) dataRequests.push(request.url());
    if (request.url().endsWith('/mf-manifest.json')) manifestRequests.push(request.url());
    if (/\/HomePage-[^/]*\.css$/.test(request.url())) stylesheetRequests.push(request.url());
  });
  // Chromium's own favicon request is not the page's doing.
  await page.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }));
  await page.goto('/');
  await waitForPageStart(page);
  // Both islands, the carousel (and Swiper) with the projects: none may upset the server's markup.
  await hydrateIsland(page, 'technologies');
  await showCarousel(page);
  await page.waitForLoadState('networkidle');
  // Hydrated: React answers clicks on the server's markup.
  const pause = page.getByRole('button', { name: 'Pause the projects slideshow' });
  await pause.click();
  await expect(page.getByRole('button', { name: 'Play the projects slideshow' })).toBeVisible();

  // An unused or mismatched preload would also show here, as a warning.
  expect(messages).toEqual([]);
  expect(dataRequests).toEqual([]);
  // The preloaded manifest is the one the runtime reads: fetched once.
  expect(manifestRequests).toHaveLength(1);
  // The home page's stylesheet came inline: the runtime finds it in place and fetches no copy.
  expect(stylesheetRequests).toEqual([]);
});

/** What a server-rendered page's islands load when the first is asked for (`page-scripts` in its HTML). */
const pageScripts = (html: string) =>
  JSON.parse(/<script type="application\/json" id="page-scripts">(.*?)<\/script>/.exec(html)![1]!) as {
    entry: string;
    modules: string[];
    fetches: string[];
  };

test('the page carries its stylesheets and runs no script but its page-start one until an island is asked for', async ({
  request,
}) => {
  const { publicRemote, adminRemote } = await remoteReleases(request);
  const html = await (await request.get('/')).text();
  const manifest = (await (await request.get(`${publicRemote}/mf-manifest.json`)).json()) as {
    exposes: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
  };
  const home = manifest.exposes.find((expose) => expose.path === './HomePage')!;
  // Nothing the first paint would wait for: no stylesheet link, no script fetched with the HTML, no module.
  expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*\bdisabled\b)/);
  expect(html).not.toContain('<link rel="modulepreload"');
  expect(html).not.toMatch(/<script[^>]*\bsrc=/);
  expect(html).not.toMatch(/<script type="module"/);
  for (const sheet of home.assets.css.sync) {
    const css = await (await request.get(`${publicRemote}/${sheet}`)).text();
    expect(html).toContain(`<style>${css}</style>`);
  }
  // The islands' list: the remote's entry, chunks and manifest requested together, none of the admin's.
  const listed = pageScripts(html);
  expect(listed.fetches).toEqual([`${publicRemote}/mf-manifest.json`]);
  expect(listed.modules).toContain(`${publicRemote}/remoteEntry.js`);
  for (const chunk of home.assets.js.sync) expect(listed.modules).toContain(`${publicRemote}/${chunk}`);
  expect(listed.modules.filter((url) => url.startsWith(adminRemote))).toEqual([]);
  // The remotes' addresses travel in the page: no /remotes.json round trip before the remote can load.
  expect(html).toContain('<script type="application/json" id="remotes-config">');
});

test('the first island asked for adds the script links a few per task, so none holds the main thread long', async ({
  page,
}) => {
  // Each task's insertions, as one list: a MutationObserver's callback runs at the end of the task that made them.
  await page.addInitScript(() => {
    const batches: string[][] = [];
    (window as unknown as { linkBatches: string[][] }).linkBatches = batches;
    new MutationObserver((records) => {
      const links = records
        .flatMap((record) => [...record.addedNodes])
        .filter(
          (node): node is HTMLLinkElement => node instanceof HTMLLinkElement && node.rel.endsWith('preload'),
        );
      if (links.length > 0) batches.push(links.map((link) => link.href));
    }).observe(document, { childList: true, subtree: true });
  });
  const html = await (await page.goto('/'))!.text();
  await waitForPageStart(page);
  const listed = pageScripts(html);
  const expected = [...listed.modules, ...listed.fetches].map((href) => new URL(href, page.url()).href);
  const listedBatches = async () =>
    (await page.evaluate(() => (window as unknown as { linkBatches: string[][] }).linkBatches))
      .map((hrefs) => hrefs.filter((href) => expected.includes(href)))
      .filter((hrefs) => hrefs.length > 0);
  // Nothing is requested before an island is asked for.
  expect(await listedBatches()).toEqual([]);
  await hydrateIsland(page, 'technologies');
  const batches = await listedBatches();
  // The page-start script's tasks: until every listed link is in. (Vite's preloader adds some again later, which
  // the browser's module map answers without a second request.)
  const seen = new Set<string>();
  const startBatches = batches.filter((hrefs) => {
    const starting = seen.size < expected.length;
    for (const href of hrefs) seen.add(href);
    return starting;
  });
  expect([...seen].sort()).toEqual([...expected].sort());
  expect(startBatches.length).toBeGreaterThan(1);
  expect(Math.max(...startBatches.map((hrefs) => hrefs.length))).toBeLessThanOrEqual(3);
});

test('every script the technologies island runs is one the page listed, so none waits to be discovered', async ({
  browser,
}) => {
  const page = await browser.newPage({ viewport: { width: 375, height: 667 } });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  const html = await (await page.goto('/'))!.text();
  await waitForPageStart(page);
  expect(scripts).toEqual([]);
  // Asked for where it is, without scrolling: the projects (and the carousel's code) stay unasked.
  await hydrateIsland(page, 'technologies');
  await page.waitForLoadState('networkidle');
  await expect(island(page, 'projects')).not.toHaveAttribute('data-island-wanted');
  const listed = pageScripts(html).modules.map((href) => new URL(href, page.url()).href);
  // Besides the entry's imports, the federation runtime's own chunks and the shared singletons the host
  // provides, the islands' module and the module the remote's entry imports first: all of them discovered only
  // by running others.
  expect(scripts.filter((url) => !listed.includes(url))).toEqual([]);
  expect(listed.some((url) => /\/assets\/router-[\w-]+\.js$/.test(url))).toBe(true);
  await page.close();
});

test('sign-in and admin pages are the client-rendered shell; an unknown path is the not-found page, rendered', async ({
  request,
}) => {
  for (const path of ['/login', '/admin', '/admin/projects/3']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('ssr-query-state');
  }
  // No soft 404: the status says it too.
  const missing = await request.get('/no-such-page');
  expect(missing.status()).toBe(404);
  const html = await missing.text();
  expect(html).toContain('<h1 class="text-3xl font-bold">Page not found</h1>');
  expect(html).not.toContain('<div id="root"></div>');
});

test('robots.txt and sitemap.xml are served for crawlers', async ({ request, baseURL }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
  const text = await robots.text();
  expect(text).toContain('Disallow: /admin');
  expect(text).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);

  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toMatch(/^application\/xml/);
  expect(await sitemap.text()).toContain(`<loc>${new URL('/', baseURL).href}</loc>`);
});
