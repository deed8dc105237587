import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { multipart } from '../../test/images';
import { startTestApp, usesPostgres } from '../../test/test-app';

/**
 * Property-based fuzzing of every operation in the served OpenAPI document: whatever the method, path
 * parameters, query, body and token, the answer is never a 5xx, every 4xx is problem+json, and a refused
 * write leaves the database as it was. `FUZZ_RUNS` cases per operation: 200 on PGlite in CI (`pnpm fuzz`:
 * 10,000), 30 on PostgreSQL, where the same code only meets the server's own error codes.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? (usesPostgres() ? 30 : 200));

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
}
interface Operation {
  parameters?: { in: 'path' | 'query'; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}

// Text that has hurt parsers, databases and validators before: ids written loosely, NULs, huge numbers,
// SQL and path syntax, lone surrogates, whitespace.
const NASTY_TEXT = [
  '',
  ' ',
  '0',
  '1',
  '-1',
  '0x2',
  '1e0',
  '+1',
  ' 1',
  '01',
  '1.5',
  '2147483647',
  '2147483648',
  '99999999999999999999',
  'NaN',
  'null',
  'true',
  '\u0000',
  "' or 1=1 --",
  '%',
  '_',
  '\\',
  '../../etc/passwd',
  '\ud800',
  '😀',
  'a'.repeat(5000),
  'https://example.com',
  'javascript:alert(1)',
  '2024-02-30',
  '2024-01-01',
  'owner@example.com',
];
const nastyText = fc.oneof(
  fc.constantFrom(...NASTY_TEXT),
  fc.string({ maxLength: 80 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
);
const nastyNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 2, 1.5, 2147483647, 2147483648, Number.MAX_SAFE_INTEGER, 1e308, -0),
  fc.integer(),
  fc.double(),
);

/** Percent-encodes a path segment; a lone surrogate goes out as the invalid UTF-8 bytes it would be. */
const encodeSegment = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

/** Values shaped by the schema most of the time, anything JSON can hold the rest. */
function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const anything = fc.jsonValue({ maxDepth: 2 });
  if (!schema || depth > 3) return anything;
  const variants = schema.anyOf ?? schema.oneOf;
  let shaped: fc.Arbitrary<unknown>;
  if (variants) shaped = fc.oneof(...variants.map((variant) => valueFor(variant, depth + 1)));
  else if (schema.enum) shaped = fc.constantFrom(...schema.enum);
  else if (schema.const !== undefined) shaped = fc.constant(schema.const);
  else if (schema.type === 'string') {
    const formatted =
      schema.format === 'email'
        ? fc.emailAddress()
        : schema.format === 'uri'
          ? fc.webUrl()
          : schema.format === 'date'
            ? fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10))
            : fc.string({ minLength: 1, maxLength: 40 });
    shaped = fc.oneof(formatted, nastyText);
  } else if (schema.type === 'integer' || schema.type === 'number') shaped = nastyNumber;
  else if (schema.type === 'boolean') shaped = fc.boolean();
  else if (schema.type === 'null') shaped = fc.constant(null);
  else if (schema.type === 'array') shaped = fc.array(valueFor(schema.items, depth + 1), { maxLength: 4 });
  else if (schema.type === 'object' && schema.properties) {
    const fields = Object.fromEntries(
      Object.entries(schema.properties).map(([name, property]) => [name, valueFor(property, depth + 1)]),
    );
    shaped = fc.record(fields, { requiredKeys: [] });
  } else shaped = anything;
  return fc.oneof({ arbitrary: shaped, weight: 4 }, { arbitrary: anything, weight: 1 });
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Multipart bodies: well-formed with hostile files and fields, or broken framing. */
const multipartBody = fc.oneof(
  fc
    .record({
      preset: fc.oneof(fc.constantFrom('projects', 'technologies', 'avatars'), nastyText),
      bytes: fc.oneof(
        fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.concat([PNG_MAGIC, Buffer.from(bytes)])),
        fc
          .string({ maxLength: 400 })
          .map((text) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg">${text}</svg>`)),
        fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
      ),
    })
    .map(({ preset, bytes }) =>
      multipart({ upload_preset: preset, cloud_name: 'local' }, [
        { name: 'file', filename: 'x.png', contentType: 'image/png', data: bytes },
      ]),
    ),
  fc
    .record({
      contentType: fc.constantFrom(
        'multipart/form-data',
        'multipart/form-data; boundary=XyZ',
        'multipart/form-data; boundary=',
      ),
      body: fc.string({ maxLength: 300 }),
    })
    .map(({ contentType, body }) => ({ headers: { 'content-type': contentType }, payload: body })),
);

const t = await startTestApp();
const document = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json<{
  paths: Record<string, Record<string, Operation>>;
}>();
const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({
    method: method.toUpperCase() as InjectOptions['method'],
    path,
    operation,
  })),
);

/** Every row of every table a refused request could have touched (not the sign-in counters, which count it). */
async function fingerprint() {
  const tables = [
    'users',
    'experiences',
    'projects',
    'technologies',
    'tags',
    'project_technologies',
    'experience_technologies',
    'technology_tags',
    'password_reset_tokens',
  ];
  const columns = tables.map((table) =>
    sql.raw(
      `(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${table} x) as "${table}"`,
    ),
  );
  const result = await t.app.db.execute(sql`select ${sql.join(columns, sql`, `)}`);
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows ?? result);
}

describe(`fuzzing every operation of the OpenAPI document (${RUNS} cases each)`, () => {
  afterAll(() => t.close());

  it('found the operations', () => {
    expect(operations.length).toBeGreaterThan(30);
  });

  it.each(operations)(
    '$method $path',
    { timeout: 60_000 + RUNS * 100 },
    async ({ method, path, operation }) => {
      const pathParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'path');
      const queryParameters = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      const jsonBody = operation.requestBody?.content['application/json']?.schema;
      const isUpload = Boolean(operation.requestBody?.content['multipart/form-data']);
      const writes = method !== 'GET';

      const request = fc.record({
        params: fc.record(
          Object.fromEntries(
            pathParameters.map((parameter) => [parameter.name, fc.oneof(nastyText, fc.nat().map(String))]),
          ),
        ),
        query: fc.record(
          Object.fromEntries(
            queryParameters.map((parameter) => [
              parameter.name,
              fc.oneof(nastyText, nastyNumber.map(String)),
            ]),
          ),
          { requiredKeys: [] },
        ),
        body: isUpload ? multipartBody : jsonBody ? valueFor(jsonBody) : fc.constant(undefined),
        token: fc.constantFrom('owner', 'none', 'garbage'),
      });

      // The database as the last accepted write left it: a refused request must find it so.
      let state = await fingerprint();
      await fc.assert(
        fc.asyncProperty(request, async ({ params, query, body, token }) => {
          const url = path.replace(/\{([^}]+)\}/g, (_, name: string) =>
            encodeSegment(params[name] as string),
          );
          const headers: Record<string, string> =
            token === 'owner'
              ? { authorization: `Bearer ${t.ownerToken}` }
              : token === 'garbage'
                ? { authorization: 'Bearer a.b.c' }
                : {};
          const options: InjectOptions = { method, url, query: query as Record<string, string>, headers };
          if (isUpload) {
            const upload = body as { headers: Record<string, string>; payload: string | Buffer };
            Object.assign(headers, upload.headers);
            options.payload = upload.payload;
          } else if (body !== undefined) {
            options.payload = JSON.stringify(body);
            headers['content-type'] = 'application/json';
          }
          const response = await t.inject(options);
          // An accepted recovery request finishes its work (the link, the mail) after answering: let it, so its
          // write is part of this case, not of the next one.
          await t.app.passwordLinks.flush();
          const where = `${method} ${url} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          if (response.statusCode >= 400) {
            expect(response.headers['content-type'], where).toContain('application/problem+json');
            if (writes) expect(await fingerprint(), `${where}: the database changed`).toBe(state);
          } else if (writes) {
            state = await fingerprint();
          }
        }),
        { numRuns: RUNS },
      );
    },
  );
});
