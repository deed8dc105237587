import { type ImageVariantFormat, type ImageVariantWidth, variantsOf } from '@portfolio/shared/images';
import sharp from 'sharp';
import {
  type ImageFormat,
  ImageTooLargeError,
  MAX_IMAGE_PIXELS,
  UnsupportedImageError,
} from './image-content';

// A photo at 80 is indistinguishable from the original at these widths, and a third of the bytes of 90.
const WEBP_QUALITY = 80;
// AVIF's scale is lower: 55 looks like WebP's 80 at about two thirds of its bytes. Effort 2 (of 9; sharp's
// default is 4) halves the encoding time for a few per cent more bytes: a visitor's request may be waiting on it.
const AVIF = { quality: 55, effort: 2 } as const;
// librsvg draws an SVG at 72 dpi, that is at its intrinsic size; sharp accepts densities up to this.
const SVG_BASE_DENSITY = 72;
const MAX_DENSITY = 100_000;

/** A raster image `width` pixels wide (or its own width, never enlarged), upright; as WebP, animation kept. */
function renderRaster(
  original: Buffer,
  width: ImageVariantWidth,
  output: ImageVariantFormat,
): Promise<Buffer> {
  const resized = sharp(original, { animated: output === 'webp', limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true });
  return (output === 'avif' ? resized.avif(AVIF) : resized.webp({ quality: WEBP_QUALITY })).toBuffer();
}

/**
 * An SVG drawn `width` pixels wide: at the density that makes its intrinsic width that wide, so it is drawn
 * sharp rather than enlarged. Lossless, since flat shapes and text compress better that way than at any
 * lossy quality (a 64-unit logo tile at 160 px: 1.4-3.7 KB, about its SVG's size).
 */
async function renderVector(
  original: Buffer,
  width: ImageVariantWidth,
  output: ImageVariantFormat,
): Promise<Buffer> {
  try {
    const intrinsicWidth = (await sharp(original).metadata()).width || 1;
    const density = Math.min(MAX_DENSITY, Math.max(1, (SVG_BASE_DENSITY * width) / intrinsicWidth));
    const drawn = sharp(original, { density, limitInputPixels: MAX_IMAGE_PIXELS }).resize({ width });
    // AVIF's lossless mode is larger than WebP's for flat shapes; at 80 with full colour, edges stay crisp.
    return await (
      output === 'avif'
        ? drawn.avif({ quality: 80, effort: AVIF.effort, chromaSubsampling: '4:4:4' })
        : drawn.webp({ lossless: true })
    ).toBuffer();
  } catch (error) {
    if (/pixel limit/i.test(String(error))) {
      throw new ImageTooLargeError(
        `This SVG is too tall for its width: drawn ${width} pixels wide it would exceed ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
      );
    }
    throw new UnsupportedImageError('This SVG could not be drawn as an image.');
  }
}

/** The variant `width` pixels wide, as `output` (AVIF or WebP). */
export function renderVariant(
  original: Buffer,
  format: ImageFormat,
  width: ImageVariantWidth,
  output: ImageVariantFormat = 'webp',
): Promise<Buffer> {
  return format === 'svg' ? renderVector(original, width, output) : renderRaster(original, width, output);
}

/**
 * The WebP variants of the image stored as `id` (the widths its mark reaches), rendered before anything is
 * written: an image that cannot be drawn (an SVG too tall for its width, or one librsvg refuses) is refused with
 * nothing stored. Its AVIF ones are rendered on their first request (`ImageStorage.open`): encoding AVIF takes
 * several times WebP's time (seconds for a large photo on one core), which an upload would otherwise wait for,
 * and an image drawn as WebP at a width can be drawn as AVIF at it too.
 */
export async function renderVariants(original: Buffer, format: ImageFormat, id: string) {
  return Promise.all(
    variantsOf(id).variants.map(async ({ width }) => ({
      width,
      format: 'webp' as const,
      data: await renderVariant(original, format, width, 'webp'),
    })),
  );
}
