import type { ExposedComponent, HomeIslands } from '@portfolio/shared/remotes';
import type { ProjectsCarousel as ProjectsCarouselType } from './features/projects/ProjectsCarousel';
import { lazy, Suspense, useMemo } from 'react';
import { LoadError } from './components/LoadError';
import { Section } from './components/Section';
import { AboutSection, AboutSkeleton, AboutUnavailable } from './features/about/AboutSection';
import { ExperienceSkeleton, ExperienceTimeline } from './features/experiences/ExperienceTimeline';
import { PROFILE_ERROR } from './features/profile/profile-error';
import { useOwnerProfile } from './features/profile/use-owner-profile';
import { ProjectFilterStatus } from './features/projects/ProjectFilterStatus';
import { ProjectsSkeleton } from './features/projects/ProjectsSkeleton';
import { useTechnologies } from './features/technologies/use-technologies';
import { projectCountsBySlug, resolveTechnologyFilter, useTechnologyParam } from './lib/technology-filter';
import { useDocumentHead } from './features/seo/use-document-head';
import { TechnologyGrid, TechnologyGridSkeleton } from './features/technologies/TechnologyGrid';
import { Link } from '@portfolio/shared/router';
import { Island } from '@portfolio/ui/Island';
import { linkClass } from '@portfolio/ui/styles/controls';
import { StyleScope } from '@portfolio/ui/StyleScope';
import './remote.css';

// Swiper is most of this remote's code: it travels in the carousel's own chunk. The server renders the carousel
// in full (its slides a scroll-snapped row until Swiper starts), and the browser loads it only when it hydrates
// the projects, before hydrating them: from then on the component is at hand and renders at once.
let loadedCarousel: typeof ProjectsCarouselType | undefined;
const loadCarousel = () =>
  import('./features/projects/ProjectsCarousel').then((module) => (loadedCarousel = module.ProjectsCarousel));
const LazyCarousel = lazy(() => loadCarousel().then((carousel) => ({ default: carousel })));

const TECHNOLOGIES_ERROR = 'The technology stack could not be loaded.';

const Unavailable = () => (
  <p className="text-slate-600 dark:text-slate-400">Not available right now: see the message above.</p>
);

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

/** The technologies of the stack, each a link filtering the projects: an island of its own. */
function TechnologiesIsland() {
  const { technologies, filter, projectCounts } = useHomeFilter();
  if (technologies.isPending) return <TechnologyGridSkeleton />;
  if (technologies.isError)
    return (
      <LoadError
        message={TECHNOLOGIES_ERROR}
        onRetry={() => void technologies.refetch()}
        retrying={technologies.isFetching}
      />
    );
  return (
    <TechnologyGrid technologies={technologies.data} chosen={filter?.slug} projectCounts={projectCounts} />
  );
}

/** The projects the filter leaves, with what it says about them, in the carousel: an island of its own. */
function ProjectsIsland() {
  const { profile, filter } = useHomeFilter();
  if (profile.isPending) return <ProjectsSkeleton />;
  if (profile.isError) return <Unavailable />;
  const ProjectsCarousel = loadedCarousel ?? LazyCarousel;
  return (
    <>
      <ProjectFilterStatus filter={filter} />
      {(!filter || filter.projects.length > 0) && (
        <Suspense fallback={<ProjectsSkeleton />}>
          {/* A new filter starts a new slideshow, at its first project. */}
          <ProjectsCarousel key={filter?.slug ?? ''} projects={filter?.projects ?? profile.data.projects} />
        </Suspense>
      )}
    </>
  );
}

/** The islands of the home page, which a server-rendered page's browser hydrates one by one. */
export const islands = {
  technologies: { Component: TechnologiesIsland },
  projects: { Component: ProjectsIsland, load: loadCarousel },
} satisfies HomeIslands;

/** The portfolio home: exposed to the host as `publicRemote/HomePage`. */
function HomePage() {
  const profile = useOwnerProfile();
  const owner = profile.data;
  useDocumentHead(
    '/',
    useMemo(() => owner && ((heads, siteUrl) => heads.homePageHead(owner, siteUrl)), [owner]),
  );

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

        <Section id="experience">
          {profile.isPending ? (
            <ExperienceSkeleton />
          ) : profile.isError ? (
            <Unavailable />
          ) : (
            <ExperienceTimeline experiences={profile.data.experiences} />
          )}
        </Section>

        <Section id="my-stack">
          <Island name="technologies">
            <TechnologiesIsland />
          </Island>
        </Section>

        <Section id="projects">
          <Island name="projects">
            <ProjectsIsland />
          </Island>
          {/* Outside the island: a plain link, there before any script. */}
          <p className="mt-4 text-right">
            <Link to="/projects" className={`inline-flex min-h-6 items-center rounded-sm ${linkClass}`}>
              All projects<span aria-hidden="true">&nbsp;→</span>
            </Link>
          </p>
        </Section>
      </div>
    </StyleScope>
  );
}

// Checked against its contract with the host (@portfolio/shared/remotes): props the host does not give fail here.
export default HomePage satisfies ExposedComponent<'publicRemote', 'HomePage'>;
