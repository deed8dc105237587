import { problem, stubApi } from '@portfolio/ui/testing/stub-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listOf, renderAdmin } from '../../test/render-admin';

const frontend = { id: 1, name: 'Frontend', color: 'blue' };
const nameField = () => screen.getByRole('textbox', { name: 'Name' });
const colorGroup = () => screen.getByRole('radiogroup', { name: 'Color' });

describe('Tag form', () => {
  it('opens an existing tag read-only, with Edit', async () => {
    stubApi({ 'GET /tags/1': { status: 200, body: frontend } });
    renderAdmin('/admin/tags/1');
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edit tag' })).toBeInTheDocument();
    expect(nameField()).toHaveValue('Frontend');
    expect(nameField()).toBeDisabled();
    expect(within(colorGroup()).getByRole('radio', { name: 'blue' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('edits, and Cancel restores what was stored', async () => {
    stubApi({ 'GET /tags/1': { status: 200, body: frontend } });
    const { user } = renderAdmin('/admin/tags/1');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(nameField());
    await user.type(nameField(), 'Front end');
    await user.click(within(colorGroup()).getByRole('radio', { name: 'purple' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(nameField()).toHaveValue('Frontend');
    expect(nameField()).toBeDisabled();
    expect(within(colorGroup()).getByRole('radio', { name: 'blue' })).toBeChecked();
  });

  it("saves: Save waits behind a spinner, then 'Tag updated successfully!' and read-only again", async () => {
    let stored = frontend;
    const { requests } = stubApi({
      'GET /tags/1': () => ({ status: 200, body: stored }),
      'PUT /tags/1': (request) => {
        stored = { ...frontend, ...(request.body as object) };
        return { status: 200, body: stored, delayMs: 150 };
      },
    });
    const { user } = renderAdmin('/admin/tags/1');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(nameField());
    await user.type(nameField(), 'UI');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(await screen.findByRole('status')).toHaveTextContent('Tag updated successfully!');
    expect(requests.find((request) => request.method === 'PUT')!.body).toEqual({ name: 'UI', color: 'blue' });
    await waitFor(() => expect(nameField()).toBeDisabled());
    expect(nameField()).toHaveValue('UI');
  });

  it('shows the messages under their fields, tied to them', async () => {
    stubApi({});
    const { user } = renderAdmin('/admin/tags/create-new');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(nameField()).toHaveAccessibleDescription('Tag name is required');
  });

  it('starts a new tag on gray, so a name is all its first Save needs', async () => {
    const { requests } = stubApi({
      'POST /tags': { status: 201, body: { id: 9, name: 'Cloud', color: 'gray' } },
      'GET /tags': listOf('tags', [{ id: 9, name: 'Cloud', color: 'gray' }]),
    });
    const { user } = renderAdmin('/admin/tags/create-new');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Cloud');
    expect(within(colorGroup()).getByRole('radio', { name: 'gray' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Tag created successfully!');
    expect(screen.queryByText('Tag color is required')).not.toBeInTheDocument();
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({
      name: 'Cloud',
      color: 'gray',
    });
  });

  it("keeps what was typed and shows the server's field message when the save is refused", async () => {
    stubApi({
      'POST /tags': problem(400, 'Some fields are invalid.', { name: 'Must be at most 60 characters' }),
    });
    const { user } = renderAdmin('/admin/tags/create-new');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Tooling');
    await user.click(within(colorGroup()).getByRole('radio', { name: 'gray' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create tag.');
    expect(nameField()).toHaveValue('Tooling');
    expect(nameField()).toHaveAccessibleDescription('Must be at most 60 characters');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/tags/create-new');
  });

  it("creates: 'Tag created successfully!', still on screen on the list it leads to", async () => {
    const { requests } = stubApi({
      'POST /tags': { status: 201, body: { id: 9, name: 'Cloud', color: 'red' } },
      'GET /tags': listOf('tags', [{ id: 9, name: 'Cloud', color: 'red' }]),
    });
    const { user } = renderAdmin('/admin/tags/create-new');
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/admin/tags');
    expect(nameField()).toBeEnabled();
    await user.type(nameField(), 'Cloud');
    await user.click(within(colorGroup()).getByRole('radio', { name: 'red' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Tag created successfully!');
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({
      name: 'Cloud',
      color: 'red',
    });
    expect(await screen.findByRole('heading', { name: 'Tags' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/tags$/);
    expect(screen.getByText('Tag created successfully!')).toHaveAttribute('role', 'status');
    expect(await screen.findByText('Cloud')).toBeInTheDocument();
  });

  it('asks before leaving a form with unsaved changes, and stays on no', async () => {
    stubApi({});
    const { user } = renderAdmin('/admin/tags/create-new');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Half typed');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'You have unsaved changes. Leave this page and lose them?',
    );
    await user.click(screen.getByRole('button', { name: 'No, cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/tags/create-new');
    expect(nameField()).toHaveValue('Half typed');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/tags$/);
  });

  it('offers Cancel beside Save on a new tag: untouched, it goes back to the list', async () => {
    stubApi({ 'GET /tags': listOf('tags', [frontend]) });
    const { user } = renderAdmin('/admin/tags/create-new');
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/tags$/);
    expect(await screen.findByText('Frontend')).toBeInTheDocument();
  });

  it('asks before Cancel on a new tag drops what was typed, and keeps it on no', async () => {
    stubApi({ 'GET /tags': listOf('tags', [frontend]) });
    const { user } = renderAdmin('/admin/tags/create-new');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Half typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'You have unsaved changes. Leave this page and lose them?',
    );
    await user.click(screen.getByRole('button', { name: 'No, cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/tags/create-new');
    expect(nameField()).toHaveValue('Half typed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/tags$/);
  });

  it("holds the browser's back button the same way", async () => {
    stubApi({ 'GET /tags?offset=0&limit=10': listOf('tags', [frontend]) });
    const { user, router } = renderAdmin('/admin/tags');
    await act(() => router.navigate('/admin/tags/create-new'));
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Half typed');
    await act(() => router.navigate(-1));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'You have unsaved changes. Leave this page and lose them?',
    );
    await user.click(screen.getByRole('button', { name: 'No, cancel' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/tags/create-new');
    expect(nameField()).toHaveValue('Half typed');
    await act(() => router.navigate(-1));
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/tags$/);
  });

  it("says 'Failed to load tag.' with Retry that stays until the tag loads", async () => {
    let fail = true;
    stubApi({
      'GET /tags/5': () => (fail ? problem(500, 'Down') : { status: 200, body: { ...frontend, id: 5 } }),
    });
    const { user } = renderAdmin('/admin/tags/5');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load tag.');
    expect(screen.queryByText('No Results')).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(nameField()).toHaveValue('Frontend');
  });

  it.each(['/admin/tags/5', '/admin/tags/abc'])(
    'says a tag that does not exist is not found: %s',
    async (path) => {
      stubApi({ 'GET /tags/5': problem(404, 'Tag not found.') });
      renderAdmin(path);
      expect(await screen.findByText('Tag not found.')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to tags' })).toHaveAttribute('href', '/admin/tags');
      expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    },
  );
});
