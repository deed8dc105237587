import { Resvg } from '@resvg/resvg-js';
import { readFile } from 'node:fs/promises';
import satori from 'satori';
import { INTER_FILES } from '../typeface/inter';
import { CARD_HEIGHT, CARD_WIDTH, type CardElement } from './card-layout';

type CardFont = { name: string; data: Buffer; weight: 400 | 700; style: 'normal' };

/** Inter, the site's typeface, from its npm package: nothing is fetched when a card is drawn. */
let fonts: Promise<CardFont[]> | undefined;
const loadFonts = () =>
  (fonts ??= Promise.all(
    [[400, INTER_FILES.regular] as const, [700, INTER_FILES.bold] as const].map(
      async ([weight, file]): Promise<CardFont> => ({
        name: 'Inter',
        data: await readFile(file),
        weight,
        style: 'normal',
      }),
    ),
  ));

/**
 * Lays a card out with satori, as SVG. With `embedFont: false` its texts stay `<text>` elements (what the tests
 * read back); drawn, they are outlines.
 */
export async function layOutCard(layout: CardElement, { embedFont = true } = {}): Promise<string> {
  return satori(layout as unknown as Parameters<typeof satori>[0], {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts: await loadFonts(),
    embedFont,
  });
}

/** Lays out a card with satori and draws it to a PNG with resvg: no browser involved. */
export async function renderCard(layout: CardElement): Promise<Buffer> {
  return new Resvg(await layOutCard(layout), { fitTo: { mode: 'original' } }).render().asPng();
}
