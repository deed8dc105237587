/**
 * Data the host server writes into its pages as `<script type="application/json">` elements, read once at
 * start: the remotes' addresses (instead of fetching /remotes.json), the query state of a server-rendered
 * page (so the browser asks the API nothing the server already fetched) and the scripts its islands need.
 */
export const REMOTES_CONFIG_ELEMENT_ID = 'remotes-config';
export const SSR_STATE_ELEMENT_ID = 'ssr-query-state';
/** What a server-rendered page's islands need (PageScripts), read by its page-start script. */
export const PAGE_SCRIPTS_ELEMENT_ID = 'page-scripts';

export interface PageScripts {
  /**
   * The address the server rendered the page at (`/?tech=react`): each island hydrates with it, whatever the
   * address became since, then follows the address.
   */
  url: string;
  /** The host's entry module, which hydrates the islands asked for. */
  entry: string;
  /** Module URLs (the entry's, the federation runtime's start chunks, the public remote's) to preload. */
  modules: string[];
  /** Other files the federation runtime will fetch (the remote's manifest). */
  fetches: string[];
  /** The module that watches web vitals (web-vitals), which the reporter loads after the first interaction. */
  vitals?: string;
}

/** The parsed content of one of those elements, or undefined when the page has none (dev server, fallback). */
export function readPageData(id: string): unknown {
  const text = document.getElementById(id)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
