import sharp, { type Metadata } from 'sharp';
import { sanitizeSvg, UnsafeSvgError } from './svg-sanitizer';

export type ImageFormat = 'png' | 'jpg' | 'webp' | 'svg';

export interface ImageInfo {
  format: ImageFormat;
  width: number;
  height: number;
  /** What to store: the uploaded bytes of a raster image, the sanitized document of an SVG. */
  bytes: Buffer;
}

/** 40 megapixels: far beyond any cover or avatar, far below what would exhaust memory when decoded. */
export const MAX_IMAGE_PIXELS = 40_000_000;

export class UnsupportedImageError extends Error {
  override name = 'UnsupportedImageError';
}

/** The image declares more pixels than we are willing to decode (a decompression bomb, or just too big). */
export class ImageTooLargeError extends UnsupportedImageError {
  override name = 'ImageTooLargeError';
}

const startsWith = (data: Buffer, bytes: number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((byte, index) => data[at + index] === byte);

type RasterFormat = Exclude<ImageFormat, 'svg'>;

function rasterFormat(data: Buffer): RasterFormat | undefined {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return undefined;
}

// What libvips calls each format we accept: the magic bytes and the decoder must agree.
const SHARP_FORMATS: Record<RasterFormat, string> = { png: 'png', jpg: 'jpeg', webp: 'webp' };

/** The root element must be `<svg>`, after an optional byte-order mark, XML declaration and comments. */
function looksLikeSvg(text: string): boolean {
  const root = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/g, '')
    .trimStart();
  return /^<svg[\s>]/i.test(root);
}

/**
 * Measures a raster image with libvips over exactly these bytes, refuses one that declares too many pixels
 * before decoding it, then decodes every pixel so a truncated or damaged file is refused rather than stored.
 */
async function inspectRaster(data: Buffer, format: RasterFormat): Promise<Omit<ImageInfo, 'bytes'>> {
  let metadata: Metadata;
  try {
    metadata = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedImageError('The file is damaged or not a complete image.');
  }
  const { width, height } = metadata;
  // An animated WEBP stacks its frames: every one of them is decoded.
  const frames = metadata.pages ?? 1;
  if (metadata.format !== SHARP_FORMATS[format] || !width || !height) {
    throw new UnsupportedImageError('The file is damaged or not a complete image.');
  }
  if (width * height * frames > MAX_IMAGE_PIXELS) {
    throw new ImageTooLargeError(
      `The image is ${width}×${height} pixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are accepted.`,
    );
  }
  try {
    await sharp(data, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error', pages: -1 }).stats();
  } catch {
    throw new UnsupportedImageError('The file is damaged or not a complete image.');
  }
  return { format, width, height: metadata.pageHeight && frames > 1 ? metadata.pageHeight : height };
}

/** Judges a file by its bytes, never by its name or declared type. */
export async function inspectImage(data: Buffer): Promise<ImageInfo> {
  const raster = rasterFormat(data);
  if (raster) return { ...(await inspectRaster(data, raster)), bytes: data };
  const text = data.toString('utf8');
  if (!looksLikeSvg(text))
    throw new UnsupportedImageError('Only PNG, JPEG, WEBP and SVG images are accepted.');
  let svg;
  try {
    // An SVG without width/height or viewBox is still a valid, scalable image: its size is 0×0.
    svg = sanitizeSvg(text);
  } catch (error) {
    if (error instanceof UnsafeSvgError) throw new UnsupportedImageError(error.message);
    throw error;
  }
  await checkEmbeddedImages(svg.bytes.toString('utf8'));
  return { format: 'svg', ...svg };
}

const EMBEDDED_IMAGE = /data:image\/(?:png|jpeg|webp|gif);base64,([A-Za-z0-9+/=\s]*)/gi;

/**
 * The raster images an SVG carries inline are decoded when it is drawn (its WebP variants are drawn here), so
 * each is held to the same pixel limit as an uploaded one: a small, highly compressed PNG inside an SVG must not
 * unpack into gigabytes on this server.
 */
async function checkEmbeddedImages(svg: string) {
  for (const [, base64 = ''] of svg.matchAll(EMBEDDED_IMAGE)) {
    let metadata: Metadata;
    try {
      metadata = await sharp(Buffer.from(base64, 'base64'), { limitInputPixels: false }).metadata();
    } catch {
      throw new UnsupportedImageError('An image inside this SVG is damaged or not a complete image.');
    }
    const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
    if (pixels > MAX_IMAGE_PIXELS) {
      throw new ImageTooLargeError(
        `An image inside this SVG is ${metadata.width}×${metadata.height} pixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels are accepted.`,
      );
    }
  }
}
