import {
  experienceListSchema,
  experienceSchema,
  projectListSchema,
  projectDetailSchema,
  publicUserSchema,
  tagListSchema,
  tagSchema,
  technologyListSchema,
  technologySchema,
  userSchema,
} from '@portfolio/shared/schemas';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { defineStatement, queryRow } from './json-statements';

/**
 * The public reads are JSON written by PostgreSQL and sent as they are, past Fastify's response serializer.
 * So each answer is checked here against its response schema: nothing missing, nothing extra, no other type.
 */
const READS: [string, z.ZodType, 'anonymous' | 'owner'][] = [
  ['/api/v1/users/1', publicUserSchema, 'anonymous'],
  ['/api/v1/users/1', userSchema, 'owner'],
  ['/api/v1/projects?limit=100', projectListSchema, 'anonymous'],
  ['/api/v1/projects?limit=100', projectListSchema, 'owner'],
  ['/api/v1/projects/1', projectDetailSchema, 'anonymous'],
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

  it.each(READS.map(([url, schema, reader]) => ({ url, schema, reader })))(
    '$url matches its response schema exactly, as $reader',
    async ({ url, schema, reader }) => {
      const request = { method: 'GET' as const, url };
      const response = reader === 'owner' ? await t.asOwner(request) : await t.inject(request);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = response.json();
      // zod drops unknown keys: equal after parsing means none were there.
      expect(schema.parse(body)).toEqual(body);
      expect(response.body).not.toMatch(/\n/);
    },
  );

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

  const echo = defineStatement<{ text: string | null; count: number; flag: boolean }>(
    'echo_bound_values',
    ({ text, count, flag }) =>
      sql`select ${text}::text as text, ${count}::int as count, ${flag}::boolean as flag`,
  );

  it('sends every value as a bound parameter, never inside the SQL text', async () => {
    const client = (t.app.db as { $client?: unknown }).$client;
    // With this setting off a backslash escapes a quote inside a string literal: a value written into the SQL
    // would end its literal early; a bound one cannot. (PGlite has one session; the pool's are not ours to set.)
    if (client instanceof PGlite) await client.exec('SET standard_conforming_strings = off');
    try {
      for (const text of [`\\'; select 1; --`, `O'Brien`, 'two\nlines', null]) {
        // Twice: the first read prepares the statement, the next one only binds and executes it.
        for (const flag of [true, false]) {
          expect(await queryRow(t.app.db, echo, { text, count: 42, flag })).toEqual({
            text,
            count: 42,
            flag,
          });
        }
      }
    } finally {
      if (client instanceof PGlite) await client.exec('RESET standard_conforming_strings');
    }
  });
});
