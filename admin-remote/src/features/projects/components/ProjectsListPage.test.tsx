import { notificationAtom } from '@portfolio/shared/state';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProjectsListPage } from './ProjectsListPage';

const project = (id: number, name: string) => ({
  id,
  name,
  description: 'd',
  domain: null,
  repo: null,
  details: null,
  cover: null,
  userId: 1,
  technologies: [],
});

function renderPage() {
  const store = createStore();
  render(
    <Provider store={store}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <ProjectsListPage />
      </QueryClientProvider>
    </Provider>,
  );
  return store;
}

describe('ProjectsListPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the first page of projects from the API', async () => {
    const fetch = vi.fn(async () =>
      Response.json({ projects: [project(1, 'Atlas'), project(2, 'Beacon')], totalPages: 1 }),
    );
    vi.stubGlobal('fetch', fetch);
    renderPage();
    expect(await screen.findByRole('cell', { name: 'Atlas' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Beacon' })).toBeInTheDocument();
    expect(fetch).toHaveBeenCalledWith('/api/v1/projects?offset=0&limit=10', expect.anything());
  });

  it("shows 'No Results' when the list cannot be loaded", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 500 })),
    );
    renderPage();
    expect(await screen.findByText('No Results')).toBeInTheDocument();
  });

  it('raises a toast through the shared notification atom on Refresh', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ projects: [project(1, 'Atlas')], totalPages: 1 })),
    );
    const store = renderPage();
    await screen.findByRole('cell', { name: 'Atlas' });
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(store.get(notificationAtom)).toMatchObject({
      visible: true,
      text: 'Projects refreshed.',
      type: 'success',
    });
  });
});
