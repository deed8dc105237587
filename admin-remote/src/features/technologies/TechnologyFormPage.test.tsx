import { problem, stubApi } from '@portfolio/ui/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { backend, frontend, node, react, tooling } from '../../test/fixtures';
import { listOf, renderAdmin } from '../../test/render-admin';

const tagsList = () => screen.getByRole('list', { name: 'Tags' });

describe('Technology form', () => {
  it("asks for a name: 'Technology name is required'", async () => {
    stubApi({});
    const { user } = renderAdmin('/admin/technologies/create-new');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'Technology name is required',
    );
  });

  it('shows the switch for the home page, on for a new technology, and sends it', async () => {
    const { requests } = stubApi({ 'POST /technologies': { status: 201, body: node } });
    const { user } = renderAdmin('/admin/technologies/create-new');
    const shown = await screen.findByRole('switch', { name: 'Shown on the home page' });
    expect(shown).toBeChecked();
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Deno');
    await user.click(shown);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Technology created successfully!');
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({
      name: 'Deno',
      icon: null,
      visible: false,
    });
  });

  it('stages a tag added through the suggestions and one removed, applying both on Save', async () => {
    let stored = react;
    const { requests } = stubApi({
      'GET /technologies/1': () => ({ status: 200, body: stored }),
      'PUT /technologies/1': () => ({ status: 200, body: stored }),
      'GET /tags': listOf('tags', [frontend, backend, tooling]),
      'POST /technologies/add-tag': () => {
        stored = { ...stored, tags: [...stored.tags, tooling] };
        return { status: 200, body: stored };
      },
      'POST /technologies/remove-tag': () => {
        stored = { ...stored, tags: stored.tags.filter((tag) => tag.id !== frontend.id) };
        return { status: 200, body: stored };
      },
    });
    const { user } = renderAdmin('/admin/technologies/1');
    expect(
      await within(await screen.findByRole('list', { name: 'Tags' })).findByText('Frontend'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Edit' }));

    await user.type(screen.getByRole('combobox', { name: 'Add a tag' }), 'tool');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Tooling']);
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove tag Frontend' }));
    expect(within(tagsList()).getByText('Tooling')).toBeInTheDocument();
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/technologies/add-tag')!.body).toEqual({
      technologyId: 1,
      tagId: 3,
    });
    expect(requests.find((request) => request.path === '/technologies/remove-tag')!.body).toEqual({
      technologyId: 1,
      tagId: 1,
    });
    expect(within(tagsList()).queryByText('Frontend')).not.toBeInTheDocument();
    expect(within(tagsList()).getByText('Tooling')).toBeInTheDocument();
  });

  it('sets tags on the create form, linked once the technology exists', async () => {
    const { requests } = stubApi({
      'GET /tags': listOf('tags', [frontend, tooling]),
      'POST /technologies': { status: 201, body: { ...node, tags: [] } },
      'POST /technologies/add-tag': { status: 200, body: { ...node, tags: [tooling] } },
      'GET /technologies': listOf('technologies', [node]),
    });
    const { user } = renderAdmin('/admin/technologies/create-new');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Node.js');
    await user.type(screen.getByRole('combobox', { name: 'Add a tag' }), 'Tool');
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/technologies$/));
    expect(screen.getByText('Technology created successfully!')).toHaveAttribute('role', 'status');
    expect(requests.find((request) => request.path === '/technologies/add-tag')!.body).toEqual({
      technologyId: node.id,
      tagId: tooling.id,
    });
  });

  it.each([
    ['add-tag', 'Failed to add tag to technology.'],
    ['remove-tag', 'Failed to remove tag from technology.'],
  ])("says so when %s is refused on Save: '%s'", async (call, message) => {
    stubApi({
      'GET /technologies/1': { status: 200, body: react },
      'PUT /technologies/1': { status: 200, body: react },
      'GET /tags': listOf('tags', [frontend, tooling]),
      [`POST /technologies/${call}`]: problem(500, 'No'),
    });
    const { user } = renderAdmin('/admin/technologies/1');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    if (call === 'add-tag') {
      await user.type(screen.getByRole('combobox', { name: 'Add a tag' }), 'Tooling');
      await user.keyboard('{Enter}');
    } else {
      await user.click(screen.getByRole('button', { name: 'Remove tag Frontend' }));
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it.each([
    ['PUT', 'Failed to update technology.'],
    ['GET', 'Failed to fetch technology.'],
  ])('says so when a %s fails', async (method, message) => {
    stubApi({
      'GET /technologies/1': method === 'GET' ? problem(500, 'No') : { status: 200, body: react },
      'PUT /technologies/1': problem(500, 'No'),
    });
    const { user } = renderAdmin('/admin/technologies/1');
    if (method === 'PUT') {
      await user.click(await screen.findByRole('button', { name: 'Edit' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
    }
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
