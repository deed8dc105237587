import { ADMIN_RESOURCES } from '../resources';

/**
 * The admin area's sections, in the menu's order: its home, every resource of the registry, the site's history
 * (its trash and its restore to a moment, no resource of their own), the profile, then what ships the site
 * (releases, with their deploy keys and build ids), a group of its own in the menu. The host's menu and header
 * title read this list, so a resource added to the registry appears in them at once.
 */
export const ADMIN_SECTIONS = [
  { path: '', label: 'Home', icon: 'home', group: 'content' },
  ...ADMIN_RESOURCES.map(({ name, label, icon }) => ({ path: name, label, icon, group: 'content' as const })),
  { path: 'history', label: 'History', icon: 'history', group: 'content' },
  { path: 'profile', label: 'Profile', icon: 'profile', group: 'content' },
  { path: 'releases', label: 'Releases', icon: 'releases', group: 'deployments' },
] as const;

/** The menu's groups, each with what it is called there (the content screens' group goes unnamed). */
export const ADMIN_SECTION_GROUPS = { content: null, deployments: 'Deployments' } as const;

export type AdminSection = (typeof ADMIN_SECTIONS)[number];
export type AdminSectionPath = AdminSection['path'];

/** Where the admin area is mounted in the host. */
export const ADMIN_BASE = '/admin';

/** A section's address; Home is `/admin` itself (with a trailing slash the menu would not mark it current). */
export const adminHref = (path: AdminSectionPath) => (path ? `${ADMIN_BASE}/${path}` : ADMIN_BASE);

/**
 * The header title follows the path: the section it is in, 'Home' on `/admin` itself, 'Page not found' on a path
 * no section has (docs/product.md#admin-frame).
 */
export function adminTitle(pathname: string): string {
  const [, first = ''] = pathname.slice(ADMIN_BASE.length).split('/');
  const section = ADMIN_SECTIONS.find((candidate) => candidate.path === first);
  return section?.label ?? 'Page not found';
}
