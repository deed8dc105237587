import { UPLOAD_PRESETS, type UploadPreset } from '@portfolio/shared/schemas';
import sharp from 'sharp';
import type { ImageStorage } from '../storage/image-storage';

const UPLOAD_URL = /^(?:https?:\/\/[^/]+)?\/api\/uploads\/([a-z]+)\/([^/?#]+)$/;

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

/**
 * One of our uploads as a PNG data URL at the size a card draws it (covered and cropped like on the page), or
 * null for an image elsewhere or missing: a card never waits on another site, and draws a stand-in instead.
 * PNG because the card's renderer reads no WebP.
 */
export async function uploadAsDataUrl(
  storage: ImageStorage,
  url: string | null,
  width: number,
  height: number,
  fit: 'cover' | 'contain' = 'cover',
): Promise<string | null> {
  const match = url ? UPLOAD_URL.exec(url) : null;
  if (!match || !UPLOAD_PRESETS.includes(match[1] as UploadPreset)) return null;
  try {
    const image = await storage.open(match[1] as UploadPreset, match[2]!);
    if (!image) return null;
    const png = await sharp(await bytesOf(image.body), { density: 300 })
      .resize(width, height, { fit, background: { r: 0, g: 0, b: 0, alpha: 0 } })
      .png()
      .toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    // A file that cannot be drawn leaves its place to the stand-in, as a missing one does.
    return null;
  }
}
