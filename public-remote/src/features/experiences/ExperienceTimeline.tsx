import type { Experience } from '@portfolio/shared/schemas';
import { ExternalLink } from '@portfolio/ui/ExternalLink';
import { linkClass } from '@portfolio/ui/styles/controls';
import { EmptyState } from '@portfolio/ui/EmptyState';
import { accentDotClass } from '@portfolio/ui/styles/accent';
import { TechnologyChips } from '../../components/TechnologyChips';
import { Bone, Loading } from '../../components/Skeleton';
import { formatMonthYear, ONGOING, parseDateOnly } from '@portfolio/ui/format/date-range';

const EMPLOYMENT_LABELS: Record<string, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  freelance: 'Freelance',
};

/** Newest first by start date; the API already orders them, but the page must not depend on it. */
export const newestFirst = (experiences: readonly Experience[]) =>
  [...experiences].sort((a, b) => b.startDate.localeCompare(a.startDate) || b.id - a.id);

const MonthYear = ({ date }: { date: string }) => (
  <time dateTime={parseDateOnly(date).format('YYYY-MM')}>{formatMonthYear(date)}</time>
);

const HIGHLIGHTS_LIST = 'mt-2 list-disc space-y-1 pl-5 leading-relaxed text-slate-700 dark:text-slate-300';

/** What a phone's folded details say they hold: 'Highlights (3)', 'Technologies (4)', or both. */
const foldedLabel = (highlights: number, technologies: number) =>
  [highlights > 0 && `Highlights (${highlights})`, technologies > 0 && `Technologies (${technologies})`]
    .filter(Boolean)
    .join(' and ');

/**
 * What was achieved and with what: listed from the `sm` breakpoint, folded into one 'Highlights (n) and
 * Technologies (m)' on phones, where three roles' lists would push the rest of the page far down. A `<details>`,
 * so it opens without JavaScript; the copy the breakpoint hides is `display: none`, out of the accessibility tree
 * too.
 */
function RoleDetails({ experience }: { experience: Experience }) {
  const { highlights, technologies } = experience;
  if (highlights.length === 0 && technologies.length === 0) return null;
  const content = (
    <>
      {highlights.length > 0 && (
        <ul className={HIGHLIGHTS_LIST}>
          {highlights.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
      )}
      <TechnologyChips
        technologies={technologies}
        label={`Technologies at ${experience.company}`}
        className="mt-3"
      />
    </>
  );
  return (
    <>
      <details className="mt-2 sm:hidden">
        <summary
          className={`inline-flex min-h-6 cursor-pointer items-center rounded-sm text-sm ${linkClass}`}
        >
          {foldedLabel(highlights.length, technologies.length)}
        </summary>
        {content}
      </details>
      <div className="hidden sm:block">{content}</div>
    </>
  );
}

export function ExperienceTimeline({ experiences }: { experiences: readonly Experience[] }) {
  if (experiences.length === 0) return <EmptyState>No work experience to show yet.</EmptyState>;
  return (
    <ol className="relative border-l-2 border-slate-300 dark:border-slate-600">
      {newestFirst(experiences).map((experience) => (
        <li key={experience.id} className="relative mb-10 pl-6 last:mb-0">
          <span
            aria-hidden="true"
            className={`absolute top-1.5 -left-[9px] size-4 rounded-full border-2 border-slate-50 dark:border-slate-950 ${accentDotClass}`}
          />
          <p className="text-sm font-medium text-slate-600 dark:text-slate-400">
            <MonthYear date={experience.startDate} /> –{' '}
            {experience.endDate ? <MonthYear date={experience.endDate} /> : ONGOING}
          </p>
          <h3 className="mt-1 text-lg font-semibold">{experience.title}</h3>
          <p className="text-slate-800 dark:text-slate-200">
            {experience.companyWebsite ? (
              <ExternalLink
                href={experience.companyWebsite}
                label={experience.company}
                className={`rounded-sm ${linkClass}`}
              >
                {experience.company}
              </ExternalLink>
            ) : (
              <span className="font-medium">{experience.company}</span>
            )}
          </p>
          <p className="mt-1 flex flex-wrap gap-x-2 text-sm text-slate-600 dark:text-slate-400">
            <span>{EMPLOYMENT_LABELS[experience.employmentType] ?? experience.employmentType}</span>
            <span aria-hidden="true">·</span>
            <span>{experience.location}</span>
          </p>
          <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300">
            {experience.description}
          </p>
          <RoleDetails experience={experience} />
        </li>
      ))}
    </ol>
  );
}

export function ExperienceSkeleton() {
  return (
    <Loading label="Loading the work experience…">
      <div className="relative border-l-2 border-slate-300 dark:border-slate-600">
        {[0, 1, 2].map((index) => (
          <div key={index} className="mb-10 pl-6 last:mb-0">
            <Bone className="h-5 w-48" />
            <Bone className="mt-1 h-7 w-56 max-w-full" />
            <Bone className="h-6 w-40" />
            <Bone className="mt-1 h-5 w-36" />
            <Bone className="mt-2 h-6 w-full" />
            <Bone className="mt-1 h-6 w-3/4" />
          </div>
        ))}
      </div>
    </Loading>
  );
}
