import type { TagColor } from '@portfolio/shared/schemas';

// Whole class names, so Tailwind finds them. Dark text on a pale tint in light mode and pale text on a deep
// tint in dark mode: each pair is above WCAG AA contrast for small text.
export const TAG_BADGE_CLASSES: Record<TagColor, string> = {
  gray: 'bg-slate-100 text-slate-800 ring-slate-500/30 dark:bg-slate-800 dark:text-slate-100 dark:ring-slate-400/40',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/30 dark:bg-blue-950 dark:text-blue-200 dark:ring-blue-400/40',
  red: 'bg-red-100 text-red-800 ring-red-600/30 dark:bg-red-950 dark:text-red-200 dark:ring-red-400/40',
  green:
    'bg-green-100 text-green-800 ring-green-600/30 dark:bg-green-950 dark:text-green-200 dark:ring-green-400/40',
  yellow:
    'bg-yellow-100 text-yellow-900 ring-yellow-600/40 dark:bg-yellow-950 dark:text-yellow-200 dark:ring-yellow-400/40',
  indigo:
    'bg-indigo-100 text-indigo-800 ring-indigo-600/30 dark:bg-indigo-950 dark:text-indigo-200 dark:ring-indigo-400/40',
  purple:
    'bg-purple-100 text-purple-800 ring-purple-600/30 dark:bg-purple-950 dark:text-purple-200 dark:ring-purple-400/40',
  pink: 'bg-pink-100 text-pink-800 ring-pink-600/30 dark:bg-pink-950 dark:text-pink-200 dark:ring-pink-400/40',
};

/** A colour the API may one day send that we do not know yet falls back to gray rather than no colour. */
export const tagBadgeClasses = (color: string) =>
  Object.hasOwn(TAG_BADGE_CLASSES, color) ? TAG_BADGE_CLASSES[color as TagColor] : TAG_BADGE_CLASSES.gray;

/**
 * The public site's tags (the stack grid): one neutral style, so a card reads as one thing rather than eight
 * colours, taking the owner's accent (the public pages' `--accent-*` properties, ui/src/styles/accent.ts) when its
 * card is hovered, focused or chosen: the accent's text colour on the card's own white or slate-900, which every
 * preset keeps above WCAG AA for small text (shared/src/config/accents.test.ts).
 */
export const NEUTRAL_TAG_BADGE_CLASSES =
  'bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-300 dark:ring-slate-400/30 ' +
  'group-hover:bg-white group-hover:text-(--accent-text) group-hover:ring-(--accent-fill)/50 ' +
  'group-focus-within:bg-white group-focus-within:text-(--accent-text) group-focus-within:ring-(--accent-fill)/50 ' +
  'dark:group-hover:bg-slate-900 dark:group-focus-within:bg-slate-900';

/** A tag of the chosen card: in the accent, as a hovered card's. */
export const ACCENT_TAG_BADGE_CLASSES =
  'bg-white text-(--accent-text) ring-(--accent-fill)/50 dark:bg-slate-900';
