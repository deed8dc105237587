import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fieldErrors, startTestApp, type TestApp } from '../../../test/test-app';

interface Item {
  id: number;
  name: string;
  position: number;
  visible: boolean;
}
interface ProjectItem extends Item {
  technologies: Item[];
}

/** The owner decides what visitors see and in which order: projects and technologies alike. */
describe('the owner\u2019s order and visibility', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const names = (items: Item[]) => items.map((item) => item.name);
  const listProjects = async (asOwner = false) => {
    const request = { method: 'GET' as const, url: '/api/v1/projects?limit=100' };
    const response = asOwner ? await t.asOwner(request) : await t.inject(request);
    return response.json<{ projects: ProjectItem[] }>().projects;
  };
  const listTechnologies = async (asOwner = false) => {
    const request = { method: 'GET' as const, url: '/api/v1/technologies' };
    const response = asOwner ? await t.asOwner(request) : await t.inject(request);
    return response.json<{ technologies: Item[] }>().technologies;
  };
  const ownerProjects = async (asOwner = false) => {
    const request = { method: 'GET' as const, url: '/api/v1/users/1' };
    const response = asOwner ? await t.asOwner(request) : await t.inject(request);
    return response.json<{ projects: ProjectItem[] }>().projects;
  };
  const setOrder = (resource: 'projects' | 'technologies', ids: unknown) =>
    t.asOwner({ method: 'PUT', url: `/api/v1/${resource}/order`, payload: { ids } });
  const project = (overrides: Record<string, unknown> = {}) => ({
    name: 'Weather Station',
    description: 'Reads sensors.',
    userId: t.ownerId,
    ...overrides,
  });

  describe('order', () => {
    it('carries position and visible on every project and technology, the seed in its own order', async () => {
      const projects = await listProjects();
      expect(names(projects)).toEqual(['Portfolio', 'Trail Planner', 'Invoice API']);
      for (const item of [
        ...projects,
        ...projects.flatMap((p) => p.technologies),
        ...(await listTechnologies()),
      ]) {
        expect(item).toMatchObject({ position: expect.any(Number), visible: true });
      }
    });

    it('puts a new project and a new technology first', async () => {
      const created = await t.asOwner({ method: 'POST', url: '/api/v1/projects', payload: project() });
      expect(created.json()).toMatchObject({ visible: true });
      expect(names(await listProjects())[0]).toBe('Weather Station');
      const technology = await t.asOwner({
        method: 'POST',
        url: '/api/v1/technologies',
        payload: { name: 'Go' },
      });
      expect(technology.statusCode).toBe(201);
      expect(names(await listTechnologies())[0]).toBe('Go');
      await t.asOwner({ method: 'DELETE', url: `/api/v1/projects/${created.json<Item>().id}` });
      await t.asOwner({ method: 'DELETE', url: `/api/v1/technologies/${technology.json<Item>().id}` });
    });

    it('sets a new order of every project, followed by the list, the profile and the project pages', async () => {
      const ids = (await listProjects()).map((item) => item.id).reverse();
      const response = await setOrder('projects', ids);
      expect(response.statusCode).toBe(204);
      expect((await listProjects()).map((item) => item.id)).toEqual(ids);
      expect((await ownerProjects()).map((item) => item.id)).toEqual(ids);
      const paged = await t.inject({ method: 'GET', url: '/api/v1/projects?offset=1&limit=1' });
      expect(paged.json<{ projects: Item[] }>().projects.map((item) => item.id)).toEqual([ids[1]]);
      await setOrder('projects', [...ids].reverse());
    });

    it("orders technologies, and a project's technologies follow that order", async () => {
      const ids = (await listTechnologies()).map((item) => item.id).reverse();
      expect((await setOrder('technologies', ids)).statusCode).toBe(204);
      expect((await listTechnologies()).map((item) => item.id)).toEqual(ids);
      const [first] = await listProjects();
      const rank = new Map(ids.map((id, index) => [id, index]));
      const projectRanks = first!.technologies.map((technology) => rank.get(technology.id)!);
      expect(projectRanks).toEqual([...projectRanks].sort((a, b) => a - b));
      await setOrder('technologies', [...ids].reverse());
    });

    it.each([
      ['leaves an id out', (ids: number[]) => ids.slice(1), /names 2 of 3 ids/],
      ['names an unknown id', (ids: number[]) => [...ids, 99999], /Unknown ids: 99999/],
      ['repeats an id', (ids: number[]) => [ids[0], ...ids], /only once/],
      ['is empty', () => [], /List every id/],
      ['holds something other than ids', (ids: number[]) => [...ids.slice(1), 'one'], /./],
      ['holds a negative id', (ids: number[]) => [...ids.slice(1), -1], /./],
    ])('refuses a list that %s with 400 and changes nothing', async (_, make, message) => {
      const before = await listProjects();
      const response = await setOrder('projects', make(before.map((item) => item.id)));
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(Object.values(fieldErrors(response)).join(' ')).toMatch(message);
      expect(await listProjects()).toEqual(before);
    });

    it('refuses a body without ids, and anyone without a token', async () => {
      expect(
        (await t.asOwner({ method: 'PUT', url: '/api/v1/technologies/order', payload: {} })).statusCode,
      ).toBe(400);
      const anonymous = await t.inject({
        method: 'PUT',
        url: '/api/v1/technologies/order',
        payload: { ids: [1] },
      });
      expect(anonymous.statusCode).toBe(401);
    });
  });

  describe('visibility', () => {
    let hiddenProject: ProjectItem;
    let hiddenTechnology: Item;
    beforeEach(async () => {
      const technology = await t.asOwner({
        method: 'POST',
        url: '/api/v1/technologies',
        payload: { name: 'Secret Sauce', visible: false },
      });
      hiddenTechnology = technology.json<Item>();
      const created = await t.asOwner({
        method: 'POST',
        url: '/api/v1/projects',
        payload: project({ name: 'Stealth Startup', visible: false }),
      });
      hiddenProject = created.json<ProjectItem>();
      // A visible project that uses the hidden technology.
      await t.asOwner({
        method: 'POST',
        url: '/api/v1/projects/add-tech',
        payload: { projectId: 1, technologyId: hiddenTechnology.id },
      });
      return async () => {
        await t.asOwner({ method: 'DELETE', url: `/api/v1/projects/${hiddenProject.id}` });
        await t.asOwner({ method: 'DELETE', url: `/api/v1/technologies/${hiddenTechnology.id}` });
      };
    });

    it('creates hidden items when asked, and says so to the owner', () => {
      expect(hiddenProject).toMatchObject({ name: 'Stealth Startup', visible: false });
      expect(hiddenTechnology).toMatchObject({ name: 'Secret Sauce', visible: false });
    });

    it('keeps hidden items out of every anonymous read', async () => {
      expect(names(await listProjects())).not.toContain('Stealth Startup');
      expect(names(await ownerProjects())).not.toContain('Stealth Startup');
      expect(names(await listTechnologies())).not.toContain('Secret Sauce');
      const projects = await listProjects();
      expect(projects.flatMap((item) => names(item.technologies))).not.toContain('Secret Sauce');
      expect(
        (await t.inject({ method: 'GET', url: `/api/v1/projects/${hiddenProject.id}` })).statusCode,
      ).toBe(404);
      expect(
        (await t.inject({ method: 'GET', url: `/api/v1/technologies/${hiddenTechnology.id}` })).statusCode,
      ).toBe(404);
      const counted = await t.inject({ method: 'GET', url: '/api/v1/projects?limit=3' });
      expect(counted.json()).toMatchObject({ totalPages: 1 });
    });

    it('shows hidden items with their flag to a signed-in reader', async () => {
      expect(await listProjects(true)).toContainEqual(
        expect.objectContaining({ name: 'Stealth Startup', visible: false }),
      );
      expect(await ownerProjects(true)).toContainEqual(
        expect.objectContaining({ name: 'Stealth Startup', visible: false }),
      );
      expect(await listTechnologies(true)).toContainEqual(
        expect.objectContaining({ name: 'Secret Sauce', visible: false }),
      );
      const portfolio = (await listProjects(true)).find((item) => item.id === 1)!;
      expect(names(portfolio.technologies)).toContain('Secret Sauce');
      const one = await t.asOwner({ method: 'GET', url: `/api/v1/projects/${hiddenProject.id}` });
      expect(one.json()).toMatchObject({ visible: false });
    });

    it('keeps the flag on an update that leaves it out, and changes it when given', async () => {
      const url = `/api/v1/projects/${hiddenProject.id}`;
      const kept = await t.asOwner({ method: 'PUT', url, payload: project({ name: 'Stealth Startup 2' }) });
      expect(kept.json()).toMatchObject({ name: 'Stealth Startup 2', visible: false });
      const shown = await t.asOwner({ method: 'PUT', url, payload: project({ visible: true }) });
      expect(shown.json()).toMatchObject({ visible: true });
      expect(names(await listProjects())).toContain('Weather Station');
      const refused = await t.asOwner({ method: 'PUT', url, payload: project({ visible: 'yes' }) });
      expect(refused.statusCode).toBe(400);
      expect(fieldErrors(refused)).toEqual({ visible: 'Visible must be true or false' });
    });

    it('counts only visible projects in an anonymous list', async () => {
      const all = await t.asOwner({ method: 'GET', url: '/api/v1/projects?limit=1' });
      const visible = await t.inject({ method: 'GET', url: '/api/v1/projects?limit=1' });
      expect(all.json<{ totalPages: number }>().totalPages).toBe(
        visible.json<{ totalPages: number }>().totalPages + 1,
      );
    });
  });
});
