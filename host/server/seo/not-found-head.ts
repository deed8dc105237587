import { PUBLIC_PAGE_NAMES, publicPageTitle } from '@portfolio/shared/page-titles';
import type { PublicUser } from '@portfolio/shared/schemas';

/** A not-found page's head: its title, and no index (it answers 404: nothing here to find again). */
export const notFoundHead = (owner: Pick<PublicUser, 'firstName' | 'lastName'>) => ({
  title: publicPageTitle(PUBLIC_PAGE_NAMES.notFound, owner),
  tags: '<meta name="robots" content="noindex" />',
});
