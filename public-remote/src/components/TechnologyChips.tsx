import type { Technology } from '@portfolio/shared/schemas';
import { ResponsiveImage } from '@portfolio/ui/ResponsiveImage';

const TECH_ICON = 16;

/** Technologies as small neutral chips with their logos: a project card's, a role's on the timeline. */
export function TechnologyChips({
  technologies,
  label,
  className = '',
}: {
  technologies: readonly Technology[];
  /** The list's accessible name: 'Trail Planner technologies'. */
  label: string;
  className?: string;
}) {
  if (technologies.length === 0) return null;
  return (
    <ul aria-label={label} className={`flex flex-wrap gap-1.5 ${className}`}>
      {technologies.map((technology) => (
        <li
          key={technology.id}
          className="inline-flex h-6 items-center gap-1.5 rounded-md bg-slate-100 px-1.5 text-xs font-medium text-slate-800 dark:bg-slate-800 dark:text-slate-100"
        >
          {technology.icon && (
            <ResponsiveImage
              src={technology.icon}
              width={TECH_ICON}
              height={TECH_ICON}
              sizes={`${TECH_ICON}px`}
              className="size-4 rounded-sm object-contain"
            />
          )}
          {technology.name}
        </li>
      ))}
    </ul>
  );
}
