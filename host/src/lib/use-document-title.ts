import { userQueries } from '@portfolio/shared/api';
import { OWNER_USER_ID } from '@portfolio/shared/config';
import { homeTitle, publicPageTitle } from '@portfolio/shared/page-titles';
import { useQuery } from '@portfolio/shared/query';
import { useEffect } from 'react';

/** The tab's title while this route is shown; the next route sets its own. */
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
