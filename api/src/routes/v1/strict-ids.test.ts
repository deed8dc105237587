import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';

/** Ids are `^[1-9][0-9]*$` within PostgreSQL's integer, in paths and in bodies: nothing else names a row. */
describe('strict ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each(['0x2', '1e0', '+1', '%201', '1%20', '01', '1.0', '0', '-1', '2147483648', '99999999999999999999'])(
    'GET /tags/%s is a 400 problem, not a tag',
    async (id) => {
      const response = await t.inject({ method: 'GET', url: `/api/v1/tags/${id}` });
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
    },
  );

  it('GET /tags/2 and /tags/2147483647 are read as ids', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/v1/tags/2' })).statusCode).toBe(200);
    expect((await t.inject({ method: 'GET', url: '/api/v1/tags/2147483647' })).statusCode).toBe(404);
  });

  const project = (userId: unknown) => ({
    name: 'Strict ids',
    description: 'Owned by a real id only',
    domain: null,
    repo: null,
    details: null,
    cover: null,
    userId,
  });

  it.each([true, false, '0x1', '1e0', ' 1', '+1', '01', 1.5, 0, -1, 2147483648, null, [1], { id: 1 }, ''])(
    'refuses a project whose userId is %j, and writes nothing',
    async (userId) => {
      const before = (await t.inject({ method: 'GET', url: '/api/v1/projects?limit=100' })).body;
      const response = await t.asOwner({ method: 'POST', url: '/api/v1/projects', payload: project(userId) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ errors: { userId: 'Pick a valid user' } });
      expect((await t.inject({ method: 'GET', url: '/api/v1/projects?limit=100' })).body).toBe(before);
    },
  );

  it.each([(t) => t.ownerId, (t: TestApp) => String(t.ownerId)] as ((t: TestApp) => unknown)[])(
    'takes the owner id as a JSON number or as its digits',
    async (userIdOf) => {
      const response = await t.asOwner({
        method: 'POST',
        url: '/api/v1/projects',
        payload: project(userIdOf(t)),
      });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ userId: t.ownerId });
    },
  );

  it('refuses loose ids in link bodies', async () => {
    const response = await t.asOwner({
      method: 'POST',
      url: '/api/v1/technologies/add-tag',
      payload: { technologyId: '0x1', tagId: true },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual(['tagId', 'technologyId']);
  });
});
