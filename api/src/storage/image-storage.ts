import {
  IMAGE_VARIANT_FORMATS,
  IMAGE_VARIANT_NAME,
  IMAGE_VARIANT_WIDTHS,
  type ImageVariantFormat,
  type ImageVariantWidth,
  markedId,
  STORED_IMAGE_NAME,
  variantFileName,
} from '@portfolio/shared/images';
import type { UploadPreset } from '@portfolio/shared/schemas';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { type ImageFormat, UnsupportedImageError } from '../images/image-content';
import { renderVariant, renderVariants } from '../images/image-variants';
import type { FileStore } from './file-store';

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};
const ORIGINAL_FORMATS = Object.keys(CONTENT_TYPES) as ImageFormat[];

/**
 * How wide an upload's variants reach, by preset: a project's images fill a page's column at 3× and a lightbox,
 * so up to 2400 px; icons and avatars are never shown wider than 160 CSS px, so 800 is plenty.
 */
const VARIANT_REACH: Record<UploadPreset, number> = { projects: 2400, technologies: 800, avatars: 800 };

/** An image or variant ready to send. */
export interface ServedImage {
  contentType: string;
  size: number;
  body: Readable;
}

/** One image as stored: its original (when it is still there) and the variants it has, by its id. */
export interface StoredImage {
  preset: string;
  id: string;
  /** Every file of it: the original and each variant present. */
  paths: string[];
  hasOriginal: boolean;
  bytes: number;
  /** When its newest file was written. */
  writtenAt: Date;
}

/** Whether a stored path is one of an upload or of its variants. */
export const isImagePath = (path: string) => imageOfPath(path) !== undefined;

/** Splits a stored path into the image it belongs to, or undefined for a name no upload has. */
function imageOfPath(path: string) {
  const [preset, name] = path.split('/');
  if (!preset || !name) return undefined;
  const original = STORED_IMAGE_NAME.exec(name);
  if (original) return { preset, id: original[1]!, original: true };
  const variant = IMAGE_VARIANT_NAME.exec(name);
  if (variant) return { preset, id: variant[1]!, original: false };
  return undefined;
}

/**
 * Uploaded images, kept in a `FileStore` as `<preset>/<random>-w<reach>.<ext>` beside their responsive AVIF and
 * WebP variants (`<random>-w1920.400w.avif`, see @portfolio/shared/images), and served back at `/api/uploads/<preset>/<file>`. Names are
 * random, so a URL never changes its content (cacheable forever), whichever backend holds the bytes.
 */
export class ImageStorage {
  // One rendering per missing variant, however many visitors ask for it at once.
  private readonly rendering = new Map<string, Promise<ServedImage | undefined>>();

  constructor(
    readonly files: FileStore,
    private readonly publicUrl: string,
  ) {}

  urlFor(preset: string, fileName: string): string {
    return `${this.publicUrl}/api/uploads/${preset}/${fileName}`;
  }

  /** A new upload `width` pixels wide: its id carries how wide its variants reach (an SVG's, the preset's). */
  async save(preset: UploadPreset, data: Buffer, format: ImageFormat, width: number) {
    const reach = format === 'svg' ? VARIANT_REACH[preset] : Math.min(width, VARIANT_REACH[preset]);
    return this.write(preset, markedId(randomBytes(12).toString('base64url'), reach), data, format, true);
  }

  /**
   * The seed's demo images keep fixed names (`seed-react.svg`), replaced whenever an empty database is seeded.
   * Their variants are rendered on first request, which keeps a first start (and every test app) quick.
   */
  async saveAs(preset: UploadPreset, id: string, data: Buffer, format: ImageFormat) {
    return this.write(preset, id, data, format, false);
  }

  /**
   * Every WebP variant is rendered before anything is written: an image that cannot be drawn (an SVG too tall
   * for its width, or one librsvg refuses) is refused with nothing stored. The original goes last, so an image is
   * never listed without its variants. The AVIF ones are rendered on their first request (`open`).
   */
  private async write(
    preset: UploadPreset,
    id: string,
    data: Buffer,
    format: ImageFormat,
    variants: boolean,
  ) {
    const rendered = variants ? await renderVariants(data, format, id) : [];
    await Promise.all(
      rendered.map((variant) =>
        this.files.write(`${preset}/${variantFileName(id, variant.width, variant.format)}`, variant.data),
      ),
    );
    const fileName = `${id}.${format}`;
    await this.files.write(`${preset}/${fileName}`, data);
    return { publicId: `${preset}/${id}`, url: this.urlFor(preset, fileName) };
  }

  /**
   * A stored image or one of its variants, or undefined when the name is not one we could have made or it is
   * gone. A missing variant (an image stored before variants existed, or a seed's) is rendered from its
   * original and stored on its first request; an older SVG that cannot be drawn answers with itself, so a page
   * asking for its variant still shows it.
   */
  async open(preset: UploadPreset, fileName: string): Promise<ServedImage | undefined> {
    const original = STORED_IMAGE_NAME.exec(fileName);
    if (original) {
      const file = await this.files.open(`${preset}/${fileName}`);
      return file && { contentType: CONTENT_TYPES[original[2] as ImageFormat], ...file };
    }
    const variant = IMAGE_VARIANT_NAME.exec(fileName);
    if (!variant) return undefined;
    const path = `${preset}/${fileName}`;
    const output = variant[3] as ImageVariantFormat;
    const file = await this.files.open(path);
    if (file) return { contentType: `image/${output}`, ...file };
    const pending = this.rendering.get(path);
    if (pending) return pending;
    const work = this.renderMissingVariant(
      preset,
      variant[1]!,
      Number(variant[2]) as ImageVariantWidth,
      output,
    );
    this.rendering.set(path, work);
    return work.finally(() => this.rendering.delete(path));
  }

  private async renderMissingVariant(
    preset: UploadPreset,
    id: string,
    width: ImageVariantWidth,
    output: ImageVariantFormat,
  ) {
    for (const format of ORIGINAL_FORMATS) {
      const original = await this.files.read(`${preset}/${id}.${format}`);
      if (!original) continue;
      let data: Buffer;
      try {
        data = await renderVariant(original, format, width, output);
      } catch (error) {
        if (format === 'svg' && error instanceof UnsupportedImageError) return served('svg', original);
        throw error;
      }
      await this.files.write(`${preset}/${variantFileName(id, width, output)}`, data);
      return { contentType: `image/${output}`, size: data.length, body: Readable.from([data]) };
    }
    return undefined;
  }

  /** Removes an image: its original in whichever format and every variant. */
  async remove(preset: string, id: string) {
    await this.files.remove([
      ...ORIGINAL_FORMATS.map((format) => `${preset}/${id}.${format}`),
      ...IMAGE_VARIANT_WIDTHS.flatMap((width) =>
        IMAGE_VARIANT_FORMATS.map((format) => `${preset}/${variantFileName(id, width, format)}`),
      ),
    ]);
  }

  /** Every stored image with its files; files whose names no upload has are left out. */
  async images(): Promise<StoredImage[]> {
    const byId = new Map<string, StoredImage>();
    for await (const file of this.files.list()) {
      const image = imageOfPath(file.path);
      if (!image) continue;
      const key = `${image.preset}/${image.id}`;
      const entry = byId.get(key) ?? {
        preset: image.preset,
        id: image.id,
        paths: [],
        hasOriginal: false,
        bytes: 0,
        writtenAt: file.writtenAt,
      };
      entry.paths.push(file.path);
      entry.hasOriginal ||= image.original;
      entry.bytes += file.size;
      if (file.writtenAt > entry.writtenAt) entry.writtenAt = file.writtenAt;
      byId.set(key, entry);
    }
    return [...byId.values()];
  }
}

const served = (format: ImageFormat, data: Buffer): ServedImage => ({
  contentType: CONTENT_TYPES[format],
  size: data.length,
  body: Readable.from([data]),
});
