import type { ExposedComponent } from '@portfolio/shared/remotes';
import { HOME_SECTIONS } from '@portfolio/shared/config';
import { lazy, Suspense, useEffect, useMemo, useRef } from 'react';
import { LoadError } from './components/LoadError';
import { Section } from './components/Section';
import { AboutSection, AboutSkeleton, AboutUnavailable } from './features/about/AboutSection';
import { ExperienceSkeleton, ExperienceTimeline } from './features/experiences/ExperienceTimeline';
import { PROFILE_ERROR } from './features/profile/profile-error';
import { useOwnerProfile } from './features/profile/use-owner-profile';
import { ProjectFilterStatus } from './features/projects/ProjectFilterStatus';
import { ProjectsSkeleton } from './features/projects/ProjectsSkeleton';
import { useDocumentHead } from './features/seo/use-document-head';
import { TechnologyGrid, TechnologyGridSkeleton } from './features/technologies/TechnologyGrid';
import { useTechnologies } from './features/technologies/use-technologies';
import { projectCountsBySlug, resolveTechnologyFilter, useTechnologyParam } from './lib/technology-filter';
import { StyleScope } from '@portfolio/ui/StyleScope';
import { useNearViewport } from './lib/use-near-viewport';
import './remote.css';

// Swiper (and its CSS) is most of this remote's code and the carousel sits below the fold: it loads when the
// projects section comes within this distance of the viewport, not with the first paint. Until then the
// skeleton holds the carousel's exact place, so nothing shifts when it arrives.
const CAROUSEL_LOAD_MARGIN = '800px 0px';
const ProjectsCarousel = lazy(() =>
  import('./features/projects/ProjectsCarousel').then((module) => ({ default: module.ProjectsCarousel })),
);

const TECHNOLOGIES_ERROR = 'The technology stack could not be loaded.';

const Unavailable = () => (
  <p className="text-slate-600 dark:text-slate-400">Not available right now: see the message above.</p>
);

/** The portfolio home: exposed to the host as `publicRemote/HomePage`. */
function HomePage() {
  const profile = useOwnerProfile();
  const technologies = useTechnologies();
  const [projectsSection, carouselWanted] = useNearViewport(CAROUSEL_LOAD_MARGIN);

  const owner = profile.data;
  useDocumentHead(
    '/',
    useMemo(() => owner && ((heads, siteUrl) => heads.homePageHead(owner, siteUrl)), [owner]),
  );
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
  useScrollToSectionOnce(!profile.isPending && !technologies.isPending);

  return (
    <StyleScope name="publicRemote">
      <div className="pb-16">
        {profile.isPending ? (
          <AboutSkeleton />
        ) : profile.isError ? (
          <AboutUnavailable>
            <LoadError
              message={PROFILE_ERROR}
              onRetry={() => void profile.refetch()}
              retrying={profile.isFetching}
            />
          </AboutUnavailable>
        ) : (
          <AboutSection user={profile.data} />
        )}

        <Section id="experience" title="Experience">
          {profile.isPending ? (
            <ExperienceSkeleton />
          ) : profile.isError ? (
            <Unavailable />
          ) : (
            <ExperienceTimeline experiences={profile.data.experiences} />
          )}
        </Section>

        <Section id="my-stack" title="My stack">
          {technologies.isPending ? (
            <TechnologyGridSkeleton />
          ) : technologies.isError ? (
            <LoadError
              message={TECHNOLOGIES_ERROR}
              onRetry={() => void technologies.refetch()}
              retrying={technologies.isFetching}
            />
          ) : (
            <TechnologyGrid
              technologies={technologies.data}
              chosen={filter?.slug}
              projectCounts={projectCounts}
            />
          )}
        </Section>

        <Section id="projects" title="Projects">
          {profile.isPending ? (
            <ProjectsSkeleton />
          ) : profile.isError ? (
            <Unavailable />
          ) : (
            <>
              <ProjectFilterStatus filter={filter} />
              {(!filter || filter.projects.length > 0) && (
                <div ref={projectsSection}>
                  {carouselWanted ? (
                    <Suspense fallback={<ProjectsSkeleton />}>
                      {/* A new filter starts a new slideshow, at its first project. */}
                      <ProjectsCarousel
                        key={filter?.slug ?? ''}
                        projects={filter?.projects ?? profile.data.projects}
                      />
                    </Suspense>
                  ) : (
                    <ProjectsSkeleton />
                  )}
                </div>
              )}
            </>
          )}
        </Section>
      </div>
    </StyleScope>
  );
}

/**
 * A shared link like `/#projects` arrives before the sections exist, so the browser cannot scroll to it:
 * once the content is in, scroll there, once.
 */
function useScrollToSectionOnce(ready: boolean) {
  const done = useRef(false);
  useEffect(() => {
    if (!ready || done.current) return;
    done.current = true;
    const id = decodeURIComponent(window.location.hash.slice(1));
    if ((HOME_SECTIONS as readonly string[]).includes(id)) document.getElementById(id)?.scrollIntoView();
  }, [ready]);
}

// Checked against its contract with the host (@portfolio/shared/remotes): props the host does not give fail here.
export default HomePage satisfies ExposedComponent<'publicRemote', 'HomePage'>;
