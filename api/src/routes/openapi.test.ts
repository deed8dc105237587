import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../test/routes';
import { startTestApp, type TestApp } from '../../test/test-app';

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { security?: unknown[]; requestBody?: unknown; parameters?: unknown[] }>
  >;
}

/** `/api/v1/tags/` and `/api/v1/tags` name the same route. */
const normalise = (path: string) => path.replace(/\/$/, '') || '/';

describe('OpenAPI document at /api/docs', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    const response = await t.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    document = response.json<OpenApiDocument>();
  });
  afterAll(() => t.close());

  it('is OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
  });

  it('documents every route of the API, and no other', () => {
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map((method) => `${method.toUpperCase()} ${normalise(path)}`),
      )
      .sort();
    const expected = ROUTES.map((route) => `${route.method} ${normalise(route.path)}`).sort();
    expect(documented).toEqual(expected);
  });

  it('marks exactly the token routes as needing a bearer token', () => {
    for (const route of ROUTES) {
      const operations = document.paths[route.path] ?? document.paths[normalise(route.path)];
      const operation = operations![route.method.toLowerCase()]!;
      expect(operation.security ?? [], `${route.method} ${route.path}`).toEqual(
        route.access === 'token' ? [{ bearerAuth: [] }] : [],
      );
    }
  });

  it('describes request bodies from the shared schemas', () => {
    const createTag = document.paths['/api/v1/tags/']!.post!;
    expect(JSON.stringify(createTag.requestBody)).toContain('"color"');
  });

  it('serves the interactive docs page', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
  });
});
