import type { Project } from '@portfolio/shared/schemas';
import { gradientFor, MonogramTile } from '@portfolio/ui/MonogramTile';
import { ResponsiveImage } from '@portfolio/ui/ResponsiveImage';

const LOGO_SIZE = 32;

/**
 * The cover of a project that has none: its name on a gradient of its own colours with a faint dot grid, and
 * its technologies' logos, so it looks designed rather than missing. Decorative: the card's heading names it.
 */
export function GeneratedCover({ project }: { project: Pick<Project, 'name' | 'technologies'> }) {
  return (
    <div
      aria-hidden="true"
      data-testid="generated-cover"
      className={`relative flex aspect-video w-full flex-col justify-between overflow-hidden bg-linear-to-br p-5 text-white ${gradientFor(project.name)}`}
    >
      <div className="absolute inset-0 bg-[radial-gradient(circle,rgb(255_255_255/0.18)_1px,transparent_1.5px)] bg-size-[18px_18px]" />
      <p className="relative line-clamp-2 text-2xl leading-tight font-bold tracking-tight sm:text-3xl">
        {project.name}
      </p>
      <ul className="relative flex gap-2">
        {project.technologies.slice(0, 5).map((technology) => (
          <li key={technology.id} className="rounded-lg bg-white/90 p-1 shadow-sm">
            {technology.icon ? (
              <ResponsiveImage
                src={technology.icon}
                width={LOGO_SIZE}
                height={LOGO_SIZE}
                sizes={`${LOGO_SIZE}px`}
                className="size-8 rounded-md object-contain"
              />
            ) : (
              <MonogramTile name={technology.name} className="size-8 rounded-md text-xs" />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
