import { Resvg } from '@resvg/resvg-js';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import satori from 'satori';
import { CARD_HEIGHT, CARD_WIDTH, type CardElement } from './card-layout';

const require = createRequire(import.meta.url);

/** Inter from its npm package (satori reads WOFF, not WOFF2): nothing is fetched when a card is drawn. */
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700; style: 'normal' }[]> | undefined;
const loadFonts = () =>
  (fonts ??= Promise.all(
    ([400, 700] as const).map(async (weight) => ({
      name: 'Inter',
      data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
      weight,
      style: 'normal' as const,
    })),
  ));

/** Lays out a card with satori and draws it to a PNG with resvg: no browser involved. */
export async function renderCard(layout: CardElement): Promise<Buffer> {
  const svg = await satori(layout as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: await loadFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng();
}
