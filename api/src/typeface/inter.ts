import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * The one typeface of the site, the résumé PDF and the preview cards: Inter 4.001 (docs/decisions.md#one-typeface).
 * The site serves the variable build from `@fontsource-variable/inter` (WOFF2, split by script); the PDF and
 * the cards need what pdfkit and satori read, one whole file per style with every script in it (satori reads no
 * WOFF2 and no variation axes, and a PDF font is one file): the static instances of the same release, as TTF.
 * `inter.test.ts` checks that all three are the same build.
 */
export const INTER_FILES = {
  regular: require.resolve('@expo-google-fonts/inter/400Regular/Inter_400Regular.ttf'),
  italic: require.resolve('@expo-google-fonts/inter/400Regular_Italic/Inter_400Regular_Italic.ttf'),
  semibold: require.resolve('@expo-google-fonts/inter/600SemiBold/Inter_600SemiBold.ttf'),
  bold: require.resolve('@expo-google-fonts/inter/700Bold/Inter_700Bold.ttf'),
} as const;

export type InterStyle = keyof typeof INTER_FILES;
