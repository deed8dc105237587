import { secondaryButtonClass } from '@portfolio/ui/styles/controls';
import { Link } from '@portfolio/shared/router';
import { filterTarget, type TechnologyFilter } from '../../lib/technology-filter';

export function filterSummary({ name, projects, total }: TechnologyFilter) {
  if (projects.length === 0) return `No project uses ${name} yet.`;
  return `${projects.length} of ${total} projects ${projects.length === 1 ? 'uses' : 'use'} ${name}.`;
}

/**
 * Which projects are shown when a technology filters them, said in a live region (so choosing one in the stack
 * is announced), with the way back to all of them. The region is there from the start: a region that appears
 * together with its text is not announced.
 */
export function ProjectFilterStatus({
  filter,
  toSection = true,
}: {
  filter: TechnologyFilter | undefined;
  /** 'Show all projects' leads to the home page's projects section; false on `/projects` itself. */
  toSection?: boolean;
}) {
  return (
    <div className={filter ? 'mb-4 flex flex-wrap items-center gap-x-4 gap-y-2' : ''}>
      <p role="status" className="font-medium text-slate-800 dark:text-slate-200">
        {filter && filterSummary(filter)}
      </p>
      {filter && (
        <Link to={filterTarget(undefined, toSection)} className={`${secondaryButtonClass} h-9 py-0 text-sm`}>
          Show all projects
        </Link>
      )}
    </div>
  );
}
