import sharp, { type Metadata } from 'sharp';

export type ImageFormat = 'png' | 'jpg' | 'webp' | 'svg';

export interface ImageInfo {
  format: ImageFormat;
  width: number;
  height: number;
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

// Whatever could run script or pull in other documents: we refuse such an SVG rather than rewrite it.
const ACTIVE_SVG_CONTENT = [
  /<script[\s>/]/i,
  /<foreignObject[\s>/]/i,
  /<(iframe|embed|object|audio|video|handler|listener)[\s>/]/i,
  /\son[a-z]+\s*=/i,
  /javascript\s*:/i,
  /<!DOCTYPE|<!ENTITY/i,
  /(?:xlink:)?href\s*=\s*["']\s*(?!#)/i,
];

/** The root element must be `<svg>`, after an optional XML declaration and comments. */
function isSvgDocument(text: string): boolean {
  return /^<svg[\s>]/i.test(svgRoot(text));
}

function svgRoot(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/g, '')
    .trimStart();
}

/** Whole pixels from a length attribute such as `24`, `24px` or `24.5`; anything relative answers 0. */
const pixels = (value: string | undefined) => {
  const match = value && /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(value);
  return match ? Math.round(Number(match[1])) : 0;
};

/** The intrinsic size of an SVG from its root element: width/height, else the viewBox; 0 when it has none. */
function svgSize(text: string): { width: number; height: number } {
  const tag = /^<svg\b[^>]*>/i.exec(svgRoot(text))?.[0] ?? '';
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
  const width = pixels(attribute('width'));
  const height = pixels(attribute('height'));
  if (width && height) return { width, height };
  const box = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box?.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0) {
    return { width: Math.round(box[2]!), height: Math.round(box[3]!) };
  }
  return { width: 0, height: 0 };
}

/**
 * Measures a raster image with libvips over exactly these bytes, refuses one that declares too many pixels
 * before decoding it, then decodes every pixel so a truncated or damaged file is refused rather than stored.
 */
async function inspectRaster(data: Buffer, format: RasterFormat): Promise<ImageInfo> {
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
  if (raster) return inspectRaster(data, raster);
  const text = data.toString('utf8');
  if (!isSvgDocument(text))
    throw new UnsupportedImageError('Only PNG, JPEG, WEBP and SVG images are accepted.');
  if (ACTIVE_SVG_CONTENT.some((pattern) => pattern.test(text))) {
    throw new UnsupportedImageError(
      'SVG images with scripts, event handlers or external references are refused.',
    );
  }
  // An SVG without width/height or viewBox is still a valid, scalable image: its size is 0×0.
  return { format: 'svg', ...svgSize(text) };
}
