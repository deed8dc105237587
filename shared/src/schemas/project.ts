import { z } from 'zod';
import { idField, imageUrl, optionalUrl, requiredText, visibleField } from './fields';
import { technologySchema } from './technology';

/** How much of a case study a project may hold: a long read, never a book. */
export const PROJECT_LIMITS = {
  role: 120,
  body: 20_000,
  outcomes: 8,
  outcomeText: 200,
  outcomeFigure: 24,
  galleryImages: 12,
  galleryAlt: 300,
  galleryCaption: 300,
} as const;

/** A calendar month, `YYYY-MM`: a project's period is counted in months. */
const MONTH = /^[1-2][0-9]{3}-(0[1-9]|1[0-2])$/;
/** Empty becomes null, a cleared field; missing stays missing (see `projectInputSchema`). */
const emptyAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const optionalMonth = (message: string) =>
  z.preprocess(emptyAsNull, z.string({ error: message }).trim().regex(MONTH, message).nullable().optional());
const optionalText = (max: number) =>
  z.preprocess(
    emptyAsNull,
    z.string().trim().max(max, `Must be at most ${max} characters`).nullable().optional(),
  );

/** "What changed": a sentence, and the figure that says how much when there is one (`3×`, `−40 %`). */
export const projectOutcomeSchema = z.object({
  text: requiredText('Say what changed', PROJECT_LIMITS.outcomeText),
  figure: optionalText(PROJECT_LIMITS.outcomeFigure).transform((figure) => figure ?? null),
});
export type ProjectOutcome = z.infer<typeof projectOutcomeSchema>;

/**
 * One screenshot of a project's gallery: the image, the text that stands for it (required: a screen reader has
 * nothing else, and the lightbox shows it when the image fails), and an optional caption shown under it.
 */
export const galleryImageSchema = z.object({
  image: imageUrl().pipe(z.string({ error: 'Upload an image' })),
  alt: requiredText('Describe the image for those who cannot see it', PROJECT_LIMITS.galleryAlt),
  caption: optionalText(PROJECT_LIMITS.galleryCaption).transform((caption) => caption ?? null),
});
export type GalleryImage = z.infer<typeof galleryImageSchema>;

/**
 * A project as the form saves it. The case study's fields (role, period, write-up, outcomes) may all be left out:
 * an update that names none of them leaves the case study as it is, as clients written before it expect.
 */
/**
 * Whether the period's order can be checked: the body is an object and both months are well-formed (anything
 * else already has its own message, and a body that is no object has no months to read).
 */
const periodIsReadable = ({ value, issues }: { value: unknown; issues: { path?: PropertyKey[] }[] }) =>
  typeof value === 'object' &&
  value !== null &&
  !issues.some((issue) => ['startMonth', 'endMonth'].includes(String(issue.path?.[0])));

export const projectInputSchema = z
  .object({
    name: requiredText('Project name is required', 120),
    /** The card's sentence (labelled Summary): the API keeps the name it had before projects were case studies. */
    description: requiredText('Description is required', 5000),
    /** The live site (labelled so since the case studies; the API keeps the name). */
    domain: optionalUrl(),
    repo: optionalUrl(),
    /** The write-up link (labelled so since the case studies; the API keeps the name). */
    details: optionalUrl(),
    // The original's 'Pic a valid user' was a typo (docs/decisions.md#texts-corrected).
    userId: idField('Pick a valid user'),
    cover: imageUrl(),
    /** Shown on the home page; true for a new project, unchanged on an update that leaves it out. */
    visible: visibleField(),
    /** The owner's part in it ('Sole developer', 'Tech lead of four'). */
    role: optionalText(PROJECT_LIMITS.role),
    /** The period: from `startMonth`, to `endMonth` or ongoing when that is empty. */
    startMonth: optionalMonth('Use a month, YYYY-MM'),
    endMonth: optionalMonth('Use a month, YYYY-MM'),
    /** The case study in Markdown; the API renders it to sanitized HTML (`bodyHtml`) when it is saved. */
    body: z
      .string({ error: 'The write-up must be text' })
      .max(PROJECT_LIMITS.body, `Must be at most ${PROJECT_LIMITS.body} characters`)
      .optional(),
    outcomes: z
      .array(projectOutcomeSchema, { error: 'Outcomes must be a list' })
      .max(PROJECT_LIMITS.outcomes, `At most ${PROJECT_LIMITS.outcomes} outcomes`)
      .optional(),
    /** The screenshots, in the owner's order; an update that leaves it out keeps them (clients written before it). */
    gallery: z
      .array(galleryImageSchema, { error: 'The gallery must be a list' })
      .max(PROJECT_LIMITS.galleryImages, `At most ${PROJECT_LIMITS.galleryImages} images`)
      .optional(),
  })
  .refine((project) => !project.endMonth || !!project.startMonth, {
    path: ['startMonth'],
    message: 'A period with an end needs its start',
    when: periodIsReadable,
  })
  .refine((project) => !project.endMonth || !project.startMonth || project.endMonth >= project.startMonth, {
    path: ['endMonth'],
    message: 'The end must not be before the start',
    when: periodIsReadable,
  });
export type ProjectInput = z.infer<typeof projectInputSchema>;

/** The case study's fields: an input naming none of them leaves the stored case study alone. */
export const CASE_STUDY_FIELDS = ['role', 'startMonth', 'endMonth', 'body', 'outcomes'] as const;
export const namesCaseStudy = (input: ProjectInput) =>
  CASE_STUDY_FIELDS.some((field) => input[field] !== undefined);

export const projectTechnologyLinkSchema = z.object({
  projectId: idField('Pick a valid project'),
  technologyId: idField('Pick a valid technology'),
});
export type ProjectTechnologyLink = z.infer<typeof projectTechnologyLinkSchema>;

/** A project as lists and the owner's profile carry it: its card and the facts beside its name. */
export const projectSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The project's address, `/projects/<slug>`: made from the name, unique; a rename keeps the old one working. */
  slug: z.string(),
  description: z.string(),
  domain: z.string().nullable(),
  repo: z.string().nullable(),
  details: z.string().nullable(),
  cover: z.string().nullable(),
  userId: z.number().int(),
  position: z.number().int(),
  visible: z.boolean(),
  role: z.string().nullable(),
  startMonth: z.string().nullable(),
  endMonth: z.string().nullable(),
  /** What changed; small, and the résumé lists them. */
  outcomes: z.array(z.object({ text: z.string(), figure: z.string().nullable() })),
  /** The screenshots: small (addresses and texts), and a list's card may show the first. */
  gallery: z.array(z.object({ image: z.string(), alt: z.string(), caption: z.string().nullable() })),
  technologies: z.array(technologySchema),
});
export type Project = z.infer<typeof projectSchema>;

/**
 * One project as its page and its form read it: the write-up too. Lists leave it out, so the home page (which
 * embeds every project) does not carry every write-up.
 */
export const projectDetailSchema = projectSchema.extend({
  body: z.string(),
  /** `body` rendered when it was saved: sanitized HTML, code highlighted, no script. */
  bodyHtml: z.string(),
});
export type ProjectDetail = z.infer<typeof projectDetailSchema>;

/** The admin's preview: Markdown in, the HTML the page would show out. */
export const markdownPreviewInputSchema = z.object({
  markdown: z
    .string({ error: 'The write-up must be text' })
    .max(PROJECT_LIMITS.body, `Must be at most ${PROJECT_LIMITS.body} characters`),
});
export const markdownPreviewSchema = z.object({ html: z.string() });
