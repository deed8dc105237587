import { z } from 'zod';
import { EMPLOYMENT_TYPES, WORK_MODES } from './enums';
import { idField, isoDate, optionalUrl, requiredText } from './fields';
import { technologySchema } from './technology';

/** An experience's highlights: a few lines, not a second description. */
export const EXPERIENCE_LIMITS = { highlights: 12, highlight: 500 } as const;

export const experienceInputSchema = z
  .object({
    title: requiredText('Experience title is required', 120),
    description: requiredText('Description is required', 5000),
    userId: idField('Pick a valid user'),
    company: requiredText('Company is required', 120),
    startDate: isoDate('Start date is required'),
    endDate: z.preprocess(
      (value) => (value === '' || value === undefined ? null : value),
      z.iso.date({ error: 'Invalid date, use YYYY-MM-DD' }).nullable(),
    ),
    employmentType: z.enum(EMPLOYMENT_TYPES, { error: 'Employment type is required' }),
    location: z.enum(WORK_MODES, { error: 'Location is required' }),
    companyWebsite: optionalUrl(),
    /** What was achieved there, one line each: the timeline, the PDF and JSON Resume's `work[].highlights`. */
    // The form writes them one per line; the API also takes the list itself.
    highlights: z.preprocess(
      (value) =>
        value === undefined
          ? []
          : typeof value === 'string'
            ? value
                .split('\n')
                .map((line) => line.trim())
                .filter(Boolean)
            : value,
      z
        .array(requiredText('Say what you achieved', EXPERIENCE_LIMITS.highlight), {
          error: 'Highlights must be a list',
        })
        .max(EXPERIENCE_LIMITS.highlights, `At most ${EXPERIENCE_LIMITS.highlights} highlights`),
    ),
  })
  .refine((experience) => !experience.endDate || experience.endDate >= experience.startDate, {
    path: ['endDate'],
    message: 'End date must not be before the start date',
    // Checked as soon as both dates are valid, even while other fields still have messages of their own; never
    // on a body that is not an object at all (null, a list), which has no dates to compare.
    when: ({ issues, value }) =>
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      !issues.some(
        (issue) => issue.path?.length === 0 || ['startDate', 'endDate'].includes(String(issue.path?.[0])),
      ),
  });
export type ExperienceInput = z.infer<typeof experienceInputSchema>;

export const experienceSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  userId: z.number().int(),
  company: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  employmentType: z.enum(EMPLOYMENT_TYPES),
  location: z.string(),
  companyWebsite: z.string().nullable(),
  highlights: z.array(z.string()),
  /** The technologies used there, in the stack's order; hidden ones only for a signed-in reader. */
  technologies: z.array(technologySchema),
});
export type Experience = z.infer<typeof experienceSchema>;

export const experienceTechnologyLinkSchema = z.object({
  experienceId: idField('Pick a valid experience'),
  technologyId: idField('Pick a valid technology'),
});
export type ExperienceTechnologyLink = z.infer<typeof experienceTechnologyLinkSchema>;
