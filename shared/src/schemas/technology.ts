import { z } from 'zod';
import { idField, imageUrl, requiredText, visibleField } from './fields';
import { tagSchema } from './tag';

export const technologyInputSchema = z.object({
  name: requiredText('Technology name is required', 80),
  icon: imageUrl(),
  /** Shown on the home page; true for a new technology, unchanged on an update that leaves it out. */
  visible: visibleField(),
});
export type TechnologyInput = z.infer<typeof technologyInputSchema>;

export const technologyTagLinkSchema = z.object({
  technologyId: idField('Pick a valid technology'),
  tagId: idField('Pick a valid tag'),
});
export type TechnologyTagLink = z.infer<typeof technologyTagLinkSchema>;

export const technologySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  position: z.number().int(),
  visible: z.boolean(),
  tags: z.array(tagSchema),
});
export type Technology = z.infer<typeof technologySchema>;
