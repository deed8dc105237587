import type { Project } from '@portfolio/shared/schemas';
import { requestedTechnology, TECH_PARAM, technologySlug } from '@portfolio/shared/config';
import { useSearchParams } from '@portfolio/shared/router';

export { TECH_PARAM, technologySlug };

/**
 * Where a choice leads: the projects section, filtered by `slug`, or showing all of them without one. On the
 * home page that is its projects section; on `/projects` (`hash` false) the page itself.
 */
export const filterTarget = (slug?: string, hash = true) => ({
  search: slug ? `?${TECH_PARAM}=${encodeURIComponent(slug)}` : '',
  hash: hash ? '#projects' : '',
});

export const usesTechnology = (project: Pick<Project, 'technologies'>, slug: string) =>
  project.technologies.some((technology) => technologySlug(technology.name) === slug);

/** The slug the address asks for, if any; read through the router so it renders alike on server and browser. */
export function useTechnologyParam(): string | undefined {
  const [params] = useSearchParams();
  return requestedTechnology(params.get(TECH_PARAM));
}

export interface TechnologyFilter {
  slug: string;
  /** The technology's name as the owner wrote it. */
  name: string;
  projects: Project[];
  total: number;
}

/**
 * The projects filter the address asks for, when it names a technology this page knows (from the stack or the
 * projects); an unknown one (a removed technology in an old link) shows every project rather than none.
 */
export function resolveTechnologyFilter(
  slug: string | undefined,
  projects: readonly Project[],
  knownNames: readonly string[],
): TechnologyFilter | undefined {
  if (!slug) return undefined;
  const names = [...knownNames, ...projects.flatMap((project) => project.technologies.map((t) => t.name))];
  const name = names.find((candidate) => technologySlug(candidate) === slug);
  if (!name) return undefined;
  return {
    slug,
    name,
    projects: projects.filter((project) => usesTechnology(project, slug)),
    total: projects.length,
  };
}

/** How many projects use each technology, by slug: the technology grid shows it on each card. */
export function projectCountsBySlug(projects: readonly Project[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const project of projects) {
    for (const slug of new Set(project.technologies.map((technology) => technologySlug(technology.name)))) {
      counts.set(slug, (counts.get(slug) ?? 0) + 1);
    }
  }
  return counts;
}
