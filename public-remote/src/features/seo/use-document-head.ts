import type * as Heads from '@portfolio/shared/seo';
import { useEffect } from 'react';

/** The page's head from the shared builders (@portfolio/shared/seo) for the site's origin. */
export type HeadOf = (heads: typeof Heads, siteUrl: string) => Heads.PageHead;

/**
 * The page's description, canonical URL, Open Graph and Twitter tags while it is shown, from the same page head
 * the host server writes into the HTML: after a client-side navigation the head says what the server would have
 * said, and everything comes back when the page unmounts, so the host's other pages keep their own.
 *
 * A page whose canonical link is already there has its head: the host server wrote it (the first load of a
 * server-rendered page), or it came back as the previous page unmounted. Only otherwise are the builders and the
 * code writing them loaded, so a first load carries none of it. The document title is the host's: it titles every
 * route, even when this remote cannot load. Worked out in the effect: the server renders this page too.
 *
 * Not React 19's hoisted `<meta>` and `<link>` elements: on the server they would go at the start of the page's
 * markup, inside the root element, beside the same tags the host server writes into the head; in the browser
 * React adds its own beside the server's (it takes a server tag over only while hydrating, and only when every
 * attribute matches), and it would not bring back the host's description when the page goes.
 */
export function useDocumentHead(
  /** The page's address, as in its canonical URL (`/projects/trail-planner`). */
  path: string,
  /** Nothing until the data is known; memoised, as it is the effect's key. */
  headOf: HeadOf | undefined,
) {
  useEffect(() => {
    if (!headOf) return;
    const siteUrl = window.location.origin;
    const present = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    if (present?.href === new URL(path, siteUrl).href) return;
    let restore: (() => void) | undefined;
    let shown = true;
    void import('./apply-head').then(({ applyHead, heads }) => {
      if (shown) restore = applyHead(headOf(heads, siteUrl));
    });
    return () => {
      shown = false;
      restore?.();
    };
  }, [path, headOf]);
}
