import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hugePng, multipart, SVG, TRUNCATED_PNG } from '../../test/images';
import { storageBackends, type StorageBackend } from '../../test/storage-backends';
import { startTestApp, type TestApp } from '../../test/test-app';

interface UploadResult {
  secure_url: string;
  public_id: string;
}

/** A 700×700 PNG of noise: about 1.4 MB, more than one part of a file kept in the database. */
const noisyPng = () =>
  sharp({
    create: {
      width: 700,
      height: 700,
      channels: 3,
      background: '#000',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .png()
    .toBuffer();

/**
 * The contract every image backend keeps, through the API's own routes: what an upload stores, what is served
 * and how, what replacing and deleting remove, and what is refused. Run against the folder, the database (PGlite
 * and PostgreSQL) and an S3-compatible server.
 */
describe.each(storageBackends())('images kept in $name', (backend: StorageBackend) => {
  let t: TestApp;
  let closeBackend: () => Promise<void>;
  beforeAll(async () => {
    const prepared = await backend.prepare();
    closeBackend = prepared.close;
    t = await startTestApp({ env: prepared.env });
  });
  afterAll(async () => {
    await t?.close();
    await closeBackend?.();
  });

  const upload = async (filename: string, contentType: string, data: Buffer, preset = 'technologies') =>
    t.asOwner({
      method: 'POST',
      url: '/api/v1/uploads',
      ...multipart({ upload_preset: preset }, [{ name: 'file', filename, contentType, data }]),
    });
  const uploaded = async (filename: string, contentType: string, data: Buffer, preset?: string) => {
    const response = await upload(filename, contentType, data, preset);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<UploadResult>();
  };
  const get = (url: string) => t.inject({ method: 'GET', url: new URL(url).pathname });
  const variantOf = (url: string, width: number) => url.replace(/\.[a-z]+$/, `.${width}w.webp`);
  const storedPaths = async () => {
    const paths: string[] = [];
    for await (const file of t.app.storage.files.list()) paths.push(file.path);
    return paths.sort();
  };

  it('keeps an upload in this backend with its three variants', async () => {
    expect(t.app.storage.files.kind).toBe(backend.kind);
    const result = await uploaded('logo.svg', 'image/svg+xml', SVG);
    const id = result.public_id.split('/')[1]!;
    expect((await storedPaths()).filter((path) => path.includes(`/${id}.`))).toEqual([
      `technologies/${id}.160w.webp`,
      `technologies/${id}.400w.webp`,
      `technologies/${id}.800w.webp`,
      `technologies/${id}.svg`,
    ]);
  });

  it('serves the original byte for byte and each variant as WebP, cacheable forever and sandboxed', async () => {
    const photo = await noisyPng();
    const result = await uploaded('noise.png', 'image/png', photo, 'projects');
    const original = await get(result.secure_url);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.headers['content-length']).toBe(String(photo.length));
    expect(original.rawPayload.equals(photo)).toBe(true);
    for (const width of [160, 400, 800]) {
      const variant = await get(variantOf(result.secure_url, width));
      expect(variant.statusCode).toBe(200);
      expect(variant.headers['content-type']).toBe('image/webp');
      expect(variant.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(variant.headers['content-security-policy']).toContain('sandbox');
      expect(variant.headers['x-content-type-options']).toBe('nosniff');
      const metadata = await sharp(variant.rawPayload).metadata();
      expect([metadata.format, metadata.width]).toEqual(['webp', Math.min(width, 700)]);
    }
  });

  it('renders a variant missing from the store on its first request, and keeps it', async () => {
    const result = await uploaded('logo.svg', 'image/svg+xml', SVG);
    const path = `${result.public_id}.400w.webp`;
    await t.app.storage.files.remove([path]);
    expect(await storedPaths()).not.toContain(path);
    const variant = await get(variantOf(result.secure_url, 400));
    expect(variant.statusCode).toBe(200);
    expect((await sharp(variant.rawPayload).metadata()).width).toBe(400);
    expect(await storedPaths()).toContain(path);
  });

  it('answers 404 for names it never stored', async () => {
    for (const url of [
      '/api/uploads/technologies/never-stored.png',
      '/api/uploads/technologies/never-stored.400w.webp',
      '/api/uploads/technologies/..%2Fjwt-secret',
    ]) {
      expect((await t.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
  });

  it.each([
    ['a 48-megapixel PNG', 413, hugePng],
    ['a truncated PNG', 415, () => Promise.resolve(TRUNCATED_PNG)],
  ])('refuses %s with %i and stores nothing', async (_, status, make) => {
    const before = await storedPaths();
    const response = await upload('image.png', 'image/png', await make());
    expect(response.statusCode).toBe(status);
    expect(await storedPaths()).toEqual(before);
  });
});
