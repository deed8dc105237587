import { createAvatar } from '@dicebear/core';
import * as notionists from '@dicebear/notionists';
import sharp from 'sharp';

/** Square, and large enough for a link preview's picture. */
export const AVATAR_SIZE = 512;
// DiceBear draws the same portrait for the same seed: this one was picked by eye for a friendly, tidy look.
const PORTRAIT_SEED = 'Alex Morgan dev';

/**
 * The demo owner's picture: an illustrated portrait from DiceBear's Notionists (artwork by Zoish, CC0), zoomed on
 * the face for a round avatar. PNG rather than SVG, so link previews that want a raster image can use it too.
 */
export function demoAvatarPng(): Promise<Buffer> {
  const svg = createAvatar(notionists, {
    seed: PORTRAIT_SEED,
    size: AVATAR_SIZE,
    backgroundColor: ['c7d2fe'],
    gestureProbability: 0,
    beardProbability: 0,
    scale: 130,
    translateY: 12,
  }).toString();
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
}
