import { z } from 'zod';
import { EXPERIENCE_LIMITS } from './experience';

/**
 * The résumé in the JSON Resume format (https://jsonresume.org/schema, version 1.0.0): what `/resume.json` answers
 * and what the admin imports (docs/product.md#resume). Only the parts this product reads or writes are named;
 * anything else a file carries is allowed and ignored.
 */

/** The schema's own date: a year, a month or a day (`2014`, `2014-06`, `2014-06-29`). */
const RESUME_DATE = /^([1-2][0-9]{3})(?:-([0-1][0-9])(?:-([0-3][0-9]))?)?$/;

/** A JSON Resume date as the calendar day it starts on (`2014-06` → `2014-06-01`), or undefined when it is none. */
export function resumeDateToDay(text: string): string | undefined {
  const match = RESUME_DATE.exec(text.trim());
  if (!match) return undefined;
  const [, year, month = '01', day = '01'] = match;
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const iso = date.toISOString().slice(0, 10);
  return iso === `${year}-${month}-${day}` ? iso : undefined;
}

/** A missing value is 'missing'; a value of another kind (a number, a list) is not text. */
const notText = (otherwise: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'missing' : otherwise;
const text = (max: number) =>
  z
    .string({ error: notText('must be text') })
    .trim()
    .max(max, `at most ${max} characters`);
const requiredText = (max: number) => text(max).min(1, 'missing');
const resumeDate = z
  .string({ error: notText('not a date') })
  .refine((value) => resumeDateToDay(value) !== undefined, 'not a date');
const webUrl = z
  .string({ error: 'not a URL' })
  .trim()
  .max(2048, 'at most 2048 characters')
  .pipe(z.url({ protocol: /^https?$/, error: 'not an http(s) URL' }));
const list = <T extends z.ZodType>(item: T) => z.array(item, { error: 'not a list' });
/** A list of at most `max` items; the message names them (`at most 100 jobs`). */
const listOfAtMost = <T extends z.ZodType>(item: T, max: number, items: string) =>
  list(item).max(max, `at most ${max} ${items}`);

/**
 * What an import takes at most: far more than any real résumé holds, and little enough that checking and
 * previewing one stays quick and no import floods the stack with thousands of technologies.
 */
export const RESUME_LIMITS = {
  profiles: 20,
  work: 100,
  /** An experience's own limits: a job's highlights become its highlights. */
  highlightsPerJob: EXPERIENCE_LIMITS.highlights,
  skills: 50,
  keywordsPerSkill: 100,
  /** Each keyword may become a technology. */
  keywords: 500,
  projects: 100,
  highlightsPerProject: 8,
  keywordsPerProject: 100,
} as const;

export const resumeProfileSchema = z.looseObject({
  network: text(80).optional(),
  username: text(120).optional(),
  url: webUrl.optional(),
});

/** Where a person is, as JSON Resume splits it; this site keeps one line ("Lisbon, Portugal"). */
export const resumeLocationSchema = z.looseObject(
  {
    address: text(200).optional(),
    postalCode: text(20).optional(),
    city: text(120).optional(),
    countryCode: text(10).optional(),
    region: text(120).optional(),
  },
  { error: 'not an object' },
);
export type ResumeLocation = z.infer<typeof resumeLocationSchema>;

export const resumeWorkSchema = z
  .looseObject({
    name: requiredText(120),
    position: requiredText(120),
    url: webUrl.optional(),
    startDate: resumeDate,
    endDate: resumeDate.optional(),
    summary: text(5000).optional(),
    highlights: listOfAtMost(
      requiredText(EXPERIENCE_LIMITS.highlight),
      RESUME_LIMITS.highlightsPerJob,
      'highlights',
    ).optional(),
    location: text(120).optional(),
  })
  .refine((job) => !job.endDate || resumeDateToDay(job.endDate)! >= resumeDateToDay(job.startDate)!, {
    path: ['endDate'],
    message: 'before the start date',
    // Compared as soon as both dates are dates, whatever else is wrong with the item.
    when: ({ issues, value }) =>
      typeof value === 'object' &&
      value !== null &&
      !issues.some(
        (issue) => issue.path?.length === 0 || ['startDate', 'endDate'].includes(String(issue.path?.[0])),
      ),
  });

export const resumeSkillSchema = z.looseObject({
  name: text(80).optional(),
  keywords: listOfAtMost(requiredText(80), RESUME_LIMITS.keywordsPerSkill, 'keywords').optional(),
});

export const resumeProjectSchema = z
  .looseObject({
    name: requiredText(120),
    description: text(5000).optional(),
    url: webUrl.optional(),
    roles: listOfAtMost(text(120), 10, 'roles').optional(),
    startDate: resumeDate.optional(),
    endDate: resumeDate.optional(),
    highlights: listOfAtMost(text(240), RESUME_LIMITS.highlightsPerProject, 'highlights').optional(),
    keywords: listOfAtMost(requiredText(80), RESUME_LIMITS.keywordsPerProject, 'keywords').optional(),
  })
  .refine(
    (project) =>
      !project.endDate ||
      !project.startDate ||
      resumeDateToDay(project.endDate)! >= resumeDateToDay(project.startDate)!,
    {
      path: ['endDate'],
      message: 'before the start date',
      when: ({ issues, value }) =>
        typeof value === 'object' &&
        value !== null &&
        !issues.some(
          (issue) => issue.path?.length === 0 || ['startDate', 'endDate'].includes(String(issue.path?.[0])),
        ),
    },
  );

/** What an import reads from a file; the messages name the place (`work[2].startDate: not a date`). */
export const resumeFileSchema = z.looseObject(
  {
    basics: z
      .looseObject(
        {
          name: text(161).optional(),
          label: text(120).optional(),
          image: webUrl.optional(),
          email: z
            .string({ error: 'must be text' })
            .trim()
            .pipe(z.email({ error: 'not an e-mail address' }))
            .optional(),
          phone: text(40).optional(),
          summary: text(5000).optional(),
          location: resumeLocationSchema.optional(),
          profiles: listOfAtMost(resumeProfileSchema, RESUME_LIMITS.profiles, 'profiles').optional(),
        },
        { error: 'not an object' },
      )
      .optional(),
    work: listOfAtMost(resumeWorkSchema, RESUME_LIMITS.work, 'jobs').optional(),
    projects: listOfAtMost(resumeProjectSchema, RESUME_LIMITS.projects, 'projects').optional(),
    skills: listOfAtMost(resumeSkillSchema, RESUME_LIMITS.skills, 'skills')
      .refine(
        (skills) =>
          skills.reduce((sum, skill) => sum + (skill.keywords?.length ?? 0), 0) <= RESUME_LIMITS.keywords,
        `at most ${RESUME_LIMITS.keywords} keywords in all skills`,
      )
      .optional(),
  },
  { error: 'not a JSON Resume: the file must hold an object' },
);
export type ResumeFile = z.infer<typeof resumeFileSchema>;

/** `['work', 2, 'startDate']` → `work[2].startDate`, as the messages name places. */
export const resumePath = (path: readonly PropertyKey[]) =>
  path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : `${index === 0 ? '' : '.'}${String(part)}`,
    )
    .join('');

/** The admin's request: the chosen file's text, parsed and checked by the API. */
export const resumeImportBodySchema = z.object({
  file: z.string({ error: 'Choose a JSON Resume file' }).max(200_000, 'The file is larger than 200 KB.'),
});
export type ResumeImportBody = z.infer<typeof resumeImportBodySchema>;

/** The profile fields an import may change (the names of the profile form). */
export const RESUME_PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'professionalTitle',
  'bio',
  'email',
  'phone',
  'location',
  'avatar',
  'github',
  'linkedin',
  'notionResume',
] as const;
export type ResumeProfileField = (typeof RESUME_PROFILE_FIELDS)[number];

/** What an import would change (preview) or changed (apply); duplicates are listed as left alone. */
export const resumeImportPlanSchema = z.object({
  profile: z.array(
    z.object({ field: z.enum(RESUME_PROFILE_FIELDS), from: z.string().nullable(), to: z.string() }),
  ),
  experiences: z.object({
    add: z.array(
      z.object({
        company: z.string(),
        title: z.string(),
        startDate: z.string(),
        endDate: z.string().nullable(),
      }),
    ),
    existing: z.array(z.object({ company: z.string(), startDate: z.string() })),
  }),
  technologies: z.object({
    add: z.array(z.object({ name: z.string(), tag: z.string().nullable() })),
    existing: z.array(z.string()),
  }),
  /** Projects by name: one the user has a project of that name (in any case) is left alone. */
  projects: z.object({ add: z.array(z.string()), existing: z.array(z.string()) }),
  applied: z.boolean(),
});
export type ResumeImportPlan = z.infer<typeof resumeImportPlanSchema>;

/** The JSON Resume `/resume.json` answers (the parts this product fills). */
export const jsonResumeSchema = z.object({
  $schema: z.string(),
  basics: z.object({
    name: z.string(),
    label: z.string().optional(),
    image: z.string().optional(),
    email: z.string(),
    url: z.string(),
    summary: z.string().optional(),
    location: z.object({ city: z.string(), region: z.string().optional() }).optional(),
    profiles: z.array(z.object({ network: z.string(), username: z.string().optional(), url: z.string() })),
  }),
  work: z.array(
    z.object({
      name: z.string(),
      position: z.string(),
      url: z.string().optional(),
      startDate: z.string(),
      endDate: z.string().optional(),
      summary: z.string(),
      highlights: z.array(z.string()).optional(),
      location: z.string(),
    }),
  ),
  skills: z.array(z.object({ name: z.string(), keywords: z.array(z.string()) })),
  projects: z.array(
    z.object({
      name: z.string(),
      description: z.string(),
      url: z.string().optional(),
      roles: z.array(z.string()).optional(),
      startDate: z.string().optional(),
      endDate: z.string().optional(),
      highlights: z.array(z.string()).optional(),
      keywords: z.array(z.string()),
    }),
  ),
  meta: z.object({ canonical: z.string(), version: z.string() }),
});
export type JsonResume = z.infer<typeof jsonResumeSchema>;
