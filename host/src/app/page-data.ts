/**
 * Data the host server writes into its pages as `<script type="application/json">` elements, read once at
 * start: the remotes' addresses (instead of fetching /remotes.json) and the query state of a server-rendered
 * page (so the browser asks the API nothing the server already fetched).
 */
export const REMOTES_CONFIG_ELEMENT_ID = 'remotes-config';
export const SSR_STATE_ELEMENT_ID = 'ssr-query-state';

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
