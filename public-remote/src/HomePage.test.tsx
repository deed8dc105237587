import { OWNER_USER_ID } from '@portfolio/shared/config';
import { technologyQueries, userQueries } from '@portfolio/shared/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import HomePage, { islands } from './HomePage';
import { emptyOwner, owner, react, typescript } from './test/fixtures';
import { renderWithProviders } from '@portfolio/ui/testing/render';
import { stubApi } from '@portfolio/ui/testing/stub-api';

const technologies = { status: 200, body: { technologies: [typescript, react], totalPages: 1 } };

beforeEach(() => {
  // Swiper reads its breakpoints through matchMedia, which jsdom lacks.
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
});

describe('HomePage', () => {
  it('shows about, experience, my stack and projects in that order, from user 1 and the technologies', async () => {
    const { spy: fetch } = stubApi({
      '/users/1': { status: 200, body: owner },
      '/technologies': technologies,
    });
    const { container } = renderWithProviders(<HomePage />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeInTheDocument();
    expect([...container.querySelectorAll('section')].map((section) => section.id)).toEqual([
      'about',
      'experience',
      'my-stack',
      'projects',
    ]);
    expect(screen.getByRole('heading', { level: 2, name: 'Experience' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Senior Frontend Engineer' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'My stack' })).getByRole('heading', { name: 'TypeScript' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Trail Planner' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Projects' })).getByRole('link', { name: 'All projects' }),
    ).toHaveAttribute('href', '/projects');
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual(
      expect.arrayContaining(['/api/v1/users/1', '/api/v1/technologies']),
    );
    expect(document.head.querySelector<HTMLMetaElement>('meta[property="og:title"]')?.content).toBe(
      'Alex Morgan · Full-stack developer',
    );
  });

  it('shows skeletons, announced as loading, while the data is on its way', async () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const { container } = renderWithProviders(<HomePage />);
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
      'Loading the profile…',
      'Loading the work experience…',
      'Loading the stack…',
      'Loading the projects…',
    ]);
    // The anchors exist from the start, so a header link works before the data arrives.
    expect([...container.querySelectorAll('section')].map((section) => section.id)).toEqual([
      'about',
      'experience',
      'my-stack',
      'projects',
    ]);
  });

  it('explains a failed profile request and recovers with Retry, the stack unaffected', async () => {
    let profileReply: { status: number; body?: unknown } = { status: 500, body: { status: 500 } };
    stubApi({ '/users/1': () => profileReply, '/technologies': technologies });
    renderWithProviders(<HomePage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The portfolio could not be loaded. Please check your connection and try again.',
    );
    expect(screen.getAllByText('Not available right now: see the message above.')).toHaveLength(2);
    expect(await screen.findByRole('heading', { name: 'TypeScript' })).toBeInTheDocument();

    profileReply = { status: 200, body: owner };
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('explains a failed stack request with its own Retry, the profile unaffected', async () => {
    let stackReply: 'network-error' | typeof technologies = 'network-error';
    stubApi({ '/users/1': { status: 200, body: owner }, '/technologies': () => stackReply });
    renderWithProviders(<HomePage />);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The technology stack could not be loaded.');
    expect(screen.getByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeInTheDocument();

    stackReply = technologies;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'React' })).toBeInTheDocument();
  });

  it('shows empty states for a profile without experience and projects, and no stack', async () => {
    stubApi({
      '/users/1': { status: 200, body: emptyOwner },
      '/technologies': { status: 200, body: { technologies: [], totalPages: 1 } },
    });
    renderWithProviders(<HomePage />);
    expect(await screen.findByText('No work experience to show yet.')).toBeInTheDocument();
    expect(screen.getByText('No technologies to show yet.')).toBeInTheDocument();
    expect(await screen.findByText('No projects to show yet.')).toBeInTheDocument();
    expect(screen.getByText('Available for hire')).toBeInTheDocument();
    expect(screen.getByText('front end developer')).toBeInTheDocument();
  });

  it('leaves out what the owner hid, even when the owner is signed in and the API sends it', async () => {
    const hiddenTechnology = { ...react, visible: false };
    const [first, second, ...rest] = owner.projects;
    stubApi({
      '/users/1': {
        status: 200,
        body: {
          ...owner,
          projects: [
            { ...first!, technologies: [typescript, hiddenTechnology] },
            { ...second!, visible: false },
            ...rest,
          ],
        },
      },
      '/technologies': { status: 200, body: { technologies: [typescript, hiddenTechnology], totalPages: 1 } },
    });
    renderWithProviders(<HomePage />);
    const portfolio = await screen.findByRole('article', { name: 'Portfolio' });
    expect(screen.queryByRole('article', { name: second!.name })).not.toBeInTheDocument();
    expect(within(portfolio).queryByRole('img', { name: 'React' })).not.toBeInTheDocument();
    const stack = screen.getByRole('region', { name: 'My stack' });
    expect(within(stack).getByRole('heading', { name: 'TypeScript' })).toBeInTheDocument();
    expect(within(stack).queryByRole('heading', { name: 'React' })).not.toBeInTheDocument();
  });
});

describe('HomePage: islands', () => {
  it('exports each island, which renders alone exactly what its container holds in the server-rendered page', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(userQueries.detail(OWNER_USER_ID).queryKey, owner);
    queryClient.setQueryData(technologyQueries.all().queryKey, technologies.body.technologies);
    const serverRender = (element: ReactNode) =>
      renderToString(
        <QueryClientProvider client={queryClient}>
          <MemoryRouter initialEntries={['/?tech=typescript']}>{element}</MemoryRouter>
        </QueryClientProvider>,
      );
    // The carousel's chunk, as the browser loads it before hydrating the projects (the server waits for it).
    await islands.projects.load();
    const parsed = (html: string) => Object.assign(document.createElement('div'), { innerHTML: html });
    const page = parsed(serverRender(<HomePage />));
    for (const name of ['technologies', 'projects'] as const) {
      const { Component } = islands[name];
      expect(parsed(serverRender(<Component />)).innerHTML).toBe(
        page.querySelector(`[data-island="${name}"]`)!.innerHTML,
      );
    }
    expect(page.querySelector('[data-island="projects"]')).toHaveTextContent(
      '1 of 3 projects uses TypeScript.',
    );
  });

  it('renders a link made from an accented technology name filtered on the server', () => {
    const cafe = { ...typescript, id: 10, name: 'Café' };
    const queryClient = new QueryClient();
    queryClient.setQueryData(userQueries.detail(OWNER_USER_ID).queryKey, {
      ...owner,
      projects: [{ ...owner.projects[0]!, technologies: [cafe] }, ...owner.projects.slice(1)],
    });
    queryClient.setQueryData(technologyQueries.all().queryKey, [cafe]);
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/?tech=cafe']}>
          <HomePage />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const page = Object.assign(document.createElement('div'), { innerHTML: html });
    expect(page.querySelector('[data-island="projects"]')).toHaveTextContent('1 of 3 projects uses Café.');
    expect(page.querySelector('a[href="/?tech=cafe#projects"]')).toHaveTextContent('Café');
  });
});

describe('HomePage: projects filtered by a technology', () => {
  const rust = { ...react, id: 9, name: 'Rust', icon: null, tags: [] };
  const routes = {
    '/users/1': { status: 200, body: owner },
    '/technologies': { status: 200, body: { technologies: [typescript, react, rust], totalPages: 1 } },
  };
  const articles = () =>
    screen.queryAllByRole('article').map((article) => article.getAttribute('aria-labelledby'));
  const status = () => within(screen.getByRole('region', { name: 'Projects' })).getAllByRole('status')[0]!;

  it('filters the projects when a technology of the stack is chosen, says how many, and shows all again', async () => {
    stubApi(routes);
    const { router } = renderWithProviders(<HomePage />);
    const stack = screen.getByRole('region', { name: 'My stack' });
    await userEvent.click(await within(stack).findByRole('link', { name: 'React' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/?tech=react#projects');
    expect(within(stack).getByRole('link', { name: 'React' })).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(status()).toHaveTextContent('1 of 3 projects uses React.'));
    expect(await screen.findByRole('article', { name: 'Portfolio' })).toBeInTheDocument();
    expect(articles()).toEqual(['project-21-name']);

    await userEvent.click(screen.getByRole('link', { name: 'Show all projects' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/#projects$/);
    expect(status()).toBeEmptyDOMElement();
    await waitFor(() => expect(articles()).toHaveLength(3));

    // Back and forward walk through the choices like any other page.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(status()).toHaveTextContent('1 of 3 projects uses React.'));
    await act(() => router.navigate(1));
    await waitFor(() => expect(status()).toBeEmptyDOMElement());
  });

  it('opens a shared link already filtered, the stack marking the choice and its project counts', async () => {
    stubApi(routes);
    renderWithProviders(<HomePage />, { path: '/?tech=docker' });
    await waitFor(() => expect(status()).toHaveTextContent('1 of 3 projects uses Docker.'));
    expect(await screen.findByRole('article', { name: 'Trail Planner' })).toBeInTheDocument();
    expect(articles()).toEqual(['project-22-name']);
    const stack = screen.getByRole('region', { name: 'My stack' });
    const typescriptCard = within(stack).getByRole('link', { name: 'TypeScript' }).closest('li')!;
    expect(typescriptCard).toHaveTextContent('1 project');
    expect(within(stack).getByRole('link', { name: 'Rust' }).closest('li')).toHaveTextContent(
      'No projects yet',
    );
  });

  it('says so when no project uses the technology, with the way back to all', async () => {
    stubApi(routes);
    renderWithProviders(<HomePage />, { path: '/?tech=rust' });
    await waitFor(() => expect(status()).toHaveTextContent('No project uses Rust yet.'));
    expect(articles()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Show all projects' })).toHaveAttribute('href', '/#projects');
  });

  it('filters by a technology with an accent in its name, by the link its card makes', async () => {
    const cafe = { ...rust, id: 10, name: 'Café' };
    const withCafe = {
      ...owner,
      projects: [{ ...owner.projects[0]!, technologies: [typescript, cafe] }, ...owner.projects.slice(1)],
    };
    stubApi({
      '/users/1': { status: 200, body: withCafe },
      '/technologies': { status: 200, body: { technologies: [typescript, cafe], totalPages: 1 } },
    });
    renderWithProviders(<HomePage />);
    const stack = screen.getByRole('region', { name: 'My stack' });
    const link = await within(stack).findByRole('link', { name: 'Café' });
    expect(link).toHaveAttribute('href', '/?tech=cafe#projects');

    await userEvent.click(link);
    await waitFor(() => expect(status()).toHaveTextContent('1 of 3 projects uses Café.'));
    expect(articles()).toEqual(['project-21-name']);
  });

  it('shows every project for a technology it does not know (an old link)', async () => {
    stubApi(routes);
    renderWithProviders(<HomePage />, { path: '/?tech=cobol' });
    await waitFor(() => expect(articles()).toHaveLength(3));
    expect(status()).toBeEmptyDOMElement();
    expect(screen.queryByRole('link', { name: 'Show all projects' })).not.toBeInTheDocument();
  });
});
