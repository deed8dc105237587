import type { Project } from '@portfolio/shared/schemas';
import type { ComponentType, SVGProps } from 'react';
import { CodeIcon, GlobeIcon, ImageIcon, InfoIcon } from '@portfolio/ui/icons';
import { NEW_TAB } from '../../components/new-tab';
import { Bone } from '../../components/Skeleton';

// Covers are 16:9 (the upload hint says at most 800×400; any ratio is cropped to the box, never stretched).
const COVER = { width: 800, height: 450 };
const CARD =
  'flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900';

interface ProjectLink {
  href: string;
  label: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
}

const projectLinks = (project: Project) => {
  const links: (ProjectLink | false)[] = [
    !!project.domain && { href: project.domain, label: 'Website', icon: GlobeIcon },
    !!project.repo && { href: project.repo, label: 'Source code', icon: CodeIcon },
    !!project.details && { href: project.details, label: 'Details', icon: InfoIcon },
  ];
  return links.filter((link): link is ProjectLink => link !== false);
};

export function ProjectCard({ project }: { project: Project }) {
  return (
    <article aria-labelledby={`project-${project.id}-name`} className={CARD}>
      {project.cover ? (
        <img
          src={project.cover}
          alt=""
          width={COVER.width}
          height={COVER.height}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full bg-slate-100 object-cover dark:bg-slate-800"
        />
      ) : (
        <div
          data-testid="cover-placeholder"
          aria-hidden="true"
          className="flex aspect-video w-full items-center justify-center bg-gradient-to-br from-sky-100 to-indigo-100 text-sky-700 dark:from-sky-950 dark:to-indigo-950 dark:text-sky-300"
        >
          <ImageIcon className="size-10" />
        </div>
      )}
      <div className="flex flex-1 flex-col p-4">
        <h3 id={`project-${project.id}-name`} className="truncate text-lg font-semibold">
          {project.name}
        </h3>
        <p className="mt-1 line-clamp-3 min-h-15 text-sm leading-5 text-slate-700 dark:text-slate-300">
          {project.description}
        </p>
        <ul
          aria-label={`${project.name} technologies`}
          className="mt-3 flex h-6 flex-wrap gap-2 overflow-hidden"
        >
          {project.technologies.map((technology) => (
            <li key={technology.id}>
              {technology.icon ? (
                <img
                  src={technology.icon}
                  alt={technology.name}
                  title={technology.name}
                  width={24}
                  height={24}
                  loading="lazy"
                  decoding="async"
                  className="size-6 rounded object-contain"
                />
              ) : (
                <span className="inline-flex h-6 items-center rounded bg-slate-100 px-1.5 text-xs dark:bg-slate-800">
                  {technology.name}
                </span>
              )}
            </li>
          ))}
        </ul>
        <ul className="mt-auto flex min-h-9 flex-wrap gap-x-4 gap-y-1 pt-3 text-sm">
          {projectLinks(project).map(({ href, label, icon: Icon }) => (
            <li key={label}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${label} of ${project.name} ${NEW_TAB}`}
                className="inline-flex items-center gap-1.5 font-medium text-sky-700 underline-offset-2 hover:underline dark:text-sky-300"
              >
                <Icon className="size-4" />
                {label}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}

export function ProjectCardSkeleton({ className = '' }: { className?: string }) {
  return (
    <div className={`${CARD} ${className}`}>
      <Bone className="aspect-video w-full rounded-none" />
      <div className="flex flex-1 flex-col p-4">
        <Bone className="h-7 w-40" />
        <div className="mt-1 min-h-15 space-y-1">
          <Bone className="h-4 w-full" />
          <Bone className="h-4 w-full" />
          <Bone className="h-4 w-1/2" />
        </div>
        <div className="mt-3 flex h-6 gap-2">
          <Bone className="size-6" />
          <Bone className="size-6" />
          <Bone className="size-6" />
        </div>
        <div className="mt-auto flex min-h-9 gap-4 pt-3">
          <Bone className="h-5 w-20" />
          <Bone className="h-5 w-24" />
        </div>
      </div>
    </div>
  );
}
