import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, startTestApp, type TestApp } from '../../../../test/test-app';

interface ProjectBody {
  id: number;
  name: string;
  userId: number;
  domain: string | null;
  technologies: { id: number; name: string; tags: { name: string }[] }[];
}

const newProject = (userId: number, overrides: Record<string, unknown> = {}) => ({
  name: 'Weather Station',
  description: 'Reads sensors and charts them.',
  domain: 'https://weather.example.com',
  repo: '',
  details: '',
  userId,
  cover: '',
  ...overrides,
});

describe('projects', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('GET /api/v1/projects', () => {
    it('lists the seeded projects newest first with their technologies and tags, to anyone', async () => {
      const response = await t.inject({ method: 'GET', url: '/api/v1/projects' });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ projects: ProjectBody[]; totalPages: number }>();
      expect(body.totalPages).toBe(1);
      expect(body.projects.map((project) => project.name)).toEqual([
        'Portfolio',
        'Trail Planner',
        'Invoice API',
      ]);
      const portfolio = body.projects[0]!;
      expect(portfolio.technologies.map((technology) => technology.name)).toContain('TypeScript');
      expect(portfolio.technologies.find((technology) => technology.name === 'TypeScript')!.tags).not.toEqual(
        [],
      );
    });

    it('searches names case-insensitively, as a substring', async () => {
      const response = await t.inject({ method: 'GET', url: '/api/v1/projects?name=PLAN' });
      expect(response.json<{ projects: ProjectBody[] }>().projects.map((project) => project.name)).toEqual([
        'Trail Planner',
      ]);
    });

    it('treats % and _ in a search as plain characters', async () => {
      const response = await t.inject({ method: 'GET', url: '/api/v1/projects?name=%25' });
      expect(response.json()).toEqual({ projects: [], totalPages: 1 });
    });

    it.each([
      ['offset=-1', 'offset'],
      ['offset=abc', 'offset'],
      ['limit=0', 'limit'],
      ['limit=1.5', 'limit'],
    ])('refuses the paging %s with a 400 naming the field', async (query, field) => {
      const response = await t.inject({ method: 'GET', url: `/api/v1/projects?${query}` });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(Object.keys(fieldErrors(response))).toEqual([field]);
    });

    it('caps the limit at 100', async () => {
      const response = await t.inject({ method: 'GET', url: '/api/v1/projects?limit=100000' });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('GET /api/v1/projects/{id}', () => {
    it('answers one project to anyone, and 404 for an unknown id', async () => {
      const ok = await t.inject({ method: 'GET', url: '/api/v1/projects/1' });
      expect(ok.statusCode).toBe(200);
      expect(ok.json<ProjectBody>().id).toBe(1);
      const missing = await t.inject({ method: 'GET', url: '/api/v1/projects/99999' });
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toMatchObject({ status: 404, detail: 'Project not found.' });
    });

    it.each(['abc', '0', '-3', '1.5', '99999999999'])('answers 400 for the id %s', async (id) => {
      const response = await t.inject({ method: 'GET', url: `/api/v1/projects/${id}` });
      expect(response.statusCode).toBe(400);
    });
  });

  describe('create, update, delete', () => {
    it('creates a project, turning empty optional URLs into null', async () => {
      const response = await t.asOwner({
        method: 'POST',
        url: '/api/v1/projects',
        payload: newProject(t.ownerId),
      });
      expect(response.statusCode).toBe(201);
      const project = response.json<ProjectBody & { repo: string | null; cover: string | null }>();
      expect(project).toMatchObject({ name: 'Weather Station', repo: null, cover: null, technologies: [] });
      const listed = await t.inject({ method: 'GET', url: '/api/v1/projects?limit=1' });
      expect(listed.json<{ projects: ProjectBody[] }>().projects[0]!.id).toBe(project.id);
    });

    it('shows every message of the project form', async () => {
      const response = await t.asOwner({
        method: 'POST',
        url: '/api/v1/projects',
        payload: {
          name: ' ',
          description: '',
          domain: 'not a url',
          repo: 'ftp://x',
          details: 'javascript:1',
          userId: '',
        },
      });
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response)).toEqual({
        name: 'Project name is required',
        description: 'Description is required',
        domain: 'Invalid URL',
        repo: 'Invalid URL',
        details: 'Invalid URL',
        userId: 'Pick a valid user',
      });
    });

    it("refuses an owner that does not exist with 'Pick a valid user' and writes nothing", async () => {
      const before = await t.inject({ method: 'GET', url: '/api/v1/projects?limit=100' });
      const response = await t.asOwner({
        method: 'POST',
        url: '/api/v1/projects',
        payload: newProject(424242, { name: 'Ghost' }),
      });
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response)).toEqual({ userId: 'Pick a valid user' });
      const after = await t.inject({ method: 'GET', url: '/api/v1/projects?limit=100' });
      expect(after.json()).toEqual(before.json());
    });

    it('updates a project and answers the new version, technologies and their tags included', async () => {
      const created = (
        await t.asOwner({ method: 'POST', url: '/api/v1/projects', payload: newProject(t.ownerId) })
      ).json<ProjectBody>();
      for (const technologyId of [1, 2]) {
        await t.asOwner({
          method: 'POST',
          url: '/api/v1/projects/add-tech',
          payload: { projectId: created.id, technologyId },
        });
      }
      const response = await t.asOwner({
        method: 'PUT',
        url: `/api/v1/projects/${created.id}`,
        payload: newProject(t.ownerId, { name: 'Weather Station 2', domain: null }),
      });
      expect(response.statusCode).toBe(200);
      const answered = response.json<ProjectBody>();
      expect(answered).toMatchObject({ id: created.id, name: 'Weather Station 2', domain: null });
      expect(answered.technologies.map((technology) => technology.id).sort()).toEqual([1, 2]);
      expect(answered.technologies.some((technology) => technology.tags.length > 0)).toBe(true);
      const read = await t.asOwner({ method: 'GET', url: `/api/v1/projects/${created.id}` });
      expect(read.body).toBe(response.body);
    });

    it('answers 404 when updating or deleting an unknown project', async () => {
      const update = await t.asOwner({
        method: 'PUT',
        url: '/api/v1/projects/99999',
        payload: newProject(t.ownerId),
      });
      expect(update.statusCode).toBe(404);
      const remove = await t.asOwner({ method: 'DELETE', url: '/api/v1/projects/99999' });
      expect(remove.statusCode).toBe(404);
    });

    it('deletes a project with its technology links, leaving the technologies', async () => {
      const created = (
        await t.asOwner({ method: 'POST', url: '/api/v1/projects', payload: newProject(t.ownerId) })
      ).json<ProjectBody>();
      await t.asOwner({
        method: 'POST',
        url: '/api/v1/projects/add-tech',
        payload: { projectId: created.id, technologyId: 1 },
      });
      const response = await t.asOwner({ method: 'DELETE', url: `/api/v1/projects/${created.id}` });
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe('');
      expect((await t.inject({ method: 'GET', url: `/api/v1/projects/${created.id}` })).statusCode).toBe(404);
      expect((await t.inject({ method: 'GET', url: '/api/v1/technologies/1' })).statusCode).toBe(200);
    });
  });

  describe('technology links', () => {
    let projectId: number;
    beforeAll(async () => {
      projectId = (
        await t.asOwner({ method: 'POST', url: '/api/v1/projects', payload: newProject(t.ownerId) })
      ).json<ProjectBody>().id;
    });

    it('adds a technology and answers the project carrying it; adding it again changes nothing', async () => {
      const first = await t.asOwner({
        method: 'POST',
        url: '/api/v1/projects/add-tech',
        payload: { projectId, technologyId: 2 },
      });
      expect(first.statusCode).toBe(200);
      expect(first.json<ProjectBody>().technologies.map((technology) => technology.id)).toEqual([2]);
      const again = await t.asOwner({
        method: 'POST',
        url: '/api/v1/projects/add-tech',
        payload: { projectId, technologyId: 2 },
      });
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual(first.json());
    });

    it('removes a technology; removing one it does not have changes nothing', async () => {
      const removed = await t.asOwner({
        method: 'POST',
        url: '/api/v1/projects/remove-tech',
        payload: { projectId, technologyId: 2 },
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json<ProjectBody>().technologies).toEqual([]);
      const again = await t.asOwner({
        method: 'POST',
        url: '/api/v1/projects/remove-tech',
        payload: { projectId, technologyId: 2 },
      });
      expect(again.statusCode).toBe(200);
    });

    it('answers 404 for an unknown project or technology', async () => {
      for (const [url, payload, detail] of [
        ['/api/v1/projects/add-tech', { projectId: 99999, technologyId: 1 }, 'Project not found.'],
        ['/api/v1/projects/add-tech', { projectId, technologyId: 99999 }, 'Technology not found.'],
        ['/api/v1/projects/remove-tech', { projectId: 99999, technologyId: 1 }, 'Project not found.'],
        ['/api/v1/projects/remove-tech', { projectId, technologyId: 99999 }, 'Technology not found.'],
      ] as const) {
        const response = await t.asOwner({ method: 'POST', url, payload });
        expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(404);
        expect(response.json()).toMatchObject({ detail });
      }
    });

    it('answers 400 for a link without ids', async () => {
      const response = await t.asOwner({ method: 'POST', url: '/api/v1/projects/add-tech', payload: {} });
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response)).toEqual({
        projectId: 'Pick a valid project',
        technologyId: 'Pick a valid technology',
      });
    });
  });
});
