import { z } from 'zod';
import { ACCENTS } from '../config/accents';
import { PRIMARY_ACTIONS } from '../config/primary-actions';
import { AVAILABILITIES } from './enums';
import { experienceSchema } from './experience';
import { imageUrl, requiredText, requiredUrl } from './fields';
import { projectSchema } from './project';

export const emailField = () =>
  z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Invalid email address')
    .pipe(z.email({ error: 'Invalid email address' }));

/** Limits of the footer's lines. */
export const PROFILE_LIMITS = { location: 120, signOff: 160 } as const;

/**
 * An optional text of the profile: empty becomes null (cleared), left out stays undefined (unchanged), so a client
 * written before the field existed never clears it.
 */
const optionalProfileText = <T extends z.ZodType<string>>(text: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    text.nullable().optional(),
  );

/** An IANA time zone the runtime knows (`Europe/Lisbon`, `UTC`): what `Intl.DateTimeFormat` accepts. */
const isTimeZone = (value: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

/** A booking page: https only, as it takes a visitor's name and e-mail. */
const bookingUrl = z
  .url({ protocol: /^https$/, error: 'Use the https:// address of your booking page' })
  .max(2048, 'Use the https:// address of your booking page');

export const userInputSchema = z
  .object({
    firstName: requiredText('First name is required', 80),
    lastName: requiredText('Last name is required', 80),
    professionalTitle: requiredText('Profile title is required', 120),
    bio: requiredText('Bio is required', 5000),
    availability: z.enum(AVAILABILITIES, {
      error: (issue) =>
        issue.input === undefined || issue.input === ''
          ? 'Availability is required'
          : 'Invalid availability status',
    }),
    email: emailField(),
    phone: requiredText('Phone is required', 40),
    github: requiredUrl('GitHub is required'),
    linkedin: requiredUrl('LinkedIn is required'),
    notionResume: requiredUrl('Notion is required'),
    avatar: imageUrl(),
    /** Offer `/resume.pdf` and `/resume.json`: true for a new user, unchanged on an update that leaves it out. */
    resumePublic: z.boolean({ error: 'Must be true or false' }).optional(),
    /**
     * The owner hears of visitors' messages in one mail a day instead of one per message; unchanged on an update
     * that leaves it out. Private: never in what visitors read.
     */
    messageDigest: z.boolean({ error: 'Must be true or false' }).optional(),
    /** The hero's one primary action; unchanged on an update that leaves it out, like the fields below. */
    primaryAction: z.enum(PRIMARY_ACTIONS, { error: 'Pick one of the actions offered' }).optional(),
    /** Where 'Book a call' leads: required with that action. */
    bookingUrl: optionalProfileText(z.string().trim().pipe(bookingUrl)),
    accent: z.enum(ACCENTS, { error: 'Pick one of the accent colours offered' }).optional(),
    /** The footer's 'Based in …'. */
    location: optionalProfileText(
      z.string().trim().max(PROFILE_LIMITS.location, `Must be at most ${PROFILE_LIMITS.location} characters`),
    ),
    timeZone: optionalProfileText(
      z.string().trim().refine(isTimeZone, 'Use a time zone name such as Europe/Lisbon or America/New_York'),
    ),
    /** The footer's closing line. */
    signOff: optionalProfileText(
      z
        .string()
        .trim()
        .max(PROFILE_LIMITS.signOff, `Must be at most ${PROFILE_LIMITS.signOff} characters`)
        .refine((text) => !/[\r\n]/.test(text), 'Keep the sign-off to one line'),
    ),
  })
  .refine((user) => user.primaryAction !== 'book-a-call' || !!user.bookingUrl, {
    path: ['bookingUrl'],
    message: 'Give the address of your booking page to offer "Book a call"',
    when: ({ value, issues }) =>
      typeof value === 'object' &&
      value !== null &&
      !issues.some((issue) => issue.path?.[0] === 'bookingUrl'),
  })
  .refine((user) => user.primaryAction !== 'download-cv' || user.resumePublic !== false, {
    path: ['primaryAction'],
    message: '"Download CV" needs the résumé to be public',
    when: ({ value, issues }) =>
      typeof value === 'object' &&
      value !== null &&
      !issues.some((issue) => ['primaryAction', 'resumePublic'].includes(String(issue.path?.[0]))),
  });
export type UserInput = z.infer<typeof userInputSchema>;

const userBase = {
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  professionalTitle: z.string().nullable(),
  bio: z.string().nullable(),
  availability: z.string().nullable(),
  email: z.string(),
  github: z.string().nullable(),
  linkedin: z.string().nullable(),
  notionResume: z.string().nullable(),
  avatar: z.string().nullable(),
  resumePublic: z.boolean(),
  primaryAction: z.enum(PRIMARY_ACTIONS),
  bookingUrl: z.string().nullable(),
  accent: z.string(),
  location: z.string().nullable(),
  timeZone: z.string().nullable(),
  signOff: z.string().nullable(),
};

/** What anyone may read: no phone. */
export const publicUserSchema = z.object({
  ...userBase,
  experiences: z.array(experienceSchema),
  projects: z.array(projectSchema),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** What a signed-in user reads: every field. */
export const userSchema = publicUserSchema.extend({
  phone: z.string().nullable(),
  messageDigest: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** A row of `GET /users`: the profile without its nested lists. */
export const userSummarySchema = z.object({
  ...userBase,
  phone: z.string().nullable(),
  messageDigest: z.boolean(),
});
export type UserSummary = z.infer<typeof userSummarySchema>;
