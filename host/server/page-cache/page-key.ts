import type { PageReleases } from '../releases/page-releases';
import type { PageSnapshot } from '../ssr/page-renderer';

/** What decides whether an answer may come from the page cache. */
export interface CacheQuestion {
  page: PageReleases;
  /** The contact form sent back with what the visitor typed: that visitor's alone. */
  contactForm?: unknown;
  /** The owner's draft, previewed through a signed link: the owner's alone, and never kept. */
  draft?: unknown;
}

/**
 * Why this answer is made for its visitor alone, never kept nor taken from the page cache; undefined when it is
 * the page every visitor with these releases gets. The one place that says so: a page that renders differently
 * for some visitors (a preview, a signed-in view) adds its reason here.
 */
export function pageCacheBypass({ page, contactForm, draft }: CacheQuestion): string | undefined {
  // A release previewed by this browser only, with the bar that says so.
  if (page.previews.length > 0) return 'release preview';
  if (contactForm !== undefined) return 'contact form sent back';
  if (draft !== undefined) return 'draft preview';
  return undefined;
}

/**
 * The page cache's key: everything a kept page's bytes depend on. The snapshot's render number stands for the
 * address (`?tech=` included, normalized to a technology the site shows), the public remote's release that
 * rendered it and the version of every API resource it was made from (PageRenderer makes a new snapshot when
 * any of them changes); the status, for the not-found pages; and the address of each remote's release written
 * into the page (live, or the visitor's rollout bucket).
 */
export function pageKey(status: number, snapshot: Pick<PageSnapshot, 'render'>, page: PageReleases): string {
  const remotes = Object.entries(page.remotes)
    .map(([remote, url]) => `${remote}=${url}`)
    .sort()
    .join(' ');
  return `${status} ${snapshot.render} ${remotes}`;
}

/**
 * `Vary` exactly as the key needs: the coding always; the cookies too while some visitors get another release
 * (a rollout bucket or a preview), so that no shared cache hands one visitor's page to another.
 */
export const pageVary = (page: PageReleases) =>
  page.chosenByCookie ? 'Accept-Encoding, Cookie' : 'Accept-Encoding';
