import { z } from 'zod';

/** Longest slug kept: an address stays readable, and a 120-character name still gives a distinct one. */
export const SLUG_MAX_LENGTH = 80;

/**
 * A readable, stable name for an address: "Node.js" → node-js, "C++" → cplusplus, "C#" → csharp, "Trail
 * Planner" → trail-planner. Empty when the text has no letter or digit to keep.
 */
export const slugFromText = (text: string, max = SLUG_MAX_LENGTH) =>
  text
    .trim()
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\+/g, 'plus')
    .replace(/#/g, 'sharp')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');

/** A project's slug from its name; a name with nothing to keep ("???") still gets one. */
export const projectSlugFromName = (name: string) => slugFromText(name) || 'project';

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A slug in an address: what `slugFromText` can produce, so anything else is a 404 before any lookup. */
export const isSlug = (text: string) => text.length <= SLUG_MAX_LENGTH + 12 && SLUG_PATTERN.test(text);

export const slugParamsSchema = z.object({
  slug: z.string().refine(isSlug, 'Not a project address: lower-case letters, digits and dashes'),
});
