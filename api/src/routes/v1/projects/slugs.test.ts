import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/test-app';

interface ProjectBody {
  id: number;
  name: string;
  slug: string;
  visible: boolean;
}

describe('project slugs (docs/product.md#project-pages)', () => {
  let t: TestApp;
  const create = async (name: string, overrides: Record<string, unknown> = {}) => {
    const response = await t.asOwner({
      method: 'POST',
      url: '/api/v1/projects',
      payload: { name, description: 'A project.', userId: t.ownerId, ...overrides },
    });
    expect(response.statusCode).toBe(201);
    return response.json<ProjectBody>();
  };
  const rename = async (project: ProjectBody, name: string, overrides: Record<string, unknown> = {}) => {
    const response = await t.asOwner({
      method: 'PUT',
      url: `/api/v1/projects/${project.id}`,
      payload: { name, description: 'A project.', userId: t.ownerId, ...overrides },
    });
    expect(response.statusCode).toBe(200);
    return response.json<ProjectBody>();
  };
  const bySlug = (slug: string, asOwner = false) =>
    (asOwner ? t.asOwner : t.inject)({ method: 'GET', url: `/api/v1/projects/slug/${slug}` });

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('gives the seeded projects slugs made from their names', async () => {
    const list = await t.inject({ method: 'GET', url: '/api/v1/projects' });
    expect(list.json<{ projects: ProjectBody[] }>().projects.map((project) => project.slug)).toEqual([
      'portfolio',
      'trail-planner',
      'invoice-api',
    ]);
    const one = await bySlug('trail-planner');
    expect(one.statusCode).toBe(200);
    expect(one.json<ProjectBody>()).toMatchObject({ name: 'Trail Planner', slug: 'trail-planner' });
  });

  it('makes a unique slug for a name another project has, and one for a name with nothing to keep', async () => {
    const first = await create('Café Über C++ & C#');
    const second = await create('café über c++ / c#');
    expect(first.slug).toBe('cafe-uber-cplusplus-csharp');
    expect(second.slug).toBe('cafe-uber-cplusplus-csharp-2');
    expect((await create('???')).slug).toBe('project');
    expect((await create('x'.repeat(120))).slug).toBe('x'.repeat(80));
  });

  it('keeps the slug while the name still makes it, and moves it on a rename, the old one still answering', async () => {
    const project = await create('Weather Station');
    expect((await rename(project, 'WEATHER station')).slug).toBe('weather-station');
    const renamed = await rename(project, 'Sky Watch');
    expect(renamed.slug).toBe('sky-watch');
    const old = await bySlug('weather-station');
    expect(old.statusCode).toBe(200);
    expect(old.json<ProjectBody>()).toMatchObject({ id: project.id, slug: 'sky-watch' });
    // An old address stays with its project: a new project of that name gets another one.
    expect((await create('Weather Station')).slug).toBe('weather-station-2');
    // Renamed back, the project takes its old address again and keeps the one it had meanwhile.
    expect((await rename(project, 'Weather Station')).slug).toBe('weather-station');
    expect((await bySlug('sky-watch')).json<ProjectBody>().slug).toBe('weather-station');
  });

  it('answers a hidden project to the owner only, and 404 for an unknown or malformed slug', async () => {
    const hidden = await create('Secret Lab', { visible: false });
    expect((await bySlug(hidden.slug)).statusCode).toBe(404);
    expect((await bySlug(hidden.slug, true)).statusCode).toBe(200);
    expect((await bySlug('no-such-project')).statusCode).toBe(404);
    expect((await bySlug('Not_A_Slug')).statusCode).toBe(400);
  });
});
