import { z } from 'zod';
import { SLUG_MAX_LENGTH, slugFromText } from './slug-rule';

/** A project's slug from its name; a name with nothing to keep ("???") still gets one. */
export const projectSlugFromName = (name: string) => slugFromText(name) || 'project';

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug in an address: what `slugFromText` can produce, so anything else is a 404 before any lookup. */
export const isSlug = (text: string) => text.length <= SLUG_MAX_LENGTH + 12 && SLUG_PATTERN.test(text);

export const slugParamsSchema = z.object({
  slug: z.string().refine(isSlug, 'Not a project address: lower-case letters, digits and dashes'),
});
