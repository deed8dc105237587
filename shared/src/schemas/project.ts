import { z } from 'zod';
import { idField, imageUrl, optionalUrl, requiredText, visibleField } from './fields';
import { technologySchema } from './technology';

export const projectInputSchema = z.object({
  name: requiredText('Project name is required', 120),
  description: requiredText('Description is required', 5000),
  domain: optionalUrl(),
  repo: optionalUrl(),
  details: optionalUrl(),
  // The original's 'Pic a valid user' was a typo (docs/decisions.md#texts-corrected).
  userId: idField('Pick a valid user'),
  cover: imageUrl(),
  /** Shown on the home page; true for a new project, unchanged on an update that leaves it out. */
  visible: visibleField(),
});
export type ProjectInput = z.infer<typeof projectInputSchema>;

export const projectTechnologyLinkSchema = z.object({
  projectId: idField('Pick a valid project'),
  technologyId: idField('Pick a valid technology'),
});
export type ProjectTechnologyLink = z.infer<typeof projectTechnologyLinkSchema>;

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
  technologies: z.array(technologySchema),
});
export type Project = z.infer<typeof projectSchema>;
