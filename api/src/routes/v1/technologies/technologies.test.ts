import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, startTestApp, type TestApp } from '../../../../test/test-app';

interface TechnologyBody {
  id: number;
  name: string;
  icon: string | null;
  tags: { id: number; name: string }[];
}

describe('technologies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("lists every technology in the owner's order with its tags when no paging is asked for", async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/technologies' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ technologies: TechnologyBody[]; totalPages: number }>();
    expect(body.totalPages).toBe(1);
    expect(body.technologies.map((technology) => technology.name)).toEqual([
      'TypeScript',
      'React',
      'Node.js',
      'PostgreSQL',
      'Tailwind CSS',
      'Vitest',
      'Docker',
    ]);
    expect(
      body.technologies.find((technology) => technology.name === 'TypeScript')!.tags.map((tag) => tag.name),
    ).toEqual(['Backend', 'Frontend', 'Language']);
  });

  it('pages when offset or limit is given, and searches case-insensitively', async () => {
    const page = await t.inject({ method: 'GET', url: '/api/v1/technologies?offset=2&limit=2' });
    expect(page.json()).toMatchObject({ totalPages: 4 });
    expect(
      page.json<{ technologies: TechnologyBody[] }>().technologies.map((technology) => technology.name),
    ).toEqual(['Node.js', 'PostgreSQL']);
    const search = await t.inject({
      method: 'GET',
      url: '/api/v1/technologies?name=SCRIPT&offset=0&limit=10',
    });
    expect(
      search.json<{ technologies: TechnologyBody[] }>().technologies.map((technology) => technology.name),
    ).toEqual(['TypeScript']);
  });

  it('answers one technology with its tags, and 404 for an unknown id', async () => {
    const ok = await t.inject({ method: 'GET', url: '/api/v1/technologies/1' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json<TechnologyBody>().tags.length).toBeGreaterThan(0);
    expect((await t.inject({ method: 'GET', url: '/api/v1/technologies/99999' })).statusCode).toBe(404);
  });

  it("creates, updates and deletes a technology; a blank name says 'Technology name is required'", async () => {
    const invalid = await t.asOwner({ method: 'POST', url: '/api/v1/technologies', payload: { name: '  ' } });
    expect(invalid.statusCode).toBe(400);
    expect(fieldErrors(invalid)).toEqual({ name: 'Technology name is required' });

    const created = await t.asOwner({
      method: 'POST',
      url: '/api/v1/technologies',
      payload: { name: 'Go', icon: 'https://cdn.example.com/go.svg' },
    });
    expect(created.statusCode).toBe(201);
    const technology = created.json<TechnologyBody>();
    expect(technology).toMatchObject({ name: 'Go', icon: 'https://cdn.example.com/go.svg', tags: [] });

    const updated = await t.asOwner({
      method: 'PUT',
      url: `/api/v1/technologies/${technology.id}`,
      payload: { name: 'Golang', icon: '' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ name: 'Golang', icon: null });

    const badIcon = await t.asOwner({
      method: 'PUT',
      url: `/api/v1/technologies/${technology.id}`,
      payload: { name: 'Golang', icon: 'javascript:alert(1)' },
    });
    expect(fieldErrors(badIcon)).toEqual({ icon: 'Invalid image URL' });

    const removed = await t.asOwner({ method: 'DELETE', url: `/api/v1/technologies/${technology.id}` });
    expect(removed.statusCode).toBe(204);
    expect((await t.inject({ method: 'GET', url: `/api/v1/technologies/${technology.id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await t.asOwner({ method: 'PUT', url: '/api/v1/technologies/99999', payload: { name: 'X' } }))
        .statusCode,
    ).toBe(404);
    expect((await t.asOwner({ method: 'DELETE', url: '/api/v1/technologies/99999' })).statusCode).toBe(404);
  });

  it('adds and removes tags idempotently, 404 for unknown ids', async () => {
    const technology = (
      await t.asOwner({ method: 'POST', url: '/api/v1/technologies', payload: { name: 'Rust' } })
    ).json<TechnologyBody>();
    const add = () =>
      t.asOwner({
        method: 'POST',
        url: '/api/v1/technologies/add-tag',
        payload: { technologyId: technology.id, tagId: 4 },
      });
    const first = await add();
    expect(first.statusCode).toBe(200);
    expect(first.json<TechnologyBody>().tags.map((tag) => tag.id)).toEqual([4]);
    expect((await add()).json()).toEqual(first.json());

    const remove = () =>
      t.asOwner({
        method: 'POST',
        url: '/api/v1/technologies/remove-tag',
        payload: { technologyId: technology.id, tagId: 4 },
      });
    const removed = await remove();
    expect(removed.statusCode).toBe(200);
    expect(removed.json<TechnologyBody>().tags).toEqual([]);
    expect((await remove()).statusCode).toBe(200);

    for (const payload of [
      { technologyId: 99999, tagId: 1 },
      { technologyId: technology.id, tagId: 99999 },
    ]) {
      for (const url of ['/api/v1/technologies/add-tag', '/api/v1/technologies/remove-tag']) {
        expect((await t.asOwner({ method: 'POST', url, payload })).statusCode).toBe(404);
      }
    }
    const invalid = await t.asOwner({
      method: 'POST',
      url: '/api/v1/technologies/add-tag',
      payload: { tagId: 'x' },
    });
    expect(fieldErrors(invalid)).toEqual({
      technologyId: 'Pick a valid technology',
      tagId: 'Pick a valid tag',
    });
  });

  it('deleting a technology unlinks it from projects and tags, which stay', async () => {
    const technology = (
      await t.asOwner({ method: 'POST', url: '/api/v1/technologies', payload: { name: 'Elixir' } })
    ).json<TechnologyBody>();
    await t.asOwner({
      method: 'POST',
      url: '/api/v1/technologies/add-tag',
      payload: { technologyId: technology.id, tagId: 2 },
    });
    await t.asOwner({
      method: 'POST',
      url: '/api/v1/projects/add-tech',
      payload: { projectId: 1, technologyId: technology.id },
    });
    expect(
      (await t.asOwner({ method: 'DELETE', url: `/api/v1/technologies/${technology.id}` })).statusCode,
    ).toBe(204);
    const project = await t.inject({ method: 'GET', url: '/api/v1/projects/1' });
    expect(
      project.json<{ technologies: TechnologyBody[] }>().technologies.map((item) => item.id),
    ).not.toContain(technology.id);
    expect((await t.inject({ method: 'GET', url: '/api/v1/tags/2' })).statusCode).toBe(200);
  });

  it('refuses a name another technology has, whatever its case, with 409 and the message under Name', async () => {
    const created = await t.asOwner({
      method: 'POST',
      url: '/api/v1/technologies',
      payload: { name: 'Svelte', icon: null },
    });
    expect(created.statusCode).toBe(201);
    const duplicate = await t.asOwner({
      method: 'POST',
      url: '/api/v1/technologies',
      payload: { name: 'react', icon: null },
    });
    expect(duplicate.statusCode).toBe(409);
    expect(fieldErrors(duplicate)).toEqual({ name: "A technology named 'react' already exists" });
    const renamed = await t.asOwner({
      method: 'PUT',
      url: `/api/v1/technologies/${created.json<{ id: number }>().id}`,
      payload: { name: 'REACT', icon: null },
    });
    expect(renamed.statusCode).toBe(409);
    expect(fieldErrors(renamed)).toEqual({ name: "A technology named 'REACT' already exists" });
  });
});
