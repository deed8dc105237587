import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, startTestApp, type TestApp } from '../../../../test/test-app';

interface TagBody {
  id: number;
  name: string;
  color: string;
}

describe('tags', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists tags by name to anyone and searches case-insensitively', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/tags' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ tags: TagBody[] }>().tags.map((tag) => tag.name)).toEqual([
      'Backend',
      'Cloud',
      'Database',
      'Frontend',
      'Language',
      'Styling',
      'Testing',
      'Tooling',
    ]);
    const search = await t.inject({ method: 'GET', url: '/api/v1/tags?name=END' });
    expect(search.json<{ tags: TagBody[] }>().tags.map((tag) => tag.name)).toEqual(['Backend', 'Frontend']);
  });

  it('answers one tag, and 404 for an unknown id', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/v1/tags/1' })).json()).toEqual({
      id: 1,
      name: 'Frontend',
      color: 'blue',
    });
    expect((await t.inject({ method: 'GET', url: '/api/v1/tags/99999' })).statusCode).toBe(404);
  });

  it('shows the tag form messages', async () => {
    const response = await t.asOwner({
      method: 'POST',
      url: '/api/v1/tags',
      payload: { name: '', color: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({ name: 'Tag name is required', color: 'Tag color is required' });
    const unknownColor = await t.asOwner({
      method: 'POST',
      url: '/api/v1/tags',
      payload: { name: 'Mobile', color: 'orange' },
    });
    expect(fieldErrors(unknownColor)).toEqual({ color: 'Tag color is required' });
  });

  it('creates, updates and deletes a tag', async () => {
    const created = await t.asOwner({
      method: 'POST',
      url: '/api/v1/tags',
      payload: { name: '  Mobile  ', color: 'green' },
    });
    expect(created.statusCode).toBe(201);
    const tag = created.json<TagBody>();
    expect(tag).toMatchObject({ name: 'Mobile', color: 'green' });

    const updated = await t.asOwner({
      method: 'PUT',
      url: `/api/v1/tags/${tag.id}`,
      payload: { name: 'Mobile apps', color: 'purple' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({ id: tag.id, name: 'Mobile apps', color: 'purple' });

    expect((await t.asOwner({ method: 'DELETE', url: `/api/v1/tags/${tag.id}` })).statusCode).toBe(204);
    expect((await t.inject({ method: 'GET', url: `/api/v1/tags/${tag.id}` })).statusCode).toBe(404);
    expect(
      (
        await t.asOwner({
          method: 'PUT',
          url: '/api/v1/tags/99999',
          payload: { name: 'X', color: 'red' },
        })
      ).statusCode,
    ).toBe(404);
    expect((await t.asOwner({ method: 'DELETE', url: `/api/v1/tags/${tag.id}` })).statusCode).toBe(404);
  });

  it('deleting a tag removes it from its technologies, which stay', async () => {
    const before = (await t.inject({ method: 'GET', url: '/api/v1/technologies' })).json<{
      technologies: { id: number; tags: TagBody[] }[];
    }>();
    const tagged = before.technologies.filter((technology) => technology.tags.some((tag) => tag.id === 1));
    expect(tagged.length).toBeGreaterThan(0);
    expect((await t.asOwner({ method: 'DELETE', url: '/api/v1/tags/1' })).statusCode).toBe(204);
    const after = (await t.inject({ method: 'GET', url: '/api/v1/technologies' })).json<{
      technologies: { id: number; tags: TagBody[] }[];
    }>();
    expect(after.technologies.map((technology) => technology.id)).toEqual(
      before.technologies.map((technology) => technology.id),
    );
    expect(after.technologies.flatMap((technology) => technology.tags).map((tag) => tag.id)).not.toContain(1);
  });

  it('refuses a name another tag has, whatever its case, with 409 and the message under Name', async () => {
    const created = await t.asOwner({
      method: 'POST',
      url: '/api/v1/tags',
      payload: { name: 'Mobile', color: 'red' },
    });
    expect(created.statusCode).toBe(201);
    const duplicate = await t.asOwner({
      method: 'POST',
      url: '/api/v1/tags',
      payload: { name: 'BACKEND', color: 'red' },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(fieldErrors(duplicate)).toEqual({ name: "A tag named 'BACKEND' already exists" });
    const renamed = await t.asOwner({
      method: 'PUT',
      url: `/api/v1/tags/${created.json<TagBody>().id}`,
      payload: { name: 'backend', color: 'red' },
    });
    expect(renamed.statusCode).toBe(409);
    expect(fieldErrors(renamed)).toEqual({ name: "A tag named 'backend' already exists" });
    // Its own name in another case is no conflict.
    const recased = await t.asOwner({
      method: 'PUT',
      url: `/api/v1/tags/${created.json<TagBody>().id}`,
      payload: { name: 'MOBILE', color: 'red' },
    });
    expect(recased.statusCode).toBe(200);
  });
});
