import { userQueries } from '@portfolio/shared/api';
import { OWNER_USER_ID } from '@portfolio/shared/config';
import { homeTitle, publicPageTitle } from '@portfolio/shared/page-titles';
import { useQuery } from '@portfolio/shared/query';
import { useEffect } from 'react';

/**
 * The tab's title while this route is shown; the next route sets its own. It rewrites the page's one `<title>`.
 *
 * Not React 19's `<title>` element, which would leave the page two. Rendered in the browser (createRoot, as for
 * `/login` and `/admin`), React inserts its own `<title>` ahead of the one index.html carries rather than taking
 * it over (measured with React 19.3: two `<title>` elements in the head). Rendered by the host server, which
 * writes the page's `<title>` into the head itself, React puts a second one at the start of the markup, inside
 * the root element: `renderToString(<div><title>…</title></div>)` gives `<title>…</title><div></div>`.
 */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

// The header already reads the owner's profile: the same cached query names the site in the title.
const useOwner = () => useQuery(userQueries.detail(OWNER_USER_ID)).data;

/** A public page's title: its name, then the owner's ("Sign in · Ada Lovelace"); the home page has none. */
export function usePublicPageTitle(page: string) {
  useDocumentTitle(publicPageTitle(page, useOwner()));
}

/** The home page's title: the owner and what they do, even when the public remote cannot be loaded. */
export function useHomeTitle() {
  useDocumentTitle(homeTitle(useOwner()));
}
