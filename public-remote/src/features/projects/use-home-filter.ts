import { useMemo } from 'react';
import { useOwnerProfile } from '../profile/use-owner-profile';
import { useTechnologies } from '../stack/use-technologies';
import {
  projectCountsBySlug,
  resolveTechnologyFilter,
  useTechnologyParam,
} from '../../lib/technology-filter';

/**
 * The home page's technology filter from the address, with how many projects use each technology: read alike by
 * the stack and the projects, which the browser may hydrate apart (each from the page's query state).
 */
export function useHomeFilter() {
  const profile = useOwnerProfile();
  const technologies = useTechnologies();
  const technologyParam = useTechnologyParam();
  const projects = profile.data?.projects;
  const filter = useMemo(
    () =>
      projects &&
      resolveTechnologyFilter(
        technologyParam,
        projects,
        (technologies.data ?? []).map((technology) => technology.name),
      ),
    [technologyParam, projects, technologies.data],
  );
  const projectCounts = useMemo(() => projects && projectCountsBySlug(projects), [projects]);
  return { profile, technologies, filter, projectCounts };
}
