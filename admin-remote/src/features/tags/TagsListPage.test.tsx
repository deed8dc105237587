import { problem, stubApi } from '@portfolio/ui/testing/stub-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listOf, renderAdmin } from '../../test/render-admin';

const frontend = { id: 1, name: 'Frontend', color: 'blue' };
const backend = { id: 2, name: 'Backend', color: 'green' };

describe('Tags list', () => {
  it('shows each tag as a badge in its colour, with Edit and Delete', async () => {
    const { requests } = stubApi({ 'GET /tags': listOf('tags', [frontend, backend], 3) });
    renderAdmin('/admin/tags');
    expect(await screen.findByRole('heading', { name: 'Tags' })).toBeInTheDocument();
    const row = (await screen.findByText('Frontend')).closest('tr')!;
    expect(within(row).getByText('Frontend')).toHaveAttribute('data-color', 'blue');
    expect(within(row).getByRole('link', { name: 'Edit Frontend' })).toHaveAttribute('href', '/admin/tags/1');
    expect(within(row).getByRole('button', { name: 'Delete Frontend' })).toBeInTheDocument();
    expect(screen.getByText('1 / 3', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New' })).toHaveAttribute('href', '/admin/tags/create-new');
    expect(requests[0]!.query.toString()).toBe('offset=0&limit=10');
  });

  it("offers 'Clear search' and 'New tag' when a search finds nothing", async () => {
    stubApi({ 'GET /tags': (request) => listOf('tags', request.query.get('name') ? [] : [frontend]) });
    const { user } = renderAdmin('/admin/tags?search=zzz');
    const empty = (await screen.findByText('No Results')).parentElement!;
    expect(empty).toHaveTextContent('Nothing matches “zzz”.');
    expect(within(empty).getByRole('link', { name: 'New tag' })).toHaveAttribute(
      'href',
      '/admin/tags/create-new',
    );
    await user.click(within(empty).getByRole('button', { name: 'Clear search' }));
    expect(await screen.findByText('Frontend')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/tags$/);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('filters as the owner types, the address in step, and Back leaves the search whole', async () => {
    const { requests } = stubApi({
      'GET /tags': (request) => {
        const name = request.query.get('name')?.toLowerCase() ?? '';
        return listOf(
          'tags',
          [frontend, backend].filter((tag) => tag.name.toLowerCase().includes(name)),
        );
      },
    });
    const { user, router } = renderAdmin('/admin/tags');
    expect(await screen.findByText('Backend')).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    await user.type(box, 'fr');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/tags?search=fr'));
    await waitFor(() => expect(screen.queryByText('Backend')).not.toBeInTheDocument());
    expect(screen.getByText('Frontend')).toBeInTheDocument();
    await user.type(box, 'ont');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/tags?search=front'));
    // The list's request follows the address: on a busy machine it may come a render later.
    await waitFor(() => expect(requests.at(-1)!.query.get('name')).toBe('front'));

    await act(() => router.navigate(-1));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/tags$/);
    expect(await screen.findByText('Backend')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it("says 'Failed to load tags.' until Retry loads them", async () => {
    let fail = true;
    stubApi({
      'GET /tags': () => (fail ? problem(500, 'Something went wrong') : listOf('tags', [frontend])),
    });
    const { user } = renderAdmin('/admin/tags');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load tags.');
    expect(screen.queryByText('No Results')).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Frontend')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks "Delete \'Frontend\' tag?" and deletes only on yes, then refetches the list', async () => {
    let tags = [frontend, backend];
    const { requests } = stubApi({
      'GET /tags': () => listOf('tags', tags),
      'DELETE /tags/1': () => {
        tags = [backend];
        return { status: 204 };
      },
    });
    const { user } = renderAdmin('/admin/tags');
    await user.click(await screen.findByRole('button', { name: 'Delete Frontend' }));
    expect(screen.getByRole('dialog')).toHaveTextContent("Delete 'Frontend' tag?");
    await user.click(screen.getByRole('button', { name: 'No, cancel' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Frontend' }));
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));
    expect(await screen.findByRole('status')).toHaveTextContent('Tag deleted successfully!');
    await waitFor(() => expect(screen.queryByText('Frontend')).not.toBeInTheDocument());
    expect(screen.getByText('Backend')).toBeInTheDocument();
  });

  it("says 'Failed to delete tag.' when the delete is refused, and keeps the row", async () => {
    stubApi({ 'GET /tags': listOf('tags', [frontend]), 'DELETE /tags/1': problem(500, 'No') });
    const { user } = renderAdmin('/admin/tags');
    await user.click(await screen.findByRole('button', { name: 'Delete Frontend' }));
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete tag.');
    expect(await screen.findByText('Frontend')).toBeInTheDocument();
  });
});
