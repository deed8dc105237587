import { apiRequest } from '@portfolio/shared/api';
import { readToken, saveToken } from '@portfolio/shared/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from '@portfolio/shared/state';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../feedback';
import { SessionExpiry } from './SessionExpiry';

const problem = (status: number) =>
  new Response(JSON.stringify({ status, title: 'Unauthorized' }), {
    status,
    headers: { 'Content-Type': 'application/problem+json' },
  });

let queryClient: QueryClient;

function renderAt(path: string) {
  queryClient = new QueryClient();
  queryClient.setQueryData(['users', { page: 1 }], { users: [], totalPages: 1 });
  render(
    <QueryClientProvider client={queryClient}>
      <Provider store={createStore()}>
        <MemoryRouter initialEntries={[path]}>
          <SessionExpiry />
          <Routes>
            <Route path="/login" element={<p>login form</p>} />
            <Route path="/admin/*" element={<p>admin area</p>} />
          </Routes>
          <Toaster />
        </MemoryRouter>
      </Provider>
    </QueryClientProvider>,
  );
}

describe('SessionExpiry', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.unstubAllGlobals());

  it('clears the token and the cached data, goes to /login and says why when a signed-in call is answered 401', async () => {
    saveToken('expired.token.value');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => problem(401)),
    );
    renderAt('/admin/users');
    expect(screen.getByText('admin area')).toBeInTheDocument();

    await act(async () => {
      await expect(apiRequest('/users')).rejects.toMatchObject({ status: 401 });
    });
    expect(readToken()).toBeNull();
    expect(queryClient.getQueryData(['users', { page: 1 }])).toBeUndefined();
    expect(screen.getByText('login form')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Your session has expired. Please sign in again.');
  });

  it('leaves the session alone on other failures', async () => {
    saveToken('valid.token.value');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => problem(403)),
    );
    renderAt('/admin/users');
    await act(async () => {
      await expect(apiRequest('/users/1', { method: 'DELETE' })).rejects.toMatchObject({ status: 403 });
    });
    expect(readToken()).toBe('valid.token.value');
    expect(queryClient.getQueryData(['users', { page: 1 }])).toBeDefined();
    expect(screen.getByText('admin area')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
