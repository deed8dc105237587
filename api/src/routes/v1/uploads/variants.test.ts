import { readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, pngHeaderOnly, SVG } from '../../../../test/images';
import { startTestApp, type TestApp } from '../../../../test/test-app';

interface UploadResult {
  secure_url: string;
  public_id: string;
  width: number;
  height: number;
  format: string;
  bytes: number;
}

/** A 1600×1000 JPEG photo-like gradient, rotated by its EXIF orientation as cameras do. */
const photo = (orientation?: number) =>
  sharp({ create: { width: 1600, height: 1000, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .jpeg()
    .withMetadata(orientation ? { orientation } : {})
    .toBuffer();

describe('responsive variants of uploaded images', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const post = (filename: string, contentType: string, data: Buffer) =>
    t.asOwner({
      method: 'POST',
      url: '/api/v1/uploads',
      ...multipart({ upload_preset: 'projects' }, [{ name: 'file', filename, contentType, data }]),
    });
  const upload = async (filename: string, contentType: string, data: Buffer) => {
    const response = await post(filename, contentType, data);
    expect(response.statusCode).toBe(200);
    return response.json<UploadResult>();
  };
  const storedFiles = async () => readdir(join(t.dataDir, 'uploads', 'projects'));
  const get = (url: string) => t.inject({ method: 'GET', url: new URL(url).pathname });
  const variantOf = (url: string, width: number) => url.replace(/\.[a-z]+$/, `.${width}w.webp`);

  it('serves a raster upload at every width up to its own as AVIF and WebP, the answer unchanged and the original intact', async () => {
    const original = await photo();
    const result = await upload('photo.jpg', 'image/jpeg', original);
    expect(result).toEqual({
      secure_url: expect.stringMatching(
        /^http:\/\/portfolio\.test\/api\/uploads\/projects\/[\w-]+-w1600\.jpg$/,
      ),
      public_id: expect.stringMatching(/^projects\/[\w-]+-w1600$/),
      width: 1600,
      height: 1000,
      format: 'jpg',
      bytes: original.length,
    });
    expect((await get(result.secure_url)).rawPayload.equals(original)).toBe(true);

    for (const [width, height] of [
      [160, 100],
      [400, 250],
      [800, 500],
      [1200, 750],
      [1600, 1000],
    ]) {
      const variant = await get(variantOf(result.secure_url, width!));
      expect(variant.statusCode).toBe(200);
      expect(variant.headers['content-type']).toBe('image/webp');
      expect(variant.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(variant.headers['x-content-type-options']).toBe('nosniff');
      const metadata = await sharp(variant.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', width, height]);
      expect(variant.rawPayload.length).toBeLessThan(original.length);
      const avif = await get(variantOf(result.secure_url, width!).replace(/\.webp$/, '.avif'));
      expect(avif.headers['content-type']).toBe('image/avif');
      const avifMetadata = await sharp(avif.rawPayload).metadata();
      expect([avifMetadata.format, avifMetadata.width, avifMetadata.height]).toEqual(['heif', width, height]);
    }
    // It reaches 1600 px: no 2400 px variant is offered, and none is made.
    expect((await storedFiles()).some((file) => file.includes('.2400w.'))).toBe(false);
  });

  it('writes the WebP variants at upload time, beside the original', async () => {
    const result = await upload('photo.jpg', 'image/jpeg', await photo());
    const id = result.public_id.split('/')[1]!;
    const files = await storedFiles();
    // WebP only: the AVIF ones are rendered when first asked for (the test above).
    expect(files.filter((file) => file.startsWith(`${id}.`)).sort()).toEqual(
      [...[160, 400, 800, 1200, 1600].map((width) => `${id}.${width}w.webp`), `${id}.jpg`].sort(),
    );
  });

  it('turns a photo upright by its EXIF orientation', async () => {
    // Orientation 6: stored landscape, shown portrait.
    const result = await upload('portrait.jpg', 'image/jpeg', await photo(6));
    const metadata = await sharp((await get(variantOf(result.secure_url, 400))).rawPayload).metadata();
    expect([metadata.width, metadata.height]).toEqual([400, 640]);
  });

  it('never enlarges a small image', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#123456' } })
      .png()
      .toBuffer();
    const result = await upload('small.png', 'image/png', small);
    for (const [width, expected] of [
      [160, [160, 107]],
      [400, [300, 200]],
      [800, [300, 200]],
    ] as const) {
      const metadata = await sharp((await get(variantOf(result.secure_url, width))).rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', ...expected]);
    }
  });

  it('renders a missing variant on first request, for images stored before variants existed', async () => {
    const result = await upload('photo.jpg', 'image/jpeg', await photo());
    const id = result.public_id.split('/')[1]!;
    await rm(join(t.dataDir, 'uploads', 'projects', `${id}.800w.webp`));
    const variant = await get(variantOf(result.secure_url, 800));
    expect(variant.statusCode).toBe(200);
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(800);
  });

  it('draws an SVG at every width, sharp and lossless, and keeps the SVG as it came', async () => {
    const result = await upload('logo.svg', 'image/svg+xml', SVG);
    expect(result).toMatchObject({ format: 'svg', width: 24, height: 16, bytes: SVG.length });
    const served = await get(result.secure_url);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.rawPayload.equals(SVG)).toBe(true);
    for (const width of [160, 400, 800]) {
      const variant = await get(variantOf(result.secure_url, width));
      expect(variant.headers['content-type']).toBe('image/webp');
      // A 24×16 drawing, drawn at the width asked for (never left at 24 px and enlarged).
      const { data, info } = await sharp(variant.rawPayload).raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height]).toEqual([width, Math.round((width * 2) / 3)]);
      // Lossless: the rectangle's colour exactly, in the middle of the image.
      const middle = (Math.floor(info.height / 2) * info.width + info.width / 2) * info.channels;
      expect([...data.subarray(middle, middle + 3)]).toEqual([0x33, 0x67, 0x91]);
    }
    const id = result.public_id.split('/')[1]!;
    // Drawn at any width: as far as the preset's images reach (2400 px for a project's).
    expect((await storedFiles()).filter((file) => file.startsWith(`${id}.`)).sort()).toEqual(
      [...[160, 400, 800, 1200, 1600, 2400].map((width) => `${id}.${width}w.webp`), `${id}.svg`].sort(),
    );
  });

  it('refuses an SVG too tall to draw at 2400 px, and one carrying a pixel flood, with nothing stored', async () => {
    const before = await storedFiles();
    const tall = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="1000"><rect width="10" height="1000"/></svg>',
    );
    const flood = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><image width="10" height="10" href="' +
        `data:image/png;base64,${pngHeaderOnly(10_000, 10_000).toString('base64')}"/></svg>`,
    );
    for (const [svg, message] of [
      [tall, /too tall for its width/],
      [flood, /inside this SVG is 10000×10000 pixels/],
    ] as const) {
      const response = await post('logo.svg', 'image/svg+xml', svg);
      expect(response.statusCode).toBe(413);
      expect(response.json<{ errors: { file: string } }>().errors.file).toMatch(message);
    }
    expect(await storedFiles()).toEqual(before);
  });

  it('answers an older SVG that cannot be drawn with itself, so a page asking for its variant shows it', async () => {
    const folder = join(t.dataDir, 'uploads', 'projects');
    await writeFile(join(folder, 'older-logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"><rect');
    const variant = await t.inject({ method: 'GET', url: '/api/uploads/projects/older-logo.160w.webp' });
    expect(variant.statusCode).toBe(200);
    expect(variant.headers['content-type']).toBe('image/svg+xml');
    expect(variant.body).toContain('<rect');
  });

  it.each([
    'unknown.400w.webp',
    'seed-portfolio.500w.webp',
    'seed-portfolio.400w.png',
    'seed-portfolio.400w.webp.tmp',
  ])('answers 404 for a variant name that names no variant: %s', async (file) => {
    expect((await t.inject({ method: 'GET', url: `/api/uploads/projects/${file}` })).statusCode).toBe(404);
  });
});
