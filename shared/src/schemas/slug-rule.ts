// The slug rule alone, without zod: the technology filter reads it too (config/technology-filter.ts), and that
// module reaches the page-start script, which must stay a few KiB.

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
