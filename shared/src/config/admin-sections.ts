/**
 * The admin area's sections, written once: the host's drawer and header title and the admin remote's routes
 * all read this list, so a section added here appears everywhere at once.
 */
export const ADMIN_SECTIONS = [
  { path: '', label: 'Home', icon: 'home' },
  { path: 'users', label: 'Users', icon: 'users' },
  { path: 'projects', label: 'Projects', icon: 'projects' },
  { path: 'experiences', label: 'Experiences', icon: 'experiences' },
  { path: 'technologies', label: 'Technologies', icon: 'technologies' },
  { path: 'tags', label: 'Tags', icon: 'tags' },
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
