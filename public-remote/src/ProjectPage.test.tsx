import { projectQueries } from '@portfolio/shared/api';
import { renderWithProviders, testQueryClient } from '@portfolio/ui/testing/render';
import { problem, stubApi } from '@portfolio/ui/testing/stub-api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ProjectPage from './ProjectPage';
import { owner } from './test/fixtures';

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
});
