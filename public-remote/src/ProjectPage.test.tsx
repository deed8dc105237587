import { projectQueries } from '@portfolio/shared/api';
import { renderWithProviders, testQueryClient } from '@portfolio/ui/testing/render';
import { problem, stubApi } from '@portfolio/ui/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ProjectPage from './ProjectPage';
import { owner, projects } from './test/fixtures';

describe('ProjectPage', () => {
  it("says a missing project is not found, asking the API nothing the host's title query was answered", async () => {
    const { requests } = stubApi({
      'GET /projects/slug/nope': problem(404, 'Project not found.'),
      'GET /users/1': { status: 200, body: owner },
    });
    // The host's title reads the same query first, as it does around this page.
    const queryClient = testQueryClient();
    await queryClient.prefetchQuery(projectQueries.bySlug('nope'));
    renderWithProviders(<ProjectPage slug="nope" />, { queryClient, path: '/projects/nope' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Project not found');
    expect(screen.getByText('This project does not exist, or is no longer shown.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all projects' })).toHaveAttribute('href', '/projects');
    expect(requests.filter((request) => request.path === '/projects/slug/nope')).toHaveLength(1);
  });

  it('shows the gallery as captioned figures linking to their images, and opens the lightbox on a click', async () => {
    // jsdom has no modal dialogs: open and close as a browser's do, the close event included.
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.open = true;
    };
    HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
      this.open = false;
      this.dispatchEvent(new Event('close'));
    };
    const trail = {
      ...projects[1]!,
      gallery: [
        { image: '/api/uploads/projects/map.png', alt: 'The map of day two', caption: 'Offline maps' },
        { image: '/api/uploads/projects/list.png', alt: 'The packing list', caption: null },
      ],
    };
    stubApi({
      [`GET /projects/slug/${trail.slug}`]: { status: 200, body: trail },
      'GET /users/1': { status: 200, body: owner },
    });
    const { user } = renderWithProviders(<ProjectPage slug={trail.slug} />, {
      path: `/projects/${trail.slug}`,
    });
    const gallery = await screen.findByRole('region', { name: 'Screenshots' });
    const links = within(gallery).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/api/uploads/projects/map.png',
      '/api/uploads/projects/list.png',
    ]);
    expect(within(links[0]!).getByRole('img')).toHaveAccessibleName('The map of day two');
    expect(within(gallery).getAllByRole('figure')[0]).toHaveTextContent('Offline maps');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(links[0]!);
    const dialog = screen.getByRole('dialog', { name: `Screenshots of ${trail.name}` });
    expect(within(dialog).getByRole('img')).toHaveAccessibleName('The map of day two');
    expect(dialog).toHaveTextContent('1 / 2');
    await user.click(within(dialog).getByRole('button', { name: 'Next image' }));
    expect(within(dialog).getByRole('img')).toHaveAccessibleName('The packing list');
    expect(dialog).toHaveTextContent('2 / 2');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(links[1]).toHaveFocus();
  });

  it('shows the case study: role, period, outcomes and the write-up the API rendered', async () => {
    const portfolio = {
      ...projects[0]!,
      role: 'Sole developer',
      startMonth: '2024-01',
      endMonth: null,
      body: '## Problem',
      bodyHtml:
        '<h2>Problem</h2>\n<p>Out of date. <a href="https://example.com/post" rel="noopener">Post</a></p>',
      outcomes: [
        { text: 'JavaScript before the first tap', figure: '< 20 KiB' },
        { text: 'Readable without JavaScript', figure: null },
      ],
    };
    stubApi({
      'GET /projects/slug/portfolio': { status: 200, body: portfolio },
      'GET /users/1': { status: 200, body: owner },
    });
    renderWithProviders(<ProjectPage slug="portfolio" />, { path: '/projects/portfolio' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Portfolio');
    expect(screen.getByText('Role').nextSibling).toHaveTextContent('Sole developer');
    expect(screen.getByText('Period').nextSibling).toHaveTextContent('January 2024 – Ongoing');
    const outcomes = screen.getByRole('region', { name: 'Outcomes' });
    expect(outcomes).toHaveTextContent('< 20 KiBJavaScript before the first tap');
    expect(outcomes).toHaveTextContent('Readable without JavaScript');
    expect(screen.getByRole('heading', { level: 2, name: 'Problem' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post' })).toHaveAttribute('rel', 'noopener');
    expect(
      screen.getByRole('link', { name: 'Source code of Portfolio (opens in a new tab)' }),
    ).toBeInTheDocument();
    // The page's head, which a client-side navigation has to write itself (its code loads on demand).
    await waitFor(() =>
      expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
        /\/projects\/portfolio$/,
      ),
    );
  });
});
