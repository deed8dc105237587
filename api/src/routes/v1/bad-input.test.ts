import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';

/** Whatever a client sends, the answer is a 4xx problem, never a 500, and nothing is half written. */
describe('bad input', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const snapshot = async () =>
    Promise.all(
      [
        '/api/v1/projects?limit=100',
        '/api/v1/tags?limit=100',
        '/api/v1/technologies',
        '/api/v1/experiences?limit=100',
      ].map(async (url) => (await t.inject({ method: 'GET', url })).body),
    );

  const expectProblem = async (request: InjectOptions, status: number) => {
    const response = await t.asOwner(request);
    expect(response.statusCode, `${request.method} ${request.url}: ${response.body}`).toBe(status);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json()).toMatchObject({ status });
    return response;
  };

  it('refuses malformed JSON with 400', async () => {
    await expectProblem(
      {
        method: 'POST',
        url: '/api/v1/tags',
        payload: '{"name": "x", "color": ',
        headers: { 'content-type': 'application/json' },
      },
      400,
    );
  });

  it.each([
    ['null', 'null'],
    ['an array', '[]'],
    ['a string', '"tag"'],
    ['a number', '42'],
  ])('refuses %s as a JSON body with 400', async (_, payload) => {
    await expectProblem(
      { method: 'POST', url: '/api/v1/tags', payload, headers: { 'content-type': 'application/json' } },
      400,
    );
  });

  it('refuses wrong types with 400 and field messages', async () => {
    const response = await expectProblem(
      {
        method: 'POST',
        url: '/api/v1/projects',
        payload: { name: 42, description: ['x'], userId: { id: 1 } },
      },
      400,
    );
    expect(Object.keys(response.json<{ errors: object }>().errors).sort()).toEqual([
      'description',
      'name',
      'userId',
    ]);
  });

  it('refuses a body over the JSON limit with 413', async () => {
    await expectProblem(
      { method: 'POST', url: '/api/v1/tags', payload: { name: 'x'.repeat(300 * 1024), color: 'red' } },
      413,
    );
  });

  it('refuses text too long for a field with 400', async () => {
    const response = await expectProblem(
      { method: 'POST', url: '/api/v1/tags', payload: { name: 'x'.repeat(61), color: 'red' } },
      400,
    );
    expect(response.json()).toMatchObject({ errors: { name: 'Must be at most 60 characters' } });
  });

  it('refuses a body of another content type with 415, and plain text as not an object with 400', async () => {
    await expectProblem(
      {
        method: 'POST',
        url: '/api/v1/tags',
        payload: '<tag name="x"/>',
        headers: { 'content-type': 'application/xml' },
      },
      415,
    );
    await expectProblem(
      {
        method: 'POST',
        url: '/api/v1/tags',
        payload: 'name=x&color=red',
        headers: { 'content-type': 'text/plain' },
      },
      400,
    );
  });

  it('refuses a multipart body anywhere but the upload route with 415', async () => {
    // Only the upload routes parse multipart (and pay for its per-request hooks).
    await expectProblem(
      {
        method: 'POST',
        url: '/api/v1/tags',
        payload: '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--XyZ--\r\n',
        headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
      },
      415,
    );
  });

  it('refuses NUL characters, which PostgreSQL cannot store, with 400', async () => {
    const before = await snapshot();
    const response = await expectProblem(
      { method: 'POST', url: '/api/v1/tags', payload: { name: 'a\u0000b', color: 'red' } },
      400,
    );
    expect(response.json()).toMatchObject({ errors: { name: 'Must not contain NUL characters' } });
    await expectProblem(
      { method: 'POST', url: '/api/v1/projects', payload: { name: 'P', description: 'a\u0000', userId: 1 } },
      400,
    );
    await expectProblem({ method: 'GET', url: '/api/v1/projects?name=%00' }, 400);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    '/api/v1/projects?offset=1&offset=2',
    '/api/v1/projects?limit=1e400',
    '/api/v1/projects?offset=99999999999',
    '/api/v1/tags?name=a&name=b',
    '/api/v1/experiences?limit=-5',
    '/api/v1/users?email=x&offset=x',
  ])('refuses the query %s with 400', async (url) => {
    await expectProblem({ method: 'GET', url }, 400);
  });

  it('refuses ids out of range in bodies with 400', async () => {
    await expectProblem(
      { method: 'POST', url: '/api/v1/projects/add-tech', payload: { projectId: 2 ** 31, technologyId: 1 } },
      400,
    );
    await expectProblem(
      { method: 'POST', url: '/api/v1/technologies/add-tag', payload: { technologyId: -1, tagId: 1.5 } },
      400,
    );
  });

  it('never answers 500 to any route given junk', async () => {
    const junk = [{}, { id: 'x' }, { name: null }, { userId: 'x'.repeat(100) }];
    for (const url of [
      '/api/v1/users',
      '/api/v1/projects',
      '/api/v1/technologies',
      '/api/v1/tags',
      '/api/v1/experiences',
      '/api/v1/auth/login',
      '/api/v1/auth/recover-password',
      '/api/v1/auth/change-password',
      '/api/v1/projects/add-tech',
      '/api/v1/technologies/remove-tag',
    ]) {
      for (const payload of junk) {
        const response = await t.asOwner({ method: 'POST', url, payload });
        expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBeLessThan(500);
      }
    }
  });
});
