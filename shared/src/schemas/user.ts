import { z } from 'zod';
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

export const userInputSchema = z.object({
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
