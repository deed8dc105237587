/**
 * The accent colours the owner may choose for the site, the preview cards and the résumé PDF: a few presets
 * rather than any colour, so every choice stays readable. Each names, per theme, the colour of accent text and
 * links (`text`), of a filled button (`fill`) and of the text on that button (`onFill`). `accents.test.ts`
 * computes their WCAG contrast on the site's backgrounds: 4.5:1 for text, 3:1 for a button against the page.
 */
export interface AccentColors {
  text: string;
  fill: string;
  onFill: string;
}

export interface AccentPreset {
  label: string;
  light: AccentColors;
  dark: AccentColors;
}

const WHITE = '#ffffff';
/** slate-950, the dark theme's page. */
const NIGHT = '#020617';

// Tailwind's palette: the 700 shade on the light theme's white and slate-50, the 300 and 400 on the dark one's.
export const ACCENT_PRESETS = {
  sky: {
    label: 'Sky',
    light: { text: '#0369a1', fill: '#0369a1', onFill: WHITE },
    dark: { text: '#7dd3fc', fill: '#38bdf8', onFill: NIGHT },
  },
  teal: {
    label: 'Teal',
    light: { text: '#0f766e', fill: '#0f766e', onFill: WHITE },
    dark: { text: '#5eead4', fill: '#2dd4bf', onFill: NIGHT },
  },
  indigo: {
    label: 'Indigo',
    light: { text: '#4338ca', fill: '#4338ca', onFill: WHITE },
    dark: { text: '#a5b4fc', fill: '#818cf8', onFill: NIGHT },
  },
  violet: {
    label: 'Violet',
    light: { text: '#6d28d9', fill: '#6d28d9', onFill: WHITE },
    dark: { text: '#c4b5fd', fill: '#a78bfa', onFill: NIGHT },
  },
  rose: {
    label: 'Rose',
    light: { text: '#be123c', fill: '#be123c', onFill: WHITE },
    dark: { text: '#fda4af', fill: '#fb7185', onFill: NIGHT },
  },
  amber: {
    label: 'Amber',
    light: { text: '#92400e', fill: '#b45309', onFill: WHITE },
    dark: { text: '#fcd34d', fill: '#fbbf24', onFill: NIGHT },
  },
} as const satisfies Record<string, AccentPreset>;

export type Accent = keyof typeof ACCENT_PRESETS;
export const ACCENTS = Object.keys(ACCENT_PRESETS) as [Accent, ...Accent[]];
/** The site's colour before the owner picks one: the sky blue it always had. */
export const DEFAULT_ACCENT: Accent = 'sky';

/** A stored accent's preset; an accent this code does not know (a newer release's) falls back to the default. */
export const accentPreset = (accent: string | null | undefined): AccentPreset =>
  accent && Object.hasOwn(ACCENT_PRESETS, accent)
    ? ACCENT_PRESETS[accent as Accent]
    : ACCENT_PRESETS[DEFAULT_ACCENT];
