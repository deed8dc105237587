import type { HistoryList } from '@portfolio/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PNG } from '../../../../test/images';
import { fieldErrors, startTestApp, type TestApp } from '../../../../test/test-app';
import { sweepOrphans } from '../../../storage/orphan-sweep';

interface GalleryImage {
  image: string;
  alt: string;
  caption: string | null;
}
interface ProjectWithGallery {
  id: number;
  slug: string;
  gallery: GalleryImage[];
}

describe("a project's gallery", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const upload = async (filename: string) => {
    const response = await t.asOwner({
      method: 'POST',
      url: '/api/v1/uploads',
      ...multipart({ upload_preset: 'projects' }, [
        { name: 'file', filename, contentType: 'image/png', data: PNG },
      ]),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ secure_url: string; public_id: string }>();
  };
  const project = (name: string, gallery?: unknown) => ({
    name,
    description: 'Has screenshots.',
    userId: t.ownerId,
    ...(gallery === undefined ? {} : { gallery }),
  });
  const create = async (name: string, gallery: unknown) => {
    const response = await t.asOwner({
      method: 'POST',
      url: '/api/v1/projects',
      payload: project(name, gallery),
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<ProjectWithGallery>();
  };
  const put = (id: number, name: string, gallery?: unknown) =>
    t.asOwner({ method: 'PUT', url: `/api/v1/projects/${id}`, payload: project(name, gallery) });

  it('keeps the images in order with their alt text and captions, on the page and in the lists', async () => {
    const [map, list] = [await upload('map.png'), await upload('list.png')];
    const created = await create('Gallery round trip', [
      { image: map.secure_url, alt: ' The map of a trail ', caption: 'Offline maps' },
      { image: list.secure_url, alt: 'The list of trips', caption: '' },
    ]);
    const expected = [
      { image: map.secure_url, alt: 'The map of a trail', caption: 'Offline maps' },
      { image: list.secure_url, alt: 'The list of trips', caption: null },
    ];
    expect(created.gallery).toEqual(expected);
    const page = await t.inject({ method: 'GET', url: `/api/v1/projects/slug/${created.slug}` });
    expect(page.json<ProjectWithGallery>().gallery).toEqual(expected);
    const listed = await t.inject({ method: 'GET', url: '/api/v1/projects?limit=100' });
    const row = listed
      .json<{ projects: ProjectWithGallery[] }>()
      .projects.find(({ id }) => id === created.id);
    expect(row?.gallery).toEqual(expected);

    const reordered = await put(created.id, 'Gallery round trip', [expected[1], expected[0]]);
    expect(reordered.json<ProjectWithGallery>().gallery).toEqual([expected[1], expected[0]]);
    // A client that does not know the gallery leaves it as it is.
    const untouched = await put(created.id, 'Gallery round trip');
    expect(untouched.json<ProjectWithGallery>().gallery).toEqual([expected[1], expected[0]]);
  });

  it('refuses an image without alt text, or without an image, with a message per field, and writes nothing', async () => {
    const image = (await upload('refused.png')).secure_url;
    const created = await create('Gallery refusals', [{ image, alt: 'Kept', caption: null }]);
    const refused = await put(created.id, 'Gallery refusals', [
      { image, alt: '' },
      { image: '', alt: 'No image' },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(fieldErrors(refused)).toEqual({
      'gallery.0.alt': 'Describe the image for those who cannot see it',
      'gallery.1.image': 'Upload an image',
    });
    const now = await t.asOwner({ method: 'GET', url: `/api/v1/projects/${created.id}` });
    expect(now.json<ProjectWithGallery>().gallery).toEqual([{ image, alt: 'Kept', caption: null }]);
  });

  it('records a gallery change in the history like any field, and a restore puts the gallery back', async () => {
    const [first, second] = [await upload('first.png'), await upload('second.png')];
    const before = [{ image: first.secure_url, alt: 'First', caption: null }];
    const after = [{ image: second.secure_url, alt: 'Second', caption: 'New' }];
    const created = await create('Gallery history', before);
    expect((await put(created.id, 'Gallery history', after)).statusCode).toBe(200);

    const history = await t.asOwner({
      method: 'GET',
      url: `/api/v1/history?resource=projects&id=${created.id}`,
    });
    const [latest] = history.json<HistoryList>().history;
    expect(latest!.changes).toEqual([{ field: 'gallery', before, after }]);

    // The first image is no longer shown, but a version shows it: it stays, for this restore.
    expect((await t.inject({ method: 'GET', url: new URL(first.secure_url).pathname })).statusCode).toBe(200);
    const earlier = history.json<HistoryList>().history.at(-1)!;
    const restore = await t.asOwner({ method: 'POST', url: `/api/v1/history/${earlier.id}/restore` });
    expect(restore.statusCode, restore.body).toBe(200);
    const now = await t.asOwner({ method: 'GET', url: `/api/v1/projects/${created.id}` });
    expect(now.json<ProjectWithGallery>().gallery).toEqual(before);
  });

  it("never sweeps a gallery's images, nor those of a deleted project the trash can restore", async () => {
    const [shown, deleted, orphan] = [
      await upload('shown.png'),
      await upload('deleted.png'),
      await upload('o.png'),
    ];
    await create('Gallery swept', [{ image: shown.secure_url, alt: 'Shown', caption: null }]);
    const gone = await create('Gallery deleted', [
      { image: deleted.secure_url, alt: 'Deleted', caption: null },
    ]);
    expect((await t.asOwner({ method: 'DELETE', url: `/api/v1/projects/${gone.id}` })).statusCode).toBe(204);

    const result = await sweepOrphans({
      db: t.app.db,
      storage: t.app.storage,
      minAgeMs: 0,
      dryRun: true,
      now: new Date(Date.now() + 3000),
    });
    const swept = result.orphans.map((image) => `${image.preset}/${image.id}`);
    expect(swept).toContain(orphan.public_id);
    expect(swept).not.toContain(shown.public_id);
    expect(swept).not.toContain(deleted.public_id);
  });
});
