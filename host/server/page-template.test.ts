import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PageTemplate } from './page-template';

let dir: string;
let template: PageTemplate;
const remotes = { publicRemote: 'https://public.example/mf-manifest.json' };

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'page-template-'));
  await writeFile(
    join(dir, 'index.html'),
    `<!doctype html><html><head><meta name="description" content="Portfolio" /><title>Portfolio</title>
<script type="module" src="/assets/entry-AbCd1234.js"></script></head>
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
    expect(template.scriptHashes).toHaveLength(1);
  });

  it("puts the home page's title, tags and preloads in place of the template's", () => {
    const start = template.homeStart(
      {
        title: 'Alex <Morgan>',
        tags: '<meta name="description" content="Bio" />',
        fetchPreloads: ['https://public.example/mf-manifest.json'],
        modulePreloads: ['https://public.example/remoteEntry.js'],
        stylesheets: ['https://public.example/assets/HomePage-AbCd1234.css'],
      },
      remotes,
    );
    expect(start).toContain('<title>Alex &lt;Morgan&gt;</title>');
    expect(start.match(/<meta name="description"/g)).toHaveLength(1);
    expect(start).toContain(
      '<link rel="modulepreload" crossorigin href="https://public.example/remoteEntry.js" />',
    );
    expect(start).toContain(
      '<link rel="stylesheet" crossorigin href="https://public.example/assets/HomePage-AbCd1234.css" />',
    );
    expect(start.endsWith('<div id="root">')).toBe(true);
  });

  it('closes the root with the query state, escaped so no value can end the element', () => {
    const end = template.homeEnd({ bio: '</script><script>alert(1)</script>' });
    expect(end.startsWith('</div><script type="application/json" id="ssr-query-state">')).toBe(true);
    expect(end.match(/<\/script>/g)).toHaveLength(1);
    expect(end).toContain('</body></html>');
  });
});
