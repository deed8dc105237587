import { CONTACT_PATH, CONTACT_PROJECT_PARAM } from '@portfolio/shared/config';
import type { Project, ProjectDetail, PublicUser } from '@portfolio/shared/schemas';
import { Link } from '@portfolio/shared/router';
import { Avatar } from '@portfolio/ui/Avatar';
import { ExternalLink } from '@portfolio/ui/ExternalLink';
import { formatMonthYear, ONGOING } from '@portfolio/ui/format/date-range';
import { MonogramTile } from '@portfolio/ui/MonogramTile';
import { ResponsiveImage } from '@portfolio/ui/ResponsiveImage';
import { focusRing, linkClass } from '@portfolio/ui/styles/controls';
import '@portfolio/ui/write-up.css';
import { CONTENT_MAX_WIDTH_PX } from '../../config';
import { filterTarget, technologySlug } from '../../lib/technology-filter';
import { GeneratedCover, projectLinks, projectPath } from '../projects';
import { ProjectGallery } from './ProjectGallery';

const COVER = { width: 800, height: 450 };
const COVER_SIZES = `(min-width: ${Math.ceil(CONTENT_MAX_WIDTH_PX / 0.9)}px) ${CONTENT_MAX_WIDTH_PX}px, 90vw`;
const LOGO = 24;
const CHIP = `inline-flex h-9 items-center gap-2 rounded-md border border-slate-200 bg-white px-2.5 text-sm font-medium text-slate-800 hover:border-(--accent-fill) hover:text-(--accent-text) dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100 ${focusRing}`;

interface ProjectDetailsProps {
  project: ProjectDetail;
  owner: Pick<PublicUser, 'firstName' | 'lastName' | 'avatar' | 'professionalTitle'> | undefined;
  /** The projects before and after it in the owner's order, when it has neighbours. */
  previous?: Project;
  next?: Project;
}

/** `2023-05` as its month and year; the month's first day stands for the month, whatever the time zone. */
const Month = ({ month }: { month: string }) => (
  <time dateTime={month}>{formatMonthYear(`${month}-01`)}</time>
);

/** The owner's part and the period, under the project's name; nothing when the project has neither. */
function RoleAndPeriod({ project }: { project: ProjectDetail }) {
  if (!project.role && !project.startMonth) return null;
  return (
    <dl className="mt-4 flex flex-wrap gap-x-8 gap-y-2 text-sm">
      {project.role && (
        <div>
          <dt className="font-medium text-slate-600 dark:text-slate-400">Role</dt>
          <dd className="text-slate-900 dark:text-slate-100">{project.role}</dd>
        </div>
      )}
      {project.startMonth && (
        <div>
          <dt className="font-medium text-slate-600 dark:text-slate-400">Period</dt>
          <dd className="text-slate-900 dark:text-slate-100">
            <Month month={project.startMonth} /> –{' '}
            {project.endMonth ? <Month month={project.endMonth} /> : ONGOING}
          </dd>
        </div>
      )}
    </dl>
  );
}

/** What changed: the figure large beside its sentence, in the owner's order. */
function Outcomes({ outcomes }: { outcomes: ProjectDetail['outcomes'] }) {
  if (outcomes.length === 0) return null;
  return (
    <section aria-labelledby="project-outcomes" className="mt-8">
      <h2 id="project-outcomes" className="text-xl font-bold tracking-tight">
        Outcomes
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {outcomes.map((outcome, index) => (
          <li
            key={index}
            className="rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
          >
            {outcome.figure && (
              <span className="block text-2xl font-bold tracking-tight text-(--accent-text)">
                {outcome.figure}
              </span>
            )}
            <span className="block text-slate-700 dark:text-slate-300">{outcome.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * One project's page: cover, name, summary, role and period, links, outcomes, the write-up, the screenshots,
 * technologies, the owner and the way to the others.
 */
export function ProjectDetails({ project, owner, previous, next }: ProjectDetailsProps) {
  const links = projectLinks(project);
  return (
    <article aria-labelledby="project-name" className="pt-6 pb-16">
      <p className="mb-4 text-sm">
        <Link to="/projects" className={`rounded-sm ${linkClass}`}>
          <span aria-hidden="true">← </span>All projects
        </Link>
      </p>
      <div className="overflow-hidden rounded-lg border border-slate-200 dark:border-slate-800">
        {project.cover ? (
          <ResponsiveImage
            src={project.cover}
            width={COVER.width}
            height={COVER.height}
            sizes={COVER_SIZES}
            lazy={false}
            fetchPriority="high"
            className="aspect-video w-full bg-slate-100 object-cover dark:bg-slate-800"
          />
        ) : (
          <GeneratedCover project={project} />
        )}
      </div>
      <h1 id="project-name" className="mt-6 text-3xl font-bold tracking-tight break-words sm:text-4xl">
        {project.name}
      </h1>
      <p className="mt-3 leading-7 whitespace-pre-line text-slate-700 dark:text-slate-300">
        {project.description}
      </p>

      <RoleAndPeriod project={project} />

      {links.length > 0 && (
        <ul aria-label="Links" className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
          {links.map(({ href, label, icon: Icon }) => (
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
      )}

      <Outcomes outcomes={project.outcomes} />

      {project.bodyHtml && (
        // Rendered and sanitized by the API when the project was saved (api/src/markdown): no script, no raw HTML.
        <div className="write-up mt-8" dangerouslySetInnerHTML={{ __html: project.bodyHtml }} />
      )}

      <ProjectGallery project={project} />

      {project.technologies.length > 0 && (
        <section aria-labelledby="project-technologies" className="mt-8">
          <h2 id="project-technologies" className="text-xl font-bold tracking-tight">
            Built with
          </h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {project.technologies.map((technology) => (
              <li key={technology.id}>
                <Link
                  to={{ pathname: '/', ...filterTarget(technologySlug(technology.name)) }}
                  className={CHIP}
                  aria-label={`Projects built with ${technology.name}`}
                >
                  {technology.icon ? (
                    <ResponsiveImage
                      src={technology.icon}
                      width={LOGO}
                      height={LOGO}
                      sizes={`${LOGO}px`}
                      className="size-6 rounded-sm object-contain"
                    />
                  ) : (
                    <MonogramTile name={technology.name} className="size-6 rounded-sm text-xs" />
                  )}
                  {technology.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {owner && (
        <p className="mt-10 flex items-center gap-3 border-t border-slate-200 pt-6 dark:border-slate-800">
          <Avatar src={owner.avatar} name={`${owner.firstName} ${owner.lastName}`} alt="" />
          <span>
            <span className="text-slate-600 dark:text-slate-400">By </span>
            <Link to="/" className={`rounded-sm ${linkClass}`}>
              {owner.firstName} {owner.lastName}
            </Link>
            {owner.professionalTitle && (
              <span className="text-slate-600 dark:text-slate-400">, {owner.professionalTitle}</span>
            )}
          </span>
        </p>
      )}
      <p className="mt-4">
        {/* A plain link: the contact page is the host server's, loaded whole (with or without script). */}
        <a
          href={`${CONTACT_PATH}?${CONTACT_PROJECT_PARAM}=${project.id}`}
          className={`inline-flex items-center rounded-sm underline ${linkClass}`}
        >
          Ask about this project
        </a>
      </p>

      {(previous || next) && (
        <nav aria-label="More projects" className="mt-8 grid grid-cols-2 gap-4 text-sm">
          {previous ? (
            <Link to={projectPath(previous)} rel="prev" className={`rounded-sm ${linkClass} min-w-0`}>
              <span className="block text-slate-600 dark:text-slate-400">Previous project</span>
              <span className="block truncate">← {previous.name}</span>
            </Link>
          ) : (
            <span />
          )}
          {next && (
            <Link to={projectPath(next)} rel="next" className={`rounded-sm ${linkClass} min-w-0 text-right`}>
              <span className="block text-slate-600 dark:text-slate-400">Next project</span>
              <span className="block truncate">{next.name} →</span>
            </Link>
          )}
        </nav>
      )}
    </article>
  );
}
