import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageTemplate } from './page-template';
import { inlineScriptHashes } from './security-headers';

let dir: string;
let template: PageTemplate;
const remotes = { publicRemote: 'https://public.example/mf-manifest.json' };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'page-template-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'assets', 'index-AbCd1234.css'), 'header{font-size:12px}');
  // What the federation runtime loads before the application starts, which index.html does not name.
  await mkdir(join(dir, '.vite'));
  await writeFile(
    join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/entry-AbCd1234.js', dynamicImports: ['src/LoginPage.tsx'] },
      'src/LoginPage.tsx': { file: 'assets/LoginPage-AbCd1234.js' },
      'virtual:mf-localSharedImportMap:host': {
        file: 'assets/shareMap-AbCd1234.js',
        dynamicImports: ['../shared/src/router/index.ts'],
      },
      '../shared/src/router/index.ts': { file: 'assets/router-AbCd1234.js' },
      'src/islands/hydrate-islands.tsx': {
        file: 'assets/hydrate-islands-AbCd1234.js',
        imports: ['_query.js'],
      },
      '_query.js': { file: 'assets/query-AbCd1234.js' },
    }),
  );
  // The islands' module the entry imports on a server-rendered page, and the page-start script.
  await writeFile(join(dir, 'page-start.js'), '(function(){document.body.dataset.started="</script>"})();');
  await writeFile(join(dir, 'project-page.js'), '(function(){document.body.dataset.lightbox="1"})();');
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html><html><head><meta name="description" content="Portfolio" /><title>Portfolio</title>
<script type="module" crossorigin src="/assets/entry-AbCd1234.js"></script>
<link rel="modulepreload" crossorigin href="/assets/react-AbCd1234.js">
<link rel="stylesheet" crossorigin href="/assets/index-AbCd1234.css"></head>
<body class="dark"><script>document.body.dataset.ready = '1';</script><div id="root"></div></body></html>`,
  );
  template = await PageTemplate.read(dir);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('PageTemplate', () => {
  it('gives every client-rendered page the remotes inline, as data the browser reads', () => {
    const html = template.clientRendered(remotes);
    expect(html).toContain(
      '<script type="application/json" id="remotes-config">{"publicRemote":"https://public.example/mf-manifest.json"}</script><div id="root"></div>',
    );
    // The page-view token travels in a header: the bytes are the same for every visitor.
    expect(html).not.toContain('page-view');
  });

  const head = {
    title: 'Alex <Morgan>',
    tags: '<meta name="description" content="Bio" />',
    styles: [
      { href: 'https://public.example/assets/HomePage-AbCd1234.css', css: '@scope (.remote){p{margin:0}}' },
    ],
    scripts: {
      modules: ['https://public.example/remoteEntry.js'],
      fetches: ['https://public.example/mf-manifest.json'],
    },
  };
  const scripts = { modules: ['https://public.example/remoteEntry.js'], fetches: head.scripts.fetches };
  /** The JSON a page's islands start from. */
  const pageScripts = (html: string) =>
    JSON.parse(
      /<script type="application\/json" id="page-scripts">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
    ) as Record<string, unknown>;

  it("puts the home page's title and tags in place of the template's", () => {
    const start = template.homeStart(head, remotes);
    expect(start).toContain('<title>Alex &lt;Morgan&gt;</title>');
    expect(start.match(/<meta name="description"/g)).toHaveLength(1);
    expect(start.endsWith('<div id="root">')).toBe(true);
    expect(start).not.toContain('page-view');
  });

  it('carries every stylesheet inline, so the first paint waits for no other file', () => {
    const start = template.homeStart(head, remotes);
    expect(start).toContain('<style>header{font-size:12px}</style>');
    expect(start).toContain('<style>@scope (.remote){p{margin:0}}</style>');
    expect(start).not.toMatch(/<link rel="stylesheet"(?![^>]*\bdisabled\b)/);
    // The federation runtime looks for the remote's sheet by its address before adding it.
    expect(start).toContain(
      '<link rel="stylesheet" href="https://public.example/assets/HomePage-AbCd1234.css" crossorigin disabled />',
    );
  });

  it('runs no script before the visitor reaches for something but the page-start one, allowed by its hash', () => {
    const start = template.homeStart(head, remotes);
    expect(start).not.toMatch(/<script type="module"/);
    expect(start).not.toContain('<link rel="modulepreload"');
    const end = template.homeEnd({}, scripts, '/?tech=react');
    expect(end).not.toMatch(/<script type="module"/);
    expect(end).toContain('<script>(function(){document.body.dataset.started="<\\/script>"})();</script>');
    // Every script the page runs inline is in the CSP by its hash, as written (escaped) into the page.
    for (const hash of inlineScriptHashes(start + end)) expect(template.scriptHashes).toContain(hash);
    expect(end).not.toContain('nonce');
    // What the islands need when the first is asked for: the entry, the runtime's start chunks, the islands'
    // module and the remote's files, so none waits to be discovered.
    expect(pageScripts(end)).toEqual({
      url: '/?tech=react',
      entry: '/assets/entry-AbCd1234.js',
      modules: [
        '/assets/entry-AbCd1234.js',
        '/assets/react-AbCd1234.js',
        '/assets/shareMap-AbCd1234.js',
        '/assets/router-AbCd1234.js',
        '/assets/hydrate-islands-AbCd1234.js',
        '/assets/query-AbCd1234.js',
        'https://public.example/remoteEntry.js',
      ],
      fetches: ['https://public.example/mf-manifest.json'],
    });
    // Pages the browser renders start as built.
    const clientPage = template.clientRendered(remotes);
    for (const hash of inlineScriptHashes(clientPage)) expect(template.scriptHashes).toContain(hash);
    expect(clientPage).toContain('<script type="module" crossorigin src="/assets/entry-AbCd1234.js">');
    expect(clientPage).toContain('<link rel="stylesheet" crossorigin href="/assets/index-AbCd1234.css">');
  });

  it("adds the project page's script (the lightbox) only to a page with a gallery", () => {
    const page = template.homeEnd({}, scripts, '/projects/trail', { gallery: true });
    expect(page).toContain('<script>(function(){document.body.dataset.lightbox="1"})();</script>');
    for (const hash of inlineScriptHashes(page)) expect(template.scriptHashes).toContain(hash);
    expect(template.homeEnd({}, scripts, '/')).not.toContain('dataset.lightbox');
  });

  it("refuses a build without Vite's manifest rather than leaving the runtime's chunks to wait", async () => {
    const bare = await mkdtemp(join(tmpdir(), 'page-template-bare-'));
    try {
      await writeFile(
        join(bare, 'index.html'),
        '<html><head><script type="module" crossorigin src="/assets/entry.js"></script></head><body><div id="root"></div></body></html>',
      );
      await expect(PageTemplate.read(bare)).rejects.toThrow(/\.vite\/manifest\.json is missing/);
    } finally {
      await rm(bare, { recursive: true, force: true });
    }
  });

  it('closes the root with the query state, escaped so no value can end the element', () => {
    const end = template.homeEnd({ bio: '</script><script>alert(1)</script>' }, scripts, '/');
    expect(end.startsWith('</div><script type="application/json" id="ssr-query-state">')).toBe(true);
    // The state's, the page scripts' and the page-start script's own.
    expect(end.match(/<\/script>/g)).toHaveLength(3);
    expect(end).toContain('</body></html>');
  });
});
