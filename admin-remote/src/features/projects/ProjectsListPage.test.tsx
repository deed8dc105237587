import { problem, stubApi } from '@portfolio/ui/testing/stub-api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Project } from '@portfolio/shared/schemas';
import { project } from '../../test/fixtures';
import { listOf, renderAdmin } from '../../test/render-admin';

const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]!.textContent);

/** A server that keeps the order it is given, like the API. */
function orderedServer(initial: Project[], { refuseOrder = false } = {}) {
  let projects = initial;
  return stubApi({
    'GET /projects': (request) => {
      const offset = Number(request.query.get('offset'));
      const limit = Number(request.query.get('limit'));
      const search = request.query.get('name')?.toLowerCase();
      const found = projects.filter((item) => !search || item.name.toLowerCase().includes(search));
      return listOf(
        'projects',
        found.slice(offset, offset + limit),
        Math.max(1, Math.ceil(found.length / limit)),
      );
    },
    'PUT /projects/order': (request) => {
      if (refuseOrder) return problem(500, 'No');
      const ids = (request.body as { ids: number[] }).ids;
      projects = ids.map((id) => projects.find((item) => item.id === id)!);
      return { status: 204 };
    },
  });
}

describe('Projects list', () => {
  it('shows the cover or a placeholder, the name and a Hidden badge for what visitors do not see', async () => {
    orderedServer([
      project(1, 'Portfolio', { cover: '/api/uploads/projects/a.webp' }),
      project(2, 'Stealth', { visible: false }),
    ]);
    renderAdmin('/admin/projects');
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(rows[0]!.querySelector('img')).toHaveAttribute('src', '/api/uploads/projects/a.webp');
    expect(within(rows[1]!).getByTestId('monogram-tile')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Hidden')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText('Hidden')).not.toBeInTheDocument();
  });

  it('keeps the page and the search in the URL and asks the API for them', async () => {
    const many = Array.from({ length: 12 }, (_, index) => project(index + 1, `Project ${index + 1}`));
    const { requests } = orderedServer(many);
    const { user, router } = renderAdmin('/admin/projects');
    expect(await screen.findByText('1 / 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('2 / 2')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/projects?page=2');
    expect(names()).toEqual(['Project 11', 'Project 12']);

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'project 1{Enter}');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?search=project+1'));
    await waitFor(() => expect(requests.at(-1)!.query.toString()).toBe('offset=0&limit=10&name=project+1'));

    await router.navigate(-1);
    expect(await screen.findByText('2 / 2')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('moves a project down with the keyboard, saves the whole order and keeps the focus on it', async () => {
    const { requests } = orderedServer([project(1, 'Alpha'), project(2, 'Beta'), project(3, 'Gamma')]);
    const { user } = renderAdmin('/admin/projects');
    const moveDown = await screen.findByRole('button', { name: 'Move Alpha down' });
    expect(screen.getByRole('button', { name: 'Move Alpha up' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move Gamma down' })).toBeDisabled();
    moveDown.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(names()).toEqual(['Beta', 'Alpha', 'Gamma']));
    const saved = requests.find((request) => request.path === '/projects/order');
    expect(saved!.body).toEqual({ ids: [2, 1, 3] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move Alpha down' })).toHaveFocus());
    expect(screen.getByText('Alpha moved to position 2 of 3.')).toBeInTheDocument();
    expect(screen.getByText('Order saved')).toHaveAttribute('role', 'status');
  });

  it('moves a row dropped on another to its place', async () => {
    const { requests } = orderedServer([project(1, 'Alpha'), project(2, 'Beta'), project(3, 'Gamma')]);
    renderAdmin('/admin/projects');
    const row = async (name: string) => (await screen.findByText(name)).closest('tr')!;
    const dataTransfer = { setData: () => {}, effectAllowed: '' };
    fireEvent.dragStart(await row('Gamma'), { dataTransfer });
    fireEvent.dragOver(await row('Alpha'), { dataTransfer });
    fireEvent.drop(await row('Alpha'), { dataTransfer });
    await waitFor(() => expect(names()).toEqual(['Gamma', 'Alpha', 'Beta']));
    expect(requests.find((request) => request.path === '/projects/order')!.body).toEqual({ ids: [3, 1, 2] });
  });

  it("puts the old order back with 'Failed to update project.' when the new one is refused", async () => {
    orderedServer([project(1, 'Alpha'), project(2, 'Beta')], { refuseOrder: true });
    const { user } = renderAdmin('/admin/projects');
    await user.click(await screen.findByRole('button', { name: 'Move Beta up' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update project.');
    await waitFor(() => expect(names()).toEqual(['Alpha', 'Beta']));
  });

  it('does not offer to reorder while a search narrows the list', async () => {
    orderedServer([project(1, 'Alpha'), project(2, 'Beta')]);
    renderAdmin('/admin/projects?search=a');
    expect(await screen.findByText('Clear the search to change the order.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move/ })).not.toBeInTheDocument();
  });

  it("asks \"Delete project 'Alpha'?\" and says 'Project successfully deleted!'", async () => {
    stubApi({
      'GET /projects': listOf('projects', [project(1, 'Alpha')]),
      'DELETE /projects/1': { status: 204 },
    });
    const { user } = renderAdmin('/admin/projects');
    await user.click(await screen.findByRole('button', { name: 'Delete Alpha' }));
    expect(screen.getByRole('dialog')).toHaveTextContent("Delete project 'Alpha'?");
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));
    expect(await screen.findByRole('status')).toHaveTextContent('Project successfully deleted!');
  });

  it("says 'Failed to load projects.' with Retry when the list fails, never 'No Results'", async () => {
    stubApi({ 'GET /projects': problem(500, 'No') });
    renderAdmin('/admin/projects');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load projects.');
    expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
    expect(screen.queryByText('No Results')).not.toBeInTheDocument();
  });

  it('opens a project by a click anywhere on its row, or by its name as a link', async () => {
    stubApi({
      'GET /projects': listOf('projects', [project(1, 'Alpha')]),
      'GET /projects/1': { status: 200, body: project(1, 'Alpha') },
      'GET /users': listOf('users', []),
    });
    const { user, router } = renderAdmin('/admin/projects');
    const row = (await screen.findByText('Alpha')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Alpha' })).toHaveAttribute('href', '/admin/projects/1');
    await user.click(within(row).getAllByRole('cell')[1]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/projects/1');
    await router.navigate(-1);
    // The row's own buttons keep their own job.
    await user.click(await screen.findByRole('button', { name: 'Delete Alpha' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/projects$/);
  });
});
