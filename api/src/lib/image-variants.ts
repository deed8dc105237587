import {
  IMAGE_VARIANT_NAME,
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantWidth,
  variantFileName,
} from '@portfolio/shared/images';
import { randomBytes } from 'node:crypto';
import { rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  type ImageFormat,
  ImageTooLargeError,
  MAX_IMAGE_PIXELS,
  UnsupportedImageError,
} from './image-content';

const ORIGINAL_FORMATS = ['png', 'jpg', 'webp', 'svg'] as const satisfies readonly ImageFormat[];
// A photo at 80 is indistinguishable from the original at these widths, and a third of the bytes of 90.
const WEBP_QUALITY = 80;
// librsvg draws an SVG at 72 dpi, that is at its intrinsic size; sharp accepts densities up to this.
const SVG_BASE_DENSITY = 72;
const MAX_DENSITY = 100_000;

/** A raster image `width` pixels wide (or its own width, never enlarged), upright, animation kept. */
function renderRaster(original: Buffer | string, width: ImageVariantWidth): Promise<Buffer> {
  return sharp(original, { animated: true, limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
}

/**
 * An SVG drawn `width` pixels wide: at the density that makes its intrinsic width that wide, so it is drawn
 * sharp rather than enlarged. Lossless, since flat shapes and text compress better that way than at any
 * lossy quality (a 64-unit logo tile at 160 px: 1.4-3.7 KB, about its SVG's size).
 */
async function renderVector(original: Buffer | string, width: ImageVariantWidth): Promise<Buffer> {
  try {
    const intrinsicWidth = (await sharp(original).metadata()).width || 1;
    const density = Math.min(MAX_DENSITY, Math.max(1, (SVG_BASE_DENSITY * width) / intrinsicWidth));
    return await sharp(original, { density, limitInputPixels: MAX_IMAGE_PIXELS })
      .resize({ width })
      .webp({ lossless: true })
      .toBuffer();
  } catch (error) {
    if (/pixel limit/i.test(String(error))) {
      throw new ImageTooLargeError(
        `This SVG is too tall for its width: drawn ${width} pixels wide it would exceed ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
      );
    }
    throw new UnsupportedImageError('This SVG could not be drawn as an image.');
  }
}

/** The variant `width` pixels wide, as WebP. */
export function renderVariant(
  original: Buffer | string,
  format: ImageFormat,
  width: ImageVariantWidth,
): Promise<Buffer> {
  return format === 'svg' ? renderVector(original, width) : renderRaster(original, width);
}

/** Written under a temporary name and renamed into place, so no reader ever sees half a file. */
async function writeAtomically(path: string, data: Buffer) {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, data);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/**
 * Every variant of an image, rendered before anything is written: an image that cannot be drawn (an SVG too
 * tall for its width, or one librsvg refuses) is refused with nothing stored.
 */
export async function renderVariants(original: Buffer, format: ImageFormat) {
  return Promise.all(
    IMAGE_VARIANT_WIDTHS.map(async (width) => ({
      width,
      data: await renderVariant(original, format, width),
    })),
  );
}

/** The variants of the image stored in `folder` as `<id>.<ext>`, beside it. */
export async function writeVariants(
  folder: string,
  id: string,
  variants: Awaited<ReturnType<typeof renderVariants>>,
) {
  await Promise.all(
    variants.map(({ width, data }) => writeAtomically(join(folder, variantFileName(id, width)), data)),
  );
}

const isFile = (path: string) =>
  stat(path).then(
    (stats) => stats.isFile(),
    () => false,
  );

// One rendering per missing variant, however many visitors ask for it at once.
const rendering = new Map<string, Promise<string | undefined>>();

/**
 * The path of the variant named `fileName` in `folder`, rendered from its original on first request when it
 * is missing (an image stored before variants existed, or a seed's). Undefined when it is no variant name or
 * has no original. An SVG stored before SVGs had variants that cannot be drawn answers with itself, so a page
 * that asks for its variant still shows it.
 */
export function locateVariant(folder: string, fileName: string): Promise<string | undefined> {
  const match = IMAGE_VARIANT_NAME.exec(fileName);
  if (!match) return Promise.resolve(undefined);
  const [, id, width] = match as unknown as [string, string, string];
  const path = join(folder, fileName);
  const pending = rendering.get(path);
  if (pending) return pending;
  const work = (async () => {
    if (await isFile(path)) return path;
    for (const format of ORIGINAL_FORMATS) {
      const original = join(folder, `${id}.${format}`);
      if (!(await isFile(original))) continue;
      let variant: Buffer;
      try {
        variant = await renderVariant(original, format, Number(width) as ImageVariantWidth);
      } catch (error) {
        if (format === 'svg' && error instanceof UnsupportedImageError) return original;
        throw error;
      }
      await writeAtomically(path, variant);
      return path;
    }
    return undefined;
  })().finally(() => rendering.delete(path));
  rendering.set(path, work);
  return work;
}
