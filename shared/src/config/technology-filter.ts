import { slugFromText } from '../schemas/slug-rule';

/**
 * `/?tech=react`: the projects filtered by a technology live in the address, so the view can be shared, and the
 * host's server renders it like the browser does (docs/product.md#technology-filter).
 */
export const TECH_PARAM = 'tech';

/**
 * A technology's name in the address, by the rule every slug of the site follows: "Node.js" → node-js, "C++" →
 * cplusplus, "C#" → csharp, "Café" → cafe.
 */
export const technologySlug = (name: string) => slugFromText(name);

/**
 * The technology an address's `?tech=` value asks for, read by the same rule, so a hand-typed `React`, ` react `
 * or `Café` asks for what the site's own links say; none for an empty value.
 */
export const requestedTechnology = (value: string | null | undefined) =>
  (value && slugFromText(value)) || undefined;
