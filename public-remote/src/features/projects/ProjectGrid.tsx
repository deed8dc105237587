import type { Project } from '@portfolio/shared/schemas';
import { Link } from '@portfolio/shared/router';
import { EmptyState } from '@portfolio/ui/EmptyState';
import { accentFillClass } from '@portfolio/ui/styles/accent';
import { focusRing } from '@portfolio/ui/styles/controls';
import { filterTarget, technologySlug } from '../../lib/technology-filter';
import { ProjectCard } from './ProjectCard';
import { ProjectCardSkeleton } from './ProjectCardSkeleton';

const GRID = 'grid grid-cols-1 gap-4 sm:grid-cols-2';
const CHOICE = `inline-flex h-8 items-center rounded-full border px-3 text-sm font-medium ${focusRing}`;
const IDLE =
  'border-slate-300 text-slate-800 hover:border-(--accent-text) dark:border-slate-600 dark:text-slate-100';
const CHOSEN = `border-transparent ${accentFillClass}`;

/** Every project as a card, one column on a phone, two from 640 px. */
export function ProjectGrid({ projects }: { projects: readonly Project[] }) {
  if (projects.length === 0) return <EmptyState>No projects to show yet.</EmptyState>;
  return (
    <ul className={GRID}>
      {projects.map((project, index) => (
        <li key={project.id}>
          <ProjectCard project={project} lazyCover={index > 1} headingLevel={2} />
        </li>
      ))}
    </ul>
  );
}

export function ProjectGridSkeleton() {
  return (
    <div role="status" aria-live="polite" className={`mt-6 ${GRID}`}>
      <span className="sr-only">Loading the projects…</span>
      <ProjectCardSkeleton />
      <ProjectCardSkeleton className="hidden sm:flex" />
    </div>
  );
}

/** The technologies the projects use, each a filter of the grid (`?tech=`), and 'All' to show every one. */
export function TechnologyChoices({ projects, chosen }: { projects: readonly Project[]; chosen?: string }) {
  const names = [...new Set(projects.flatMap((project) => project.technologies.map((t) => t.name)))];
  if (names.length === 0) return null;
  return (
    <nav aria-label="Filter by technology" className="mt-4 mb-4">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to={filterTarget(undefined, false)}
            aria-current={chosen ? undefined : 'true'}
            className={`${CHOICE} ${chosen ? IDLE : CHOSEN}`}
          >
            All
          </Link>
        </li>
        {names.map((name) => {
          const slug = technologySlug(name);
          return (
            <li key={slug}>
              <Link
                to={filterTarget(slug, false)}
                aria-current={slug === chosen ? 'true' : undefined}
                className={`${CHOICE} ${slug === chosen ? CHOSEN : IDLE}`}
              >
                {name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
