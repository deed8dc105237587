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
import { type ImageFormat, MAX_IMAGE_PIXELS } from './image-content';

const RASTER_EXTENSIONS = ['png', 'jpg', 'webp'] as const;
// A photo at 80 is indistinguishable from the original at these widths, and a third of the bytes of 90.
const WEBP_QUALITY = 80;

export const hasVariants = (format: ImageFormat) => format !== 'svg';

/** The variant `width` pixels wide (or the original's width, never enlarged), as WebP, upright, animation kept. */
export function renderVariant(original: Buffer | string, width: ImageVariantWidth): Promise<Buffer> {
  return sharp(original, { animated: true, limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer();
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

/** Every variant of a raster image stored in `folder` as `<id>.<ext>`. */
export async function writeVariants(folder: string, id: string, original: Buffer) {
  await Promise.all(
    IMAGE_VARIANT_WIDTHS.map(async (width) =>
      writeAtomically(join(folder, variantFileName(id, width)), await renderVariant(original, width)),
    ),
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
 * is missing (an image stored before variants existed). Undefined when it is no variant name or has no
 * raster original.
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
    for (const extension of RASTER_EXTENSIONS) {
      const original = join(folder, `${id}.${extension}`);
      if (!(await isFile(original))) continue;
      await writeAtomically(path, await renderVariant(original, Number(width) as ImageVariantWidth));
      return path;
    }
    return undefined;
  })().finally(() => rendering.delete(path));
  rendering.set(path, work);
  return work;
}
