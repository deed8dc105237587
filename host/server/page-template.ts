import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemotesConfig } from '../src/app/remotes-config';
import { type BuildManifest, federationStartChunks, withStaticImports } from './build-manifest';
import { escapeHtml, jsonForScript } from './seo/escape';
import { inlineScriptHashes } from './security-headers';
import {
  PAGE_SCRIPTS_ELEMENT_ID,
  type PageScripts,
  REMOTES_CONFIG_ELEMENT_ID,
  SSR_STATE_ELEMENT_ID,
} from '../src/app/page-data';

const ROOT = '<div id="root"></div>';
/** The build's entry script: `<script type="module" crossorigin src="/assets/…">`. */
const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\s*/g;
const STYLESHEET = /<link rel="stylesheet"[^>]*\shref="(\/[^"]+\.css)"[^>]*>/g;

/** A stylesheet written into the page, with the address it was read from. */
export interface InlineStyle {
  href: string;
  css: string;
}

export interface HomeHead {
  title: string;
  /** Meta, link and JSON-LD tags, already escaped. */
  tags: string;
  /** The public remote's stylesheets for the home page, written into it. */
  styles: InlineStyle[];
  /** The public remote's files for the page (its entry, chunks and manifest), which its islands need. */
  scripts: Omit<PageScripts, 'entry' | 'url'>;
}

/**
 * A stylesheet in the page. The disabled link beside it is never fetched; it tells the federation runtime and
 * Vite's preloader, which look for a link with that address before adding one, that the sheet is already here.
 */
const styleElement = ({ href, css }: InlineStyle, marker: boolean) =>
  `<style>${css.replaceAll('</style', '<\\/style')}</style>` +
  (marker ? `<link rel="stylesheet" href="${escapeHtml(href)}" crossorigin disabled />` : '');

/** A `<script>` that holds data: the browser reads it, never runs it, so the CSP has nothing to allow. */
const dataScript = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${jsonForScript(value)}</script>`;

/** The parts of the built index.html a server-rendered page is made of. */
interface ServerRenderedFrame {
  /** The head and body up to the root, without the entry, its preloads and its stylesheet links. */
  before: string;
  styles: InlineStyle[];
  entry: string;
  modules: string[];
  /** The page-start script (src/page-start/main.ts, built on its own), written into the page. */
  pageStart: string;
  /** The project page's script (src/project-page/main.ts, built the same way): its gallery's lightbox. */
  projectPage: string;
  /** The module the page's reporter loads to watch web vitals. */
  vitals: string | undefined;
}

/** The islands' module, which the entry imports on a server-rendered page, and its chunks. */
const ISLANDS_MODULE = 'src/islands/hydrate-islands.tsx';
const PAGE_START_FILE = 'page-start.js';
const PROJECT_PAGE_FILE = 'project-page.js';
/** The web-vitals watcher, a chunk of the main build (src/main.tsx imports it). */
const VITALS_MODULE = 'src/page-start/vitals.ts';

/** The build's `.vite/manifest.json` (`build.manifest` in vite.config.ts). */
async function readBuildManifest(clientDir: string): Promise<BuildManifest> {
  const path = join(clientDir, '.vite', 'manifest.json');
  try {
    return JSON.parse(await readFile(path, 'utf8')) as BuildManifest;
  } catch (error) {
    throw new Error(`${path} is missing or unreadable: build the host with Vite's build.manifest`, {
      cause: error,
    });
  }
}

async function serverRenderedFrame(clientDir: string, before: string): Promise<ServerRenderedFrame> {
  const entry = ENTRY_SCRIPT.exec(before)?.[1];
  if (!entry) throw new Error(`${clientDir}/index.html has no module entry script in its head`);
  // The entry's static imports (index.html's preloads), then what the federation runtime loads before the
  // application starts, which index.html does not name: requested together, none waits on another.
  const manifest = await readBuildManifest(clientDir);
  const started = [...federationStartChunks(manifest), ...withStaticImports(manifest, [ISLANDS_MODULE])].map(
    (file) => `/${file}`,
  );
  const modules = [
    ...new Set([entry, ...[...before.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? ''), ...started]),
  ];
  const [pageStart, projectPage] = await Promise.all(
    [PAGE_START_FILE, PROJECT_PAGE_FILE].map((file) =>
      readFile(join(clientDir, file), 'utf8').catch((error: unknown) => {
        throw new Error(
          `${join(clientDir, file)} is missing: build the host with scripts/build-frontend.mjs --server`,
          { cause: error },
        );
      }),
    ),
  );
  const hrefs = [...before.matchAll(STYLESHEET)].map((match) => match[1] ?? '');
  const styles = await Promise.all(
    hrefs.map(async (href) => ({ href, css: await readFile(join(clientDir, href), 'utf8') })),
  );
  return {
    before: before.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace(STYLESHEET, ''),
    styles,
    entry,
    modules,
    pageStart: pageStart!,
    projectPage: projectPage!,
    vitals: manifest[VITALS_MODULE] ? `/${manifest[VITALS_MODULE].file}` : undefined,
  };
}

/** A script written into the page, allowed by its hash in the CSP (see `PageTemplate.scriptHashes`). */
const inlineScript = (code: string) => `<script>${code.replaceAll('</script', '<\\/script')}</script>`;

/**
 * The host's built index.html, the frame of every page. Each page gets the remotes' addresses inline (no
 * /remotes.json request before the first remote can load); the home page gets its head, markup and data too.
 */
export class PageTemplate {
  private constructor(
    private readonly before: string,
    private readonly after: string,
    private readonly serverRendered: ServerRenderedFrame,
    /**
     * The CSP hashes of every script a page of this build runs inline: index.html's (the theme, before paint),
     * the page-start script and the project page's. Worked out once, at start: no answer carries a nonce, so a
     * page's bytes are the same for every visitor and can be kept.
     */
    readonly scriptHashes: string[],
  ) {}

  static async read(clientDir: string): Promise<PageTemplate> {
    const html = await readFile(join(clientDir, 'index.html'), 'utf8');
    const at = html.indexOf(ROOT);
    if (at < 0) throw new Error(`${clientDir}/index.html has no ${ROOT}`);
    const before = html.slice(0, at);
    const frame = await serverRenderedFrame(clientDir, before);
    return new PageTemplate(before, html.slice(at + ROOT.length), frame, [
      ...inlineScriptHashes(html),
      ...inlineScriptHashes(inlineScript(frame.pageStart) + inlineScript(frame.projectPage)),
    ]);
  }

  /**
   * A page the browser renders: `/login`, `/admin/*`, and `/` when server rendering is not possible. `bar` is
   * markup shown above the application (the release preview bar), outside what React renders.
   */
  clientRendered(remotes: RemotesConfig, bar = ''): string {
    return `${this.before}${bar}${dataScript(REMOTES_CONFIG_ELEMENT_ID, remotes)}${ROOT}${this.after}`;
  }

  /**
   * A server-rendered page up to its root element's content, sent before the markup is ready: painted from its
   * HTML and inlined stylesheets alone, with no script in its head.
   */
  homeStart(head: Omit<HomeHead, 'scripts'>, remotes: RemotesConfig, bar = ''): string {
    const frame = this.serverRendered;
    const additions = [
      head.tags,
      // The host's own sheet needs no marker: only the built index.html ever links it.
      ...frame.styles.map((style) => styleElement(style, false)),
      ...head.styles.map((style) => styleElement(style, true)),
    ];
    const before = frame.before
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
      .replace(/\s*<meta name="description"[^>]*>/, '')
      .replace('</head>', `    ${additions.join('\n    ')}\n  </head>`);
    return `${before}${bar}${dataScript(REMOTES_CONFIG_ELEMENT_ID, remotes)}<div id="root">`;
  }

  /**
   * The rest of a server-rendered page (rendered at `url`): the query state its islands hydrate from, what they
   * need to load and the address they hydrate with, and the
   * page-start script, the one script that runs before the visitor reaches for something (allowed by its hash
   * in the CSP). The built index.html's entry is not in it: the page-start script imports it when the
   * first island is asked for. A project page with a gallery also gets the project page's script (the
   * lightbox), after it: no other page carries its bytes. A `bar` (a draft preview's) follows the page's markup,
   * so the page's skip link stays the first thing to focus.
   */
  homeEnd(
    queryState: unknown,
    scripts: HomeHead['scripts'],
    url: string,
    { gallery = false, bar = '' }: { gallery?: boolean; bar?: string } = {},
  ): string {
    const frame = this.serverRendered;
    const pageScripts: PageScripts = {
      url,
      entry: frame.entry,
      modules: [...frame.modules, ...scripts.modules],
      fetches: scripts.fetches,
      vitals: frame.vitals,
    };
    return (
      `</div>${bar}${dataScript(SSR_STATE_ELEMENT_ID, queryState)}${dataScript(PAGE_SCRIPTS_ELEMENT_ID, pageScripts)}` +
      inlineScript(frame.pageStart) +
      (gallery ? inlineScript(frame.projectPage) : '') +
      this.after
    );
  }
}
