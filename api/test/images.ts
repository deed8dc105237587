/** Small but complete images for the upload tests. */
import sharp from 'sharp';
import { crc32 } from 'node:zlib';

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 51, g: 103, b: 145 } } });

/** A 3×2 baseline JPEG. */
export const JPEG = await solid(3, 2).jpeg().toBuffer();

/** A 640×400 JPEG: large enough for every variant to be smaller than it. */
export const JPEG_PHOTO = await solid(640, 400).jpeg({ quality: 90 }).toBuffer();

/** A 4×5 WEBP. */
export const WEBP = await solid(4, 5).webp().toBuffer();

/**
 * The first 20 bytes of a PNG: the signature and the start of an IHDR chunk, cut off before its width. A
 * decoder that reads past the end finds whatever follows in memory.
 */
export const TRUNCATED_PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]),
  Buffer.from('IHDR'),
  Buffer.from([0x00, 0x00, 0x01, 0x00]),
]);

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length, 0);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])), 0);
  return Buffer.concat([length, Buffer.from(type), data, crc]);
}

/**
 * A well-formed PNG whose header declares `width`×`height` (checksums right) but whose pixel data is empty:
 * what a pixel flood looks like before anyone decodes it.
 */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    PNG.subarray(0, 8),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.alloc(0)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real, complete PNG of 8000×6000 pixels (48 megapixels): a few dozen kilobytes of one colour. */
export const hugePng = () =>
  solid(8000, 6000).greyscale().png({ compressionLevel: 9, palette: true, colours: 2 }).toBuffer();

export const SVG = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="24" height="16">' +
    '<rect width="24" height="16" fill="#336791"/></svg>\n',
);

export const SVG_WITH_SCRIPT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
);

export interface FilePart {
  name: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

/** A multipart/form-data body as a browser (or a Cloudinary client) sends it. */
export function multipart(fields: Record<string, string>, files: FilePart[] = []) {
  const boundary = `----portfolio-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
