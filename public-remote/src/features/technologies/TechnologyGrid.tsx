import type { Technology } from '@portfolio/shared/schemas';
import { EmptyState } from '@portfolio/ui/EmptyState';
import { MonogramTile } from '@portfolio/ui/MonogramTile';
import { ResponsiveImage } from '@portfolio/ui/ResponsiveImage';
import { cardFocusRing } from '@portfolio/ui/styles/controls';
import { TagBadge } from '@portfolio/ui/TagBadge';
import { Link } from '@portfolio/shared/router';
import { Bone, Loading } from '../../components/Skeleton';
import { filterTarget, technologySlug } from '../../lib/technology-filter';

const ICON_SIZE = 40;
// Two columns even on a phone: seven technologies in one column made the longest stretch of the page.
const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3';
// On a phone the name goes under the icon: beside it, 'PostgreSQL' had to break mid-word.
const HEAD =
  'flex flex-col items-start gap-2 min-[464px]:flex-row min-[464px]:items-center min-[464px]:gap-3';
const CARD = 'flex h-full min-h-28 flex-col gap-3 rounded-lg border p-3 sm:p-4';
const IDLE_CARD = `${CARD} border-slate-200 bg-white hover:border-(--accent-fill) dark:border-slate-800 dark:bg-slate-900`;
const CHOSEN_CARD = `${CARD} border-(--accent-fill) bg-(--accent-fill)/5 ring-1 ring-(--accent-fill) dark:bg-(--accent-fill)/10`;

const FILTER_HINT = 'Choose a technology to see the projects built with it.';

const projectCountText = (count: number) =>
  count === 0 ? 'No projects yet' : `${count} project${count === 1 ? '' : 's'}`;

export function TechnologyLogo({ technology }: { technology: Pick<Technology, 'name' | 'icon'> }) {
  return technology.icon ? (
    <ResponsiveImage
      src={technology.icon}
      width={ICON_SIZE}
      height={ICON_SIZE}
      sizes={`${ICON_SIZE}px`}
      className="size-10 shrink-0 rounded-md object-contain"
    />
  ) : (
    <MonogramTile name={technology.name} className="size-10 rounded-md text-sm" />
  );
}

interface TechnologyGridProps {
  technologies: readonly Technology[];
  /** The technology whose projects are shown (from the address), marked as the current choice. */
  chosen?: string;
  /** How many of the shown projects use each technology, by slug; left out while the projects are unknown. */
  projectCounts?: ReadonlyMap<string, number>;
}

/**
 * The stack, each technology a link that filters the projects to those built with it (the whole card is the
 * link's target; its name alone is the link's name).
 */
export function TechnologyGrid({ technologies, chosen, projectCounts }: TechnologyGridProps) {
  if (technologies.length === 0) return <EmptyState>No technologies to show yet.</EmptyState>;
  return (
    <>
      <p className="-mt-3 mb-4 text-sm text-slate-600 dark:text-slate-400">{FILTER_HINT}</p>
      <ul className={GRID}>
        {technologies.map((technology) => {
          const slug = technologySlug(technology.name);
          const isChosen = slug === chosen;
          const count = projectCounts && (projectCounts.get(slug) ?? 0);
          return (
            <li
              key={technology.id}
              className={`group relative ${isChosen ? CHOSEN_CARD : IDLE_CARD} ${cardFocusRing}`}
            >
              <div className={HEAD}>
                <TechnologyLogo technology={technology} />
                <h3 className="min-w-0 font-semibold break-words">
                  <Link
                    to={filterTarget(slug)}
                    aria-current={isChosen ? 'true' : undefined}
                    className="after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none"
                  >
                    {technology.name}
                  </Link>
                </h3>
              </div>
              {technology.tags.length > 0 && (
                <ul aria-label={`${technology.name} tags`} className="flex flex-wrap gap-1.5">
                  {technology.tags.map((tag) => (
                    <li key={tag.id}>
                      <TagBadge tag={tag} tone={isChosen ? 'accent' : 'neutral'} />
                    </li>
                  ))}
                </ul>
              )}
              {/* The line is there before the count (the projects may arrive after the stack): nothing shifts. */}
              <p className="mt-auto min-h-4 text-xs font-medium text-slate-600 dark:text-slate-400">
                {count !== undefined && projectCountText(count)}
              </p>
            </li>
          );
        })}
      </ul>
    </>
  );
}

export function TechnologyGridSkeleton() {
  return (
    <Loading label="Loading the stack…">
      <div className="-mt-3 mb-4 h-5" />
      <div className={GRID}>
        {Array.from({ length: 6 }, (_, index) => (
          <div
            key={index}
            className={`${CARD} border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900`}
          >
            <div className={HEAD}>
              <Bone className="size-10 shrink-0 rounded-md" />
              <Bone className="h-6 w-24" />
            </div>
            <div className="flex gap-1.5">
              <Bone className="h-5 w-16 rounded-md" />
              <Bone className="h-5 w-14 rounded-md" />
            </div>
            <Bone className="mt-auto h-4 w-16" />
          </div>
        ))}
      </div>
    </Loading>
  );
}
