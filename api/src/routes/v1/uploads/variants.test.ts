import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, SVG } from '../../../../test/images';
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

  const upload = async (filename: string, contentType: string, data: Buffer) => {
    const response = await t.asOwner({
      method: 'POST',
      url: '/api/v1/uploads',
      ...multipart({ upload_preset: 'projects' }, [{ name: 'file', filename, contentType, data }]),
    });
    expect(response.statusCode).toBe(200);
    return response.json<UploadResult>();
  };
  const get = (url: string) => t.inject({ method: 'GET', url: new URL(url).pathname });
  const variantOf = (url: string, width: number) => url.replace(/\.[a-z]+$/, `.${width}w.webp`);

  it('serves a raster upload at 400 and 800 px as WebP, the answer unchanged and the original intact', async () => {
    const original = await photo();
    const result = await upload('photo.jpg', 'image/jpeg', original);
    expect(result).toEqual({
      secure_url: expect.stringMatching(/^http:\/\/portfolio\.test\/api\/uploads\/projects\/[\w-]+\.jpg$/),
      public_id: expect.stringMatching(/^projects\/[\w-]+$/),
      width: 1600,
      height: 1000,
      format: 'jpg',
      bytes: original.length,
    });
    expect((await get(result.secure_url)).rawPayload.equals(original)).toBe(true);

    for (const [width, height] of [
      [400, 250],
      [800, 500],
    ]) {
      const variant = await get(variantOf(result.secure_url, width!));
      expect(variant.statusCode).toBe(200);
      expect(variant.headers['content-type']).toBe('image/webp');
      expect(variant.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(variant.headers['x-content-type-options']).toBe('nosniff');
      const metadata = await sharp(variant.rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', width, height]);
      expect(variant.rawPayload.length).toBeLessThan(original.length);
    }
  });

  it('writes the variants at upload time, beside the original', async () => {
    const result = await upload('photo.jpg', 'image/jpeg', await photo());
    const id = result.public_id.split('/')[1]!;
    const files = await readdir(join(t.dataDir, 'uploads', 'projects'));
    expect(files.filter((file) => file.startsWith(`${id}.`)).sort()).toEqual([
      `${id}.400w.webp`,
      `${id}.800w.webp`,
      `${id}.jpg`,
    ]);
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
    for (const width of [400, 800]) {
      const metadata = await sharp((await get(variantOf(result.secure_url, width))).rawPayload).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 300, 200]);
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

  it('leaves an SVG alone: stored and served as it came, with no variants', async () => {
    const result = await upload('logo.svg', 'image/svg+xml', SVG);
    expect(result).toMatchObject({ format: 'svg', width: 24, height: 16, bytes: SVG.length });
    const served = await get(result.secure_url);
    expect(served.headers['content-type']).toBe('image/svg+xml');
    expect(served.rawPayload.equals(SVG)).toBe(true);
    for (const width of [400, 800])
      expect((await get(variantOf(result.secure_url, width))).statusCode).toBe(404);
    const id = result.public_id.split('/')[1]!;
    const files = await readdir(join(t.dataDir, 'uploads', 'projects'));
    expect(files.filter((file) => file.startsWith(`${id}.`))).toEqual([`${id}.svg`]);
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
