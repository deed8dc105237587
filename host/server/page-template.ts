import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { RemotesConfig } from '../src/app/remotes-config';
import { escapeHtml, jsonForScript } from './seo/escape';
import { inlineScriptHashes } from './security-headers';
import { REMOTES_CONFIG_ELEMENT_ID, SSR_STATE_ELEMENT_ID } from '../src/app/page-data';

const ROOT = '<div id="root"></div>';

/** A `<script>` that holds data: the browser reads it, never runs it, so the CSP has nothing to allow. */
const dataScript = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${jsonForScript(value)}</script>`;

export interface HomeHead {
  title: string;
  /** Meta, link and JSON-LD tags, already escaped. */
  tags: string;
  /**
   * What the page needs at once, so nothing waits for another file to be discovered: the remote's manifest
   * (fetched by the federation runtime), its modules and stylesheets.
   */
  fetchPreloads: string[];
  modulePreloads: string[];
  stylesheets: string[];
}

/**
 * The host's built index.html, the frame of every page. Each page gets the remotes' addresses inline (no
 * /remotes.json request before the first remote can load); the home page gets its head, markup and data too.
 */
export class PageTemplate {
  private constructor(
    private readonly before: string,
    private readonly after: string,
    readonly scriptHashes: string[],
  ) {}

  static async read(clientDir: string): Promise<PageTemplate> {
    const html = await readFile(join(clientDir, 'index.html'), 'utf8');
    const at = html.indexOf(ROOT);
    if (at < 0) throw new Error(`${clientDir}/index.html has no ${ROOT}`);
    return new PageTemplate(html.slice(0, at), html.slice(at + ROOT.length), inlineScriptHashes(html));
  }

  /** A page the browser renders: `/login`, `/admin/*`, and `/` when server rendering is not possible. */
  clientRendered(remotes: RemotesConfig): string {
    return `${this.before}${dataScript(REMOTES_CONFIG_ELEMENT_ID, remotes)}${ROOT}${this.after}`;
  }

  /** The home page up to its root element's content, sent before the markup is ready. */
  homeStart(head: HomeHead, remotes: RemotesConfig): string {
    const links = [
      // The runtime fetches with the defaults (CORS, no credentials across origins): `crossorigin` matches them.
      ...head.fetchPreloads.map(
        (href) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeHtml(href)}" />`,
      ),
      ...head.stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`),
      ...head.modulePreloads.map(
        (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`,
      ),
    ];
    const before = this.before
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
      .replace(/\s*<meta name="description"[^>]*>/, '')
      .replace('</head>', `    ${head.tags}\n    ${links.join('\n    ')}\n  </head>`);
    return `${before}${dataScript(REMOTES_CONFIG_ELEMENT_ID, remotes)}<div id="root">`;
  }

  /** The rest of the home page, with the query state the browser hydrates from (none when it renders itself). */
  homeEnd(queryState: unknown): string {
    const state = queryState === undefined ? '' : dataScript(SSR_STATE_ELEMENT_ID, queryState);
    return `</div>${state}${this.after}`;
  }
}
