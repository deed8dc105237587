import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';

/** Renders with a fresh QueryClient that does not retry, like the host's providers but deterministic. */
export function renderWithQuery(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

type Reply = { status: number; body?: unknown } | 'network-error';

/**
 * Stubs `fetch` at the network boundary: each API path answers from `routes` (a function may change its
 * answer between calls); anything else is a 404. Returns the spy to inspect the calls.
 */
export function stubApi(routes: Record<string, Reply | (() => Reply)>) {
  const spy = vi.fn(async (input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname.replace(/^\/api\/v1/, '');
    const route = routes[path];
    const reply = typeof route === 'function' ? route() : (route ?? { status: 404, body: { status: 404 } });
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return Response.json(reply.body ?? null, { status: reply.status });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}
