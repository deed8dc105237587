import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemotesConfig } from '../src/app/remotes-config';
import { type BuildManifest, federationStartChunks } from './build-manifest';
import { escapeHtml, jsonForScript } from './seo/escape';
import { inlineScriptHashes } from './security-headers';
import { REMOTES_CONFIG_ELEMENT_ID, SSR_STATE_ELEMENT_ID } from '../src/app/page-data';

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

/** What a server-rendered page's scripts need, fetched together once the page has been painted. */
export interface PageScripts {
  /** Module URLs (entries and chunks) to preload. */
  modules: string[];
  /** Other files the federation runtime will fetch (the remote's manifest). */
  fetches: string[];
}

export interface HomeHead {
  title: string;
  /** Meta, link and JSON-LD tags, already escaped. */
  tags: string;
  /** The public remote's stylesheets for the home page, written into it. */
  styles: InlineStyle[];
  /** The public remote's files for the home page (its entry, chunks and manifest). */
  scripts: PageScripts;
}

/** How many of a page's script links are added per task (see startAfterFirstPaint). */
const LINKS_PER_TASK = 3;

/**
 * A server-rendered page is painted from its HTML alone: the stylesheets are in it, and the scripts, which only
 * hydrate what is already shown, are requested once it has been painted — all in the same few milliseconds, so
 * none waits on another. Requested with the HTML, they would share a slow connection with it and the first paint
 * would wait for them; and modules that arrive quickly (a fast network, the HTTP cache) run before the first paint.
 * A hidden tab paints no frames: it starts at once.
 *
 * Each link costs the browser a resource request on the main thread, ~11 ms apiece at 4× CPU slowdown, so
 * the links go in a few per task: 26 in one task held the main thread for ~450 ms at 4× CPU slowdown, long
 * enough to delay a tap. The entry is imported once all of its modules are on their way.
 */
function startAfterFirstPaint(entry: string, scripts: PageScripts, nonce: string) {
  const page = jsonForScript({ entry, ...scripts });
  return (
    `<script type="module" nonce="${nonce}">const page = ${page};` +
    ` const link = (rel, href, as) => { const element = document.createElement('link');` +
    ` element.rel = rel; element.href = href; element.crossOrigin = 'anonymous'; if (as) element.as = as;` +
    ` return element; };` +
    ` const links = [...page.modules.map((href) => link('modulepreload', href)),` +
    ` ...page.fetches.map((href) => link('preload', href, 'fetch'))];` +
    ` const start = () => { document.head.append(...links.splice(0, ${LINKS_PER_TASK}));` +
    ` if (links.length > 0) setTimeout(start); else import(page.entry); };` +
    ` if (document.visibilityState === 'hidden') start();` +
    ` else requestAnimationFrame(() => setTimeout(start));</script>`
  );
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
}

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
  const started = federationStartChunks(await readBuildManifest(clientDir)).map((file) => `/${file}`);
  const modules = [
    ...new Set([entry, ...[...before.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? ''), ...started]),
  ];
  const hrefs = [...before.matchAll(STYLESHEET)].map((match) => match[1] ?? '');
  const styles = await Promise.all(
    hrefs.map(async (href) => ({ href, css: await readFile(join(clientDir, href), 'utf8') })),
  );
  return {
    before: before.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '').replace(STYLESHEET, ''),
    styles,
    entry,
    modules,
  };
}

/**
 * The host's built index.html, the frame of every page. Each page gets the remotes' addresses inline (no
 * /remotes.json request before the first remote can load); the home page gets its head, markup and data too.
 */
export class PageTemplate {
  private constructor(
    private readonly before: string,
    private readonly after: string,
    private readonly serverRendered: ServerRenderedFrame,
    readonly scriptHashes: string[],
  ) {}

  static async read(clientDir: string): Promise<PageTemplate> {
    const html = await readFile(join(clientDir, 'index.html'), 'utf8');
    const at = html.indexOf(ROOT);
    if (at < 0) throw new Error(`${clientDir}/index.html has no ${ROOT}`);
    const before = html.slice(0, at);
    return new PageTemplate(
      before,
      html.slice(at + ROOT.length),
      await serverRenderedFrame(clientDir, before),
      inlineScriptHashes(html),
    );
  }

  /**
   * A page the browser renders: `/login`, `/admin/*`, and `/` when server rendering is not possible. `bar` is
   * markup shown above the application (the release preview bar), outside what React renders.
   */
  clientRendered(remotes: RemotesConfig, bar = ''): string {
    return `${this.before}${bar}${dataScript(REMOTES_CONFIG_ELEMENT_ID, remotes)}${ROOT}${this.after}`;
  }

  /**
   * The home page up to its root element's content, sent before the markup is ready. `nonce` is the answer's
   * CSP nonce, which lets its script start the page once painted.
   */
  homeStart(head: HomeHead, remotes: RemotesConfig, nonce: string, bar = ''): string {
    const frame = this.serverRendered;
    const scripts = {
      modules: [...frame.modules, ...head.scripts.modules],
      fetches: head.scripts.fetches,
    };
    const additions = [
      head.tags,
      // The host's own sheet needs no marker: only the built index.html ever links it.
      ...frame.styles.map((style) => styleElement(style, false)),
      ...head.styles.map((style) => styleElement(style, true)),
      startAfterFirstPaint(frame.entry, scripts, nonce),
    ];
    const before = frame.before
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
      .replace(/\s*<meta name="description"[^>]*>/, '')
      .replace('</head>', `    ${additions.join('\n    ')}\n  </head>`);
    return `${before}${bar}${dataScript(REMOTES_CONFIG_ELEMENT_ID, remotes)}<div id="root">`;
  }

  /** The rest of the home page, with the query state the browser hydrates from (none when it renders itself). */
  homeEnd(queryState: unknown): string {
    const state = queryState === undefined ? '' : dataScript(SSR_STATE_ELEMENT_ID, queryState);
    return `</div>${state}${this.after}`;
  }
}
