import type { Project } from '@portfolio/shared/schemas';
import { ExternalLink } from '@portfolio/ui/ExternalLink';
import { CodeIcon, GlobeIcon, InfoIcon } from '@portfolio/ui/icons';
import { ResponsiveImage } from '@portfolio/ui/ResponsiveImage';
import { linkClass } from '@portfolio/ui/styles/controls';
import { Link } from '@portfolio/shared/router';
import type { ComponentType, SVGProps } from 'react';
import { CAROUSEL_GAP_PX, CAROUSEL_TWO_SLIDES_MIN_WIDTH, CONTENT_MAX_WIDTH_PX } from '../../config';
import { TechnologyChips } from '../../components/TechnologyChips';
import { GeneratedCover } from './GeneratedCover';
import { PROJECT_CARD_FRAME } from './ProjectCardSkeleton';

// Covers are 16:9 (the upload hint says at most 800×400; any ratio is cropped to the box, never stretched).
const COVER = { width: 800, height: 450 };
/** One slide fills the 90vw column on a phone; two share it from 464 px up, at most 768 px wide. */
const COVER_SIZES = [
  `(min-width: ${Math.ceil(CONTENT_MAX_WIDTH_PX / 0.9)}px) ${(CONTENT_MAX_WIDTH_PX - CAROUSEL_GAP_PX) / 2}px`,
  `(min-width: ${CAROUSEL_TWO_SLIDES_MIN_WIDTH}px) calc(45vw - ${CAROUSEL_GAP_PX / 2}px)`,
  '90vw',
].join(', ');

interface ProjectLink {
  href: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** A project's own page on this site. */
export const projectPath = (project: Pick<Project, 'slug'>) => `/projects/${project.slug}`;

export const projectLinks = (project: Project) => {
  const links: (ProjectLink | false)[] = [
    !!project.domain && { href: project.domain, label: 'Live site', icon: GlobeIcon },
    !!project.repo && { href: project.repo, label: 'Source code', icon: CodeIcon },
    !!project.details && { href: project.details, label: 'Write-up', icon: InfoIcon },
  ];
  return links.filter((link): link is ProjectLink => link !== false);
};

interface ProjectCardProps {
  project: Project;
  /** The first card in view loads its cover at once; the others wait until they are near. */
  lazyCover?: boolean;
  /** The level of the card's name: under the home page's 'Projects' section (3), or right under a page's `h1` (2). */
  headingLevel?: 2 | 3;
}

export function ProjectCard({ project, lazyCover = true, headingLevel = 3 }: ProjectCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article aria-labelledby={`project-${project.id}-name`} className={PROJECT_CARD_FRAME}>
      {project.cover ? (
        <ResponsiveImage
          src={project.cover}
          width={COVER.width}
          height={COVER.height}
          sizes={COVER_SIZES}
          lazy={lazyCover}
          className="aspect-video w-full bg-slate-100 object-cover dark:bg-slate-800"
        />
      ) : (
        <GeneratedCover project={project} />
      )}
      <div className="flex flex-1 flex-col p-4">
        {/* The link, not the heading, cuts a long name: a clipping heading would cut the link's focus ring too. */}
        <Heading id={`project-${project.id}-name`} className="text-lg font-semibold">
          <Link
            to={projectPath(project)}
            className={`inline-block max-w-full truncate align-bottom rounded-sm ${linkClass}`}
          >
            {project.name}
          </Link>
        </Heading>
        <p className="mt-1 line-clamp-3 min-h-15 text-sm leading-5 text-slate-700 dark:text-slate-300">
          {project.description}
        </p>
        <TechnologyChips
          technologies={project.technologies}
          label={`${project.name} technologies`}
          className="mt-3"
        />
        <ul className="mt-auto flex min-h-9 flex-wrap gap-x-4 gap-y-1 pt-3 text-sm">
          {projectLinks(project).map(({ href, label, icon: Icon }) => (
            <li key={label}>
              <ExternalLink
                href={href}
                label={`${label} of ${project.name}`}
                className={`inline-flex items-center gap-1.5 rounded-sm ${linkClass}`}
              >
                <Icon className="size-4" />
                {label}
              </ExternalLink>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
