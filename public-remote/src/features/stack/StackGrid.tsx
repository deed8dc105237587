import type { Technology } from '@portfolio/shared/schemas';
import { EmptyState } from '@portfolio/ui/EmptyState';
import { TagBadge } from '@portfolio/ui/TagBadge';
import { Bone, Loading } from '../../components/Skeleton';

const ICON_SIZE = 40;
// Two columns even on a phone: seven technologies in one column made the longest stretch of the page.
const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3';
// On a phone the name goes under the icon: beside it, 'PostgreSQL' had to break mid-word.
const HEAD =
  'flex flex-col items-start gap-2 min-[464px]:flex-row min-[464px]:items-center min-[464px]:gap-3';
const CARD =
  'flex h-full min-h-28 flex-col gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:p-4 dark:border-slate-800 dark:bg-slate-900';

export function StackGrid({ technologies }: { technologies: readonly Technology[] }) {
  if (technologies.length === 0) return <EmptyState>No technologies to show yet.</EmptyState>;
  return (
    <ul className={GRID}>
      {technologies.map((technology) => (
        <li key={technology.id} className={CARD}>
          <div className={HEAD}>
            {technology.icon ? (
              <img
                src={technology.icon}
                alt=""
                width={ICON_SIZE}
                height={ICON_SIZE}
                loading="lazy"
                decoding="async"
                className="size-10 shrink-0 rounded-md object-contain"
              />
            ) : (
              <span
                aria-hidden="true"
                className="flex size-10 shrink-0 items-center justify-center rounded-md bg-slate-100 font-bold text-slate-600 dark:bg-slate-800 dark:text-slate-300"
              >
                {technology.name.slice(0, 2)}
              </span>
            )}
            <h3 className="min-w-0 font-semibold break-words">{technology.name}</h3>
          </div>
          {technology.tags.length > 0 && (
            <ul aria-label={`${technology.name} tags`} className="flex flex-wrap gap-1.5">
              {technology.tags.map((tag) => (
                <li key={tag.id}>
                  <TagBadge tag={tag} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

export function StackSkeleton() {
  return (
    <Loading label="Loading the stack…">
      <div className={GRID}>
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className={CARD}>
            <div className={HEAD}>
              <Bone className="size-10 shrink-0 rounded-md" />
              <Bone className="h-6 w-24" />
            </div>
            <div className="flex gap-1.5">
              <Bone className="h-5 w-16 rounded-md" />
              <Bone className="h-5 w-14 rounded-md" />
            </div>
          </div>
        ))}
      </div>
    </Loading>
  );
}
