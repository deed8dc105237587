import { ADMIN_BASE, ADMIN_SECTIONS } from './admin-sections';
import { DEFAULT_PROFESSIONAL_TITLE } from './constants';

/**
 * Every document title, written once: the tab, the history list and a bookmark name the page and whose site
 * it is. The host titles its own routes and the admin sections; the public remote titles the home page.
 */

const SEPARATOR = ' · ';

/** Until the owner's profile has arrived (or when it cannot), pages name the site generically. */
const SITE_NAME = 'Portfolio';

interface OwnerNames {
  firstName: string;
  lastName: string;
  professionalTitle?: string | null;
}

export const ownerName = (owner: OwnerNames | undefined) =>
  (owner && `${owner.firstName} ${owner.lastName}`.trim()) || SITE_NAME;

/** The home page: who the owner is and what they do. */
export const homeTitle = (owner: OwnerNames | undefined) =>
  owner
    ? `${ownerName(owner)}${SEPARATOR}${owner.professionalTitle?.trim() || DEFAULT_PROFESSIONAL_TITLE}`
    : SITE_NAME;

/** A public page other than the home page: its name, then whose site it is. */
export const publicPageTitle = (page: string, owner: OwnerNames | undefined) =>
  `${page}${SEPARATOR}${ownerName(owner)}`;

export const PUBLIC_PAGE_NAMES = {
  signIn: 'Sign in',
  recoverPassword: 'Recover password',
  changePassword: 'Change password',
  notFound: 'Page not found',
  contact: 'Contact',
  /** A project's page until its name is known. */
  project: 'Project',
} as const;
export type PublicPageName = keyof typeof PUBLIC_PAGE_NAMES;

/** An admin screen: its section from the shared list (Home for the admin's own home page), then "Admin". */
export function adminPageTitle(pathname: string): string {
  const [, first = ''] = pathname.slice(ADMIN_BASE.length).split('/');
  const section = ADMIN_SECTIONS.find((candidate) => candidate.path === first);
  return section ? `${section.label}${SEPARATOR}Admin` : `${PUBLIC_PAGE_NAMES.notFound}${SEPARATOR}Admin`;
}
