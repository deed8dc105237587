import { ADMIN_RESOURCES } from '../resources';

/**
 * The admin area's sections, in the menu's order: its home, every resource of the registry, then the two screens
 * that are no resource. The host's menu and header title read this list, so a resource added to the registry
 * appears in them at once.
 */
export const ADMIN_SECTIONS = [
  { path: '', label: 'Home', icon: 'home' },
  ...ADMIN_RESOURCES.map(({ name, label, icon }) => ({ path: name, label, icon })),
  { path: 'releases', label: 'Releases', icon: 'releases' },
  { path: 'profile', label: 'Profile', icon: 'profile' },
] as const;

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
