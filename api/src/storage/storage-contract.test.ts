import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hugePng, multipart, SVG, TRUNCATED_PNG } from '../../test/images';
import { storageBackends, type StorageBackend } from '../../test/storage-backends';
import { startTestApp, type TestApp } from '../../test/test-app';
import { sweepOrphans } from './orphan-sweep';

interface UploadResult {
  secure_url: string;
  public_id: string;
}

/**
 * What an upload is stored as in these tests: the original and its 160, 400 and 800 px WebP variants (an icon
 * reaches 800 px, a 700 px PNG its own width); the AVIF ones come on their first request.
 */
const VARIANTS_AND_ORIGINAL = 4;

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

  it('keeps an upload in this backend with its three WebP variants, and an AVIF one once it is asked for', async () => {
    expect(t.app.storage.files.kind).toBe(backend.kind);
    const result = await uploaded('logo.svg', 'image/svg+xml', SVG);
    const id = result.public_id.split('/')[1]!;
    const filesOfIt = async () => (await storedPaths()).filter((path) => path.includes(`/${id}.`));
    expect(await filesOfIt()).toEqual([
      `technologies/${id}.160w.webp`,
      `technologies/${id}.400w.webp`,
      `technologies/${id}.800w.webp`,
      `technologies/${id}.svg`,
    ]);
    const avif = await get(variantOf(result.secure_url, 400).replace(/\.webp$/, '.avif'));
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(await filesOfIt()).toContain(`technologies/${id}.400w.avif`);
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

  const filesOf = async (publicId: string) =>
    (await storedPaths()).filter((path) => path.startsWith(`${publicId}.`));
  // Technology names are unique: each gets its own.
  let technologiesMade = 0;
  const technologyWithIcon = async (icon: string, name = `Icon test ${++technologiesMade}`) => {
    const response = await t.asOwner({
      method: 'POST',
      url: '/api/v1/technologies',
      payload: { name, icon },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ id: number }>().id;
  };
  const expectGone = async (url: string) => {
    for (const address of [url, variantOf(url, 160), variantOf(url, 400), variantOf(url, 800)]) {
      expect((await get(address)).statusCode, address).toBe(404);
    }
  };

  it('keeps a replaced icon while a version of the technology shows it, and a restore shows it again', async () => {
    const first = await uploaded('first.svg', 'image/svg+xml', SVG);
    const second = await uploaded('second.svg', 'image/svg+xml', SVG);
    const id = await technologyWithIcon(first.secure_url, 'Icon replaced');
    const put = await t.asOwner({
      method: 'PUT',
      url: `/api/v1/technologies/${id}`,
      payload: { name: 'Icon replaced', icon: second.secure_url },
    });
    expect(put.statusCode).toBe(200);
    expect(await filesOf(first.public_id)).toHaveLength(VARIANTS_AND_ORIGINAL);
    expect(await filesOf(second.public_id)).toHaveLength(VARIANTS_AND_ORIGINAL);
    const versions = await t.asOwner({
      method: 'GET',
      url: `/api/v1/history?resource=technologies&id=${id}`,
    });
    const created = versions.json<{ history: { id: number; action: string }[] }>().history.at(-1)!;
    expect(created.action).toBe('create');
    expect(
      (await t.asOwner({ method: 'POST', url: `/api/v1/history/${created.id}/restore` })).statusCode,
    ).toBe(200);
    const restored = await t.asOwner({ method: 'GET', url: `/api/v1/technologies/${id}` });
    expect(restored.json<{ icon: string }>().icon).toBe(first.secure_url);
    expect((await get(first.secure_url)).statusCode).toBe(200);
  });

  it("keeps a deleted project's cover and its variants, for the trash to restore", async () => {
    const cover = await uploaded('cover.png', 'image/png', await noisyPng(), 'projects');
    const created = await t.asOwner({
      method: 'POST',
      url: '/api/v1/projects',
      payload: {
        name: 'Cover test',
        description: 'Has a cover.',
        userId: t.ownerId,
        cover: cover.secure_url,
      },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect((await t.asOwner({ method: 'DELETE', url: `/api/v1/projects/${id}` })).statusCode).toBe(204);
    expect(await filesOf(cover.public_id)).toHaveLength(VARIANTS_AND_ORIGINAL);
    expect((await get(cover.secure_url)).statusCode).toBe(200);
  });

  it("keeps a project's cover through a save that keeps it, and once a rename replaces it (its history shows it)", async () => {
    const first = await uploaded('first.png', 'image/png', await noisyPng(), 'projects');
    const second = await uploaded('second.png', 'image/png', await noisyPng(), 'projects');
    const project = { name: 'Cover kept', description: 'Has a cover.', userId: t.ownerId };
    const created = await t.asOwner({
      method: 'POST',
      url: '/api/v1/projects',
      payload: { ...project, cover: first.secure_url },
    });
    expect(created.statusCode).toBe(201);
    const url = `/api/v1/projects/${created.json<{ id: number }>().id}`;

    const kept = await t.asOwner({
      method: 'PUT',
      url,
      payload: { ...project, description: 'Edited.', cover: first.secure_url },
    });
    expect(kept.json()).toMatchObject({
      slug: 'cover-kept',
      description: 'Edited.',
      cover: first.secure_url,
    });
    expect(await filesOf(first.public_id)).toHaveLength(VARIANTS_AND_ORIGINAL);

    const renamed = await t.asOwner({
      method: 'PUT',
      url,
      payload: { ...project, name: 'Cover replaced', cover: second.secure_url },
    });
    expect(renamed.json()).toMatchObject({ slug: 'cover-replaced', cover: second.secure_url });
    expect(await filesOf(first.public_id)).toHaveLength(VARIANTS_AND_ORIGINAL);
    expect(await filesOf(second.public_id)).toHaveLength(VARIANTS_AND_ORIGINAL);
  });

  it("keeps the owner's avatar through a save that keeps it, and once a new one replaces it (its history shows it)", async () => {
    const first = await uploaded('first.png', 'image/png', await noisyPng(), 'avatars');
    const second = await uploaded('second.png', 'image/png', await noisyPng(), 'avatars');
    const url = `/api/v1/users/${t.ownerId}`;
    const profile = {
      firstName: 'Ada',
      lastName: 'Lovelace',
      professionalTitle: 'Engineer',
      bio: 'Writes programs.',
      availability: 'Looking',
      email: (await t.asOwner({ method: 'GET', url })).json<{ email: string }>().email,
      phone: '+44 20 7946 0000',
      github: 'https://github.com/ada',
      linkedin: 'https://www.linkedin.com/in/ada',
      notionResume: 'https://www.notion.so/ada',
    };
    const save = (avatar: string) => t.asOwner({ method: 'PUT', url, payload: { ...profile, avatar } });

    expect((await save(first.secure_url)).statusCode).toBe(200);
    expect((await save(first.secure_url)).statusCode).toBe(200);
    expect(await filesOf(first.public_id)).toHaveLength(VARIANTS_AND_ORIGINAL);

    expect((await save(second.secure_url)).json()).toMatchObject({ avatar: second.secure_url });
    expect(await filesOf(first.public_id)).toHaveLength(VARIANTS_AND_ORIGINAL);
    expect(await filesOf(second.public_id)).toHaveLength(VARIANTS_AND_ORIGINAL);
  });

  it('keeps an image while another item or a version still shows it', async () => {
    const shared = await uploaded('shared.svg', 'image/svg+xml', SVG);
    const first = await technologyWithIcon(shared.secure_url);
    const second = await technologyWithIcon(shared.secure_url);
    expect((await t.asOwner({ method: 'DELETE', url: `/api/v1/technologies/${first}` })).statusCode).toBe(
      204,
    );
    expect((await get(shared.secure_url)).statusCode).toBe(200);
    expect((await t.asOwner({ method: 'DELETE', url: `/api/v1/technologies/${second}` })).statusCode).toBe(
      204,
    );
    expect((await get(shared.secure_url)).statusCode).toBe(200);
  });

  it('sweeps orphans: a dry run lists them, then they are removed; referenced and younger images stay', async () => {
    const orphan = await uploaded('orphan.svg', 'image/svg+xml', SVG);
    const shown = await uploaded('shown.svg', 'image/svg+xml', SVG);
    await technologyWithIcon(shown.secure_url);
    const variantsOnly = await uploaded('variants-only.svg', 'image/svg+xml', SVG);
    await t.app.storage.files.remove([`${variantsOnly.public_id}.svg`]);
    // Stores keep times to the second (S3): "now" a little ahead makes every image old enough.
    const later = new Date(Date.now() + 3000);
    const sweep = (dryRun: boolean, minAgeMs = 0) =>
      sweepOrphans({ db: t.app.db, storage: t.app.storage, minAgeMs, dryRun, now: later });
    const keys = (result: Awaited<ReturnType<typeof sweep>>) =>
      result.orphans.map((image) => `${image.preset}/${image.id}`);

    const dryRun = await sweep(true);
    expect(keys(dryRun)).toEqual(expect.arrayContaining([orphan.public_id, variantsOnly.public_id]));
    expect(keys(dryRun)).not.toContain(shown.public_id);
    expect(keys(dryRun)).not.toContain('technologies/seed-react');
    expect(dryRun.removed).toBe(0);
    expect((await get(orphan.secure_url)).statusCode).toBe(200);

    const tooYoung = await sweep(false, 60 * 60 * 1000);
    expect(tooYoung.removed).toBe(0);
    expect(tooYoung.recent).toBeGreaterThanOrEqual(2);
    expect((await get(orphan.secure_url)).statusCode).toBe(200);

    const swept = await sweep(false);
    expect(swept.removed).toBe(swept.orphans.length);
    await expectGone(orphan.secure_url);
    expect(await filesOf(variantsOnly.public_id)).toEqual([]);
    expect((await get(shown.secure_url)).statusCode).toBe(200);
    expect(
      (await t.inject({ method: 'GET', url: '/api/uploads/technologies/seed-react.svg' })).statusCode,
    ).toBe(200);
    expect(keys(await sweep(true))).toEqual([]);
  });
});
