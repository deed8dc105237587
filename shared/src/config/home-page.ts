/**
 * The home page's sections in their order, each an anchor (`/#my-stack`) with the name the header's link and the
 * section's heading both show (docs/product.md#public-home). The one list the host's header and the public remote's
 * page read, so the two can never name or order them differently.
 */
export const HOME_SECTIONS = [
  { id: 'about', label: 'About' },
  { id: 'experience', label: 'Experience' },
  { id: 'my-stack', label: 'My stack' },
  { id: 'projects', label: 'Projects' },
] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number]['id'];

/**
 * The home section whose header link leads to a page of its own instead: every project, at `/projects` (the
 * section keeps its place on `/`, and its 'All projects →' leads there too).
 */
export const SECTION_PAGES: Partial<Record<HomeSection, string>> = { projects: '/projects' };

export const HOME_SECTION_IDS: readonly HomeSection[] = HOME_SECTIONS.map((section) => section.id);

export const isHomeSection = (value: string): value is HomeSection =>
  (HOME_SECTION_IDS as readonly string[]).includes(value);

export const homeSectionLabel = (id: HomeSection) =>
  HOME_SECTIONS.find((section) => section.id === id)!.label;
