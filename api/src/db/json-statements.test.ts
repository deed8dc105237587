import {
  experienceListSchema,
  experienceSchema,
  projectListSchema,
  projectSchema,
  publicUserSchema,
  tagListSchema,
  tagSchema,
  technologyListSchema,
  technologySchema,
  userSchema,
} from '@portfolio/shared/schemas';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

/**
 * The public reads are JSON written by PostgreSQL and sent as they are, past Fastify's response serializer.
 * So each answer is checked here against its response schema: nothing missing, nothing extra, no other type.
 */
const READS: [string, z.ZodType, 'anonymous' | 'owner'][] = [
  ['/api/v1/users/1', publicUserSchema, 'anonymous'],
  ['/api/v1/users/1', userSchema, 'owner'],
  ['/api/v1/projects?limit=100', projectListSchema, 'anonymous'],
  ['/api/v1/projects?limit=100', projectListSchema, 'owner'],
  ['/api/v1/projects/1', projectSchema, 'anonymous'],
  ['/api/v1/technologies', technologyListSchema, 'anonymous'],
  ['/api/v1/technologies?offset=0&limit=2', technologyListSchema, 'owner'],
  ['/api/v1/technologies/1', technologySchema, 'anonymous'],
  ['/api/v1/tags?limit=100', tagListSchema, 'anonymous'],
  ['/api/v1/tags/1', tagSchema, 'anonymous'],
  ['/api/v1/experiences?limit=100', experienceListSchema, 'anonymous'],
  ['/api/v1/experiences/1', experienceSchema, 'anonymous'],
];

describe('the JSON that PostgreSQL writes for the public reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each(READS)('%s matches its response schema exactly (%s, as %s)', async (url, schema, reader) => {
    const request = { method: 'GET' as const, url };
    const response = reader === 'owner' ? await t.asOwner(request) : await t.inject(request);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = response.json();
    // zod drops unknown keys: equal after parsing means none were there.
    expect(schema.parse(body)).toEqual(body);
    expect(response.body).not.toMatch(/\n/);
  });

  it('takes search terms with quotes, backslashes and wildcards as plain text', async () => {
    const created = await t.asOwner({
      method: 'POST',
      url: '/api/v1/tags',
      payload: { name: `O'Brien \\ 100%_`, color: 'red' },
    });
    expect(created.statusCode).toBe(201);
    for (const term of [`O'Brien`, `\\ 100%_`, `'); drop table tags; --`]) {
      const response = await t.inject({
        method: 'GET',
        url: `/api/v1/tags?name=${encodeURIComponent(term)}`,
      });
      expect(response.statusCode).toBe(200);
      const names = response.json<{ tags: { name: string }[] }>().tags.map((tag) => tag.name);
      expect(names, term).toEqual(term.startsWith(`'`) ? [] : [`O'Brien \\ 100%_`]);
    }
  });
});
