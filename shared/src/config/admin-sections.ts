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

export const adminHref = (path: AdminSectionPath) => `${ADMIN_BASE}/${path}`;

/**
 * The header title follows the path: the section it is in, Users by default (docs/product.md#admin-frame).
 */
export function adminTitle(pathname: string): string {
  const [, first = ''] = pathname.slice(ADMIN_BASE.length).split('/');
  const section = ADMIN_SECTIONS.find((candidate) => candidate.path !== '' && candidate.path === first);
  return section?.label ?? 'Users';
}
