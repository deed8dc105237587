import { imageSize } from 'image-size';

export type ImageFormat = 'png' | 'jpg' | 'webp' | 'svg';

export interface ImageInfo {
  format: ImageFormat;
  width: number;
  height: number;
}

export class UnsupportedImageError extends Error {
  override name = 'UnsupportedImageError';
}

const startsWith = (data: Buffer, bytes: number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((byte, index) => data[at + index] === byte);

function rasterFormat(data: Buffer): ImageFormat | undefined {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(data, [0x52, 0x49, 0x46, 0x46]) && startsWith(data, [0x57, 0x45, 0x42, 0x50], 8))
    return 'webp';
  return undefined;
}

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
  const withoutProlog = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[^>]*\?>/i, '')
    .replace(/^(\s*<!--[\s\S]*?-->)*/g, '')
    .trimStart();
  return /^<svg[\s>]/i.test(withoutProlog);
}

/** Judges a file by its bytes, never by its name or declared type. */
export function inspectImage(data: Buffer): ImageInfo {
  const raster = rasterFormat(data);
  if (raster) {
    try {
      const { width, height } = imageSize(data);
      if (!width || !height) throw new UnsupportedImageError('The image has no size.');
      return { format: raster, width, height };
    } catch {
      throw new UnsupportedImageError('The file is damaged or not a complete image.');
    }
  }
  const text = data.toString('utf8');
  if (!isSvgDocument(text))
    throw new UnsupportedImageError('Only PNG, JPEG, WEBP and SVG images are accepted.');
  if (ACTIVE_SVG_CONTENT.some((pattern) => pattern.test(text))) {
    throw new UnsupportedImageError(
      'SVG images with scripts, event handlers or external references are refused.',
    );
  }
  let width = 0;
  let height = 0;
  try {
    ({ width, height } = imageSize(data));
  } catch {
    // An SVG without width/height or viewBox is still a valid, scalable image.
  }
  return { format: 'svg', width, height };
}
