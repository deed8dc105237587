import { vi } from 'vitest';

type Reply =
  { status: number; body?: unknown; delayMs?: number; headers?: Record<string, string> } | 'network-error';
type Handler = Reply | ((request: RecordedRequest) => Reply);

export interface RecordedRequest {
  method: string;
  /** The path under `/api/v1`, without the query. */
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

/**
 * Stubs `fetch` at the network boundary. Keys are `'GET /tags'` or just `'/tags'` (any method); a function
 * may answer differently each call. Anything unrouted is a 404 problem. `requests` records every call, its
 * parsed JSON body included, so a test can assert what was sent.
 */
export function stubApi(routes: Record<string, Handler>) {
  const requests: RecordedRequest[] = [];
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api\/v1/, '');
    const request: RecordedRequest = {
      method,
      path,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: new Headers(init?.headers),
    };
    requests.push(request);
    const handler = routes[`${method} ${path}`] ?? routes[path];
    const reply: Reply =
      typeof handler === 'function'
        ? handler(request)
        : (handler ?? { status: 404, body: { status: 404, title: 'Not Found' } });
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (reply.status === 204) return new Response(null, { status: 204 });
    const problem = reply.status >= 400;
    return new Response(JSON.stringify(reply.body ?? null), {
      status: reply.status,
      headers: {
        'Content-Type': problem ? 'application/problem+json' : 'application/json',
        ...reply.headers,
      },
    });
  });
  vi.stubGlobal('fetch', spy);
  return { spy, requests };
}

/** A problem+json answer as the API sends it. */
export const problem = (status: number, detail: string, errors?: Record<string, string>) => ({
  status,
  body: { status, title: 'Error', detail, ...(errors ? { errors } : {}) },
});
