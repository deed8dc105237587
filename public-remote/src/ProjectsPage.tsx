import type { ExposedComponent } from '@portfolio/shared/remotes';
import { StyleScope } from '@portfolio/ui/StyleScope';
import { useMemo } from 'react';
import { LoadError } from './components/LoadError';
import { PROFILE_ERROR } from './features/profile/profile-error';
import { useOwnerProfile } from './features/profile/use-owner-profile';
import { useDocumentHead } from './features/seo/use-document-head';
import { ProjectGrid, ProjectGridSkeleton, TechnologyChoices } from './features/projects/ProjectGrid';
import { ProjectFilterStatus } from './features/projects/ProjectFilterStatus';
import { useTechnologies } from './features/technologies/use-technologies';
import { resolveTechnologyFilter, useTechnologyParam } from './lib/technology-filter';
import './remote.css';

/** `/projects`: every visible project as a grid, filtered by `?tech=`; exposed as `publicRemote/ProjectsPage`. */
function ProjectsPage() {
  const profile = useOwnerProfile();
  const technologies = useTechnologies();
  const technologyParam = useTechnologyParam();
  const projects = profile.data?.projects;
  const owner = profile.data;
  useDocumentHead(
    '/projects',
    useMemo(
      () => owner && ((heads, siteUrl) => heads.projectsPageHead(owner, owner.projects, siteUrl)),
      [owner],
    ),
  );

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
  return (
    <StyleScope name="publicRemote">
      <div className="pt-6 pb-16">
        <h1 className="text-3xl font-bold tracking-tight">Projects</h1>
        {profile.isPending ? (
          <ProjectGridSkeleton />
        ) : profile.isError ? (
          <div className="mt-6">
            <LoadError
              message={PROFILE_ERROR}
              onRetry={() => void profile.refetch()}
              retrying={profile.isFetching}
            />
          </div>
        ) : (
          <>
            <TechnologyChoices projects={profile.data.projects} chosen={filter?.slug} />
            <ProjectFilterStatus filter={filter} toSection={false} />
            <ProjectGrid projects={filter?.projects ?? profile.data.projects} />
          </>
        )}
      </div>
    </StyleScope>
  );
}

// Checked against its contract with the host (@portfolio/shared/remotes).
export default ProjectsPage satisfies ExposedComponent<'publicRemote', 'ProjectsPage'>;
