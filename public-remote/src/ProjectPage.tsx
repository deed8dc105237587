import { ApiError, projectQueries } from '@portfolio/shared/api';
import { useQuery } from '@portfolio/shared/query';
import type { ExposedComponent, ProjectPageProps } from '@portfolio/shared/remotes';
import { Link, useNavigate } from '@portfolio/shared/router';
import { StyleScope } from '@portfolio/ui/StyleScope';
import { linkClass } from '@portfolio/ui/styles/controls';
import { useEffect, useMemo } from 'react';
import { LoadError } from './components/LoadError';
import { ProjectDetails } from './features/project-page/ProjectDetails';
import { ProjectPageSkeleton } from './features/project-page/ProjectPageSkeleton';
import { useOwnerProfile } from './features/profile/use-owner-profile';
import { useDocumentHead } from './features/seo/use-document-head';
import './remote.css';

export const PROJECT_ERROR = 'The project could not be loaded. Please check your connection and try again.';
export const PROJECT_NOT_FOUND = 'This project does not exist, or is no longer shown.';

/** `/projects/<slug>`: one project, exposed to the host as `publicRemote/ProjectPage`. */
function ProjectPage({ slug }: ProjectPageProps) {
  // The host's title reads this same query, and asks first: a missing project's 404 is that answer, not one to
  // ask again as this page comes in (the API was asked twice for every unknown slug).
  const project = useQuery({ ...projectQueries.bySlug(slug), retry: false, retryOnMount: false });
  const owner = useOwnerProfile();
  const navigate = useNavigate();
  const current = project.data?.slug;
  // An old address (the project was renamed): the browser moves on to the new one, as the server's 301 does.
  useEffect(() => {
    if (current && current !== slug) void navigate(`/projects/${current}`, { replace: true });
  }, [current, slug, navigate]);

  const shown = project.data;
  const by = owner.data;
  useDocumentHead(
    `/projects/${shown?.slug ?? slug}`,
    useMemo(
      () => shown && by && ((heads, siteUrl) => heads.projectPageHead(shown, by, siteUrl)),
      [shown, by],
    ),
  );

  const projects = owner.data?.projects ?? [];
  const at = projects.findIndex((candidate) => candidate.id === project.data?.id);
  return (
    <StyleScope name="publicRemote">
      {project.isPending ? (
        <ProjectPageSkeleton />
      ) : project.isError ? (
        <div className="py-16">
          {project.error instanceof ApiError && project.error.status === 404 ? (
            <>
              <h1 className="text-2xl font-bold tracking-tight">Project not found</h1>
              <p className="mt-3 text-slate-700 dark:text-slate-300">{PROJECT_NOT_FOUND}</p>
              <p className="mt-4">
                <Link to="/projects" className={`rounded-sm ${linkClass}`}>
                  See all projects
                </Link>
              </p>
            </>
          ) : (
            <LoadError
              message={PROJECT_ERROR}
              onRetry={() => void project.refetch()}
              retrying={project.isFetching}
            />
          )}
        </div>
      ) : (
        <ProjectDetails
          project={project.data}
          owner={owner.data}
          previous={at > 0 ? projects[at - 1] : undefined}
          next={at >= 0 ? projects[at + 1] : undefined}
        />
      )}
    </StyleScope>
  );
}

// Checked against its contract with the host (@portfolio/shared/remotes).
export default ProjectPage satisfies ExposedComponent<'publicRemote', 'ProjectPage'>;
