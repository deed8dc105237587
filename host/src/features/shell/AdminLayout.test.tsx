import { readToken, saveToken } from '@portfolio/shared/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from '@portfolio/shared/state';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { stubApi } from '@portfolio/ui/testing/stub-api';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../lib/full-page-navigation';
import { LocationProbe } from '../../test-utils';
import { AdminLayout } from './AdminLayout';

// jsdom cannot reload the page: the reload is observed at this boundary instead.
vi.mock('../../lib/full-page-navigation', () => ({ loadPage: vi.fn(), reloadPage: vi.fn() }));

function renderAt(path: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Provider store={createStore()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/admin" element={<AdminLayout />}>
              <Route index element={<p>home view</p>} />
              <Route path="*" element={<Link to="/admin/tags">admin screen</Link>} />
            </Route>
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </Provider>
    </QueryClientProvider>,
  );
}

// Focus kept inside, Escape and focus back to the menu button are the browser's: e2e/host-shell.spec.ts.
const openMenu = () => userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
const drawer = () => screen.queryByRole('dialog', { name: 'Menu' });
// jsdom applies no CSS: the wide screen's sidebar (hidden below 1024 px) is there beside the drawer.
const inDrawer = () => within(screen.getByRole('dialog', { name: 'Menu' }));

describe('AdminLayout', () => {
  beforeEach(() => vi.mocked(loadPage).mockReset());

  it('shows the title of the current path in the header', () => {
    renderAt('/admin/technologies/4');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Technologies');
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toBeInTheDocument();
  });

  it('keeps the drawer closed until the header button opens it, then lists the menu', async () => {
    renderAt('/admin');
    expect(drawer()).not.toBeInTheDocument();
    await openMenu();
    expect(drawer()).toBeVisible();
    const links = inDrawer()
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/admin'],
      ['Users', '/admin/users'],
      ['Projects', '/admin/projects'],
      ['Experiences', '/admin/experiences'],
      ['Technologies', '/admin/technologies'],
      ['Tags', '/admin/tags'],
      ['Inbox', '/admin/messages'],
      ['History', '/admin/history'],
      ['Profile', '/admin/profile'],
      ['Releases', '/admin/releases'],
      ['View site', '/'],
    ]);
    // What ships the site sits apart from the content screens, under a name of its own.
    const deployments = inDrawer().getByRole('list', { name: 'Deployments' });
    expect(
      within(deployments)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Releases']);
    expect(inDrawer().getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(inDrawer().getByRole('link', { name: 'Home' })).toHaveFocus();
    expect(inDrawer().getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('closes on a link click, goes there and retitles the header', async () => {
    renderAt('/admin');
    await openMenu();
    await userEvent.click(inDrawer().getByRole('link', { name: 'Experiences' }));
    expect(drawer()).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/experiences');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Experiences');
  });

  it('closes with its own visible close button', async () => {
    renderAt('/admin/tags');
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(drawer()).not.toBeInTheDocument();
  });

  it('closes on a click on the backdrop (the dialog itself, beside its panel), not on one in the panel', async () => {
    renderAt('/admin/tags');
    await openMenu();
    await userEvent.click(inDrawer().getByText('Admin'));
    expect(drawer()).toBeVisible();
    await userEvent.click(screen.getByRole('dialog', { name: 'Menu' }));
    expect(drawer()).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/tags');
  });

  it('closes when the page navigates by other means than its links', async () => {
    renderAt('/admin/projects');
    await openMenu();
    await userEvent.click(screen.getByRole('link', { name: 'admin screen' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/tags');
    expect(drawer()).not.toBeInTheDocument();
  });

  it('logs out: ends the sign-in on the server, forgets the token and loads the sign-in page', async () => {
    saveToken('header.payload.signature');
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    renderAt('/admin/users');
    await openMenu();
    await userEvent.click(inDrawer().getByRole('button', { name: 'Logout' }));
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/login'));
    expect(readToken()).toBeNull();
    expect(fetch).toHaveBeenCalledWith('/api/v1/auth/logout', expect.objectContaining({ method: 'POST' }));
  });

  it('keeps a sidebar for wide screens with the same menu, current section marked', () => {
    renderAt('/admin/tags/3');
    const sidebar = within(screen.getByRole('complementary', { name: 'Admin menu' }));
    expect(sidebar.getByRole('link', { name: 'Tags' })).toHaveAttribute('aria-current', 'page');
    expect(sidebar.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(sidebar.getByRole('link', { name: 'View site' })).toHaveAttribute('href', '/');
  });

  it("counts the Inbox's unread messages on its menu entry", async () => {
    const api = stubApi({
      'GET /messages': { status: 200, body: { messages: [], totalPages: 1, unread: 3 } },
    });
    renderAt('/admin');
    const sidebar = within(screen.getByRole('complementary', { name: 'Admin menu' }));
    expect(await sidebar.findByRole('link', { name: 'Inbox 3 unread' })).toHaveAttribute(
      'href',
      '/admin/messages',
    );
    expect(api.requests[0]!.query.get('folder')).toBe('inbox');
  });

  it('shows no badge on the Inbox entry when every message is read', async () => {
    const api = stubApi({
      'GET /messages': { status: 200, body: { messages: [], totalPages: 1, unread: 0 } },
    });
    renderAt('/admin');
    await vi.waitFor(() => expect(api.requests).toHaveLength(1));
    // The answer's turn to be drawn: a badge would be there by then.
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument();
    const sidebar = within(screen.getByRole('complementary', { name: 'Admin menu' }));
    expect(sidebar.getByRole('link', { name: 'Inbox' })).toBeInTheDocument();
  });
});
