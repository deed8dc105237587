import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToken, saveToken } from './session';
import { ApiError, apiRequest, buildQuery, configureApi } from './client';

const respond = (response: Response) => vi.fn(async (_url: string, _init?: RequestInit) => response);

describe('apiRequest', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearToken();
    configureApi({ baseUrl: '/api/v1', onUnauthorized: () => {} });
  });

  it('sends JSON with the bearer token from sessionStorage', async () => {
    saveToken('abc.def.ghi');
    const fetch = respond(Response.json({ id: 1 }));
    vi.stubGlobal('fetch', fetch);
    await expect(apiRequest('/tags', { method: 'POST', body: { name: 'x' } })).resolves.toEqual({ id: 1 });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/tags');
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer abc.def.ghi',
      'Content-Type': 'application/json',
    });
    expect(init?.body).toBe('{"name":"x"}');
  });

  it('uses the configured base URL and leaves empty query values out', async () => {
    configureApi({ baseUrl: 'https://api.example.test/api/v1/' });
    const fetch = respond(Response.json({}));
    vi.stubGlobal('fetch', fetch);
    await apiRequest('/projects', { query: { offset: 0, limit: 10, name: undefined } });
    expect(fetch.mock.calls[0]![0]).toBe('https://api.example.test/api/v1/projects?offset=0&limit=10');
  });

  it('turns a problem+json answer into an ApiError with field messages', async () => {
    const problem = {
      title: 'Bad Request',
      status: 400,
      detail: 'Invalid input',
      errors: { name: 'Tag name is required' },
    };
    vi.stubGlobal('fetch', respond(Response.json(problem, { status: 400 })));
    const error = await apiRequest('/tags', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: 'Invalid input',
      fieldErrors: { name: 'Tag name is required' },
    });
  });

  it('reports a 401 to the session handler only when a token was sent', async () => {
    const onUnauthorized = vi.fn();
    configureApi({ onUnauthorized });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 401 })),
    );
    await expect(apiRequest('/users')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    saveToken('expired.token.value');
    await expect(apiRequest('/users')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/tags')).rejects.toMatchObject({
      status: 0,
      message: 'The server could not be reached.',
    });
  });
});

describe('buildQuery', () => {
  it('encodes values', () => {
    expect(buildQuery({ name: 'a&b c' })).toBe('?name=a%26b+c');
    expect(buildQuery({})).toBe('');
  });
});
