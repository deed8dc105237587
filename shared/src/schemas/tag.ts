import { z } from 'zod';
import { TAG_COLORS } from './enums';
import { requiredText } from './fields';

export const tagInputSchema = z.object({
  name: requiredText('Tag name is required', 60),
  color: z.enum(TAG_COLORS, { error: 'Tag color is required' }),
});
export type TagInput = z.infer<typeof tagInputSchema>;

export const tagSchema = tagInputSchema.extend({ id: z.number().int() });
export type Tag = z.infer<typeof tagSchema>;
