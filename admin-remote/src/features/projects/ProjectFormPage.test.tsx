import { saveToken } from '@portfolio/shared/api';
import { problem, stubApi } from '@portfolio/ui/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jamie, node, owner, project, react } from '../../test/fixtures';
import { listOf, renderAdmin } from '../../test/render-admin';

// A token whose `sub` is user 1, as the API issues it (header.payload.signature).
const TOKEN_OF_USER_1 = `e30.${btoa(JSON.stringify({ sub: '1' })).replace(/=+$/, '')}.c2ln`;
const field = (name: string) => screen.getByRole('textbox', { name });
const users = listOf('users', [owner, jamie]);

describe('Project form', () => {
  beforeEach(() => saveToken(TOKEN_OF_USER_1));

  it('edits the case study: role, period, write-up with the preview the API renders, and outcomes', async () => {
    const { requests } = stubApi({
      'GET /users': users,
      'GET /projects/3': {
        status: 200,
        body: project(3, 'Trail Planner', {
          role: 'Front-end lead',
          startMonth: '2022-04',
          body: '## Problem',
          bodyHtml: '<h2>Problem</h2>',
          outcomes: [{ text: 'Clubs using it', figure: '40' }],
        }),
      },
      'POST /projects/preview': (request) => ({
        status: 200,
        body: { html: `<p>rendered: ${(request.body as { markdown: string }).markdown}</p>` },
      }),
      'PUT /projects/3': (request) => ({
        status: 200,
        body: { ...project(3, 'Trail Planner'), ...(request.body as object) },
      }),
    });
    const { user } = renderAdmin('/admin/projects/3');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(field('Role')).toHaveValue('Front-end lead');
    expect(screen.getByLabelText('Start month')).toHaveValue('2022-04');
    expect(field('Outcome 1')).toHaveValue('Clubs using it');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(await within(preview).findByText('rendered: ## Problem')).toBeInTheDocument();

    await user.clear(field('Write-up'));
    await user.type(field('Write-up'), 'Offline *first*');
    expect(await within(preview).findByText('rendered: Offline *first*')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add outcome' }));
    await user.type(field('Outcome 2'), 'Fewer lost maps');
    await user.type(field('Figure 2'), '−70 %');
    await user.click(screen.getByRole('button', { name: 'Remove outcome 1' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Project updated successfully!');
    expect(requests.find((request) => request.method === 'PUT')!.body).toMatchObject({
      role: 'Front-end lead',
      startMonth: '2022-04',
      endMonth: null,
      body: 'Offline *first*',
      outcomes: [{ text: 'Fewer lost maps', figure: '−70 %' }],
    });
  });

  it('shows every message of the project form under its field', async () => {
    stubApi({ 'GET /users': users });
    const { user } = renderAdmin('/admin/projects/create-new');
    const owners = await screen.findByRole('combobox', { name: 'Owner' });
    await waitFor(() => expect(owners).toHaveDisplayValue('Alex Morgan'));
    await user.selectOptions(owners, 'Select an option');
    await user.type(field('Live site'), 'not a url');
    await user.type(field('Repository'), 'ftp://example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Name')).toHaveAccessibleDescription('Project name is required');
    expect(field('Description')).toHaveAccessibleDescription(
      "The summary on the project's card; the write-up below tells the rest Description is required",
    );
    expect(field('Live site')).toHaveAccessibleDescription('Invalid URL');
    expect(field('Repository')).toHaveAccessibleDescription('Invalid URL');
    expect(owners).toHaveAccessibleDescription('Pick a valid user');
  });

  it("says 'No file selected. Please upload an image.' under the cover only once a save was tried", async () => {
    stubApi({ 'GET /users': users });
    const { user } = renderAdmin('/admin/projects/create-new');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Weather');
    expect(screen.queryByText('No file selected. Please upload an image.')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('No file selected. Please upload an image.')).toBeInTheDocument();
  });

  it('creates a project owned by the signed-in user by default, empty links as null', async () => {
    const { requests } = stubApi({
      'GET /users': users,
      'POST /projects': { status: 201, body: project(7, 'Weather') },
    });
    const { user } = renderAdmin('/admin/projects/create-new');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveDisplayValue('Alex Morgan'),
    );
    expect(field('Description')).toHaveAttribute(
      'placeholder',
      'What it does, and for whom, in a sentence or two',
    );
    await user.type(field('Name'), 'Weather');
    await user.type(field('Description'), 'Charts the sensors.');
    await user.type(field('Write-up link'), 'https://notes.example.com/weather');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Project created successfully!');
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({
      name: 'Weather',
      description: 'Charts the sensors.',
      domain: null,
      repo: null,
      details: 'https://notes.example.com/weather',
      userId: 1,
      cover: null,
      visible: true,
      role: null,
      startMonth: null,
      endMonth: null,
      body: '',
      outcomes: [],
      gallery: [],
    });
  });

  it("reorders the gallery with the keyboard and asks for every image's alt text before saving", async () => {
    const stored = project(3, 'Trail Planner', {
      gallery: [
        { image: '/api/uploads/projects/map.png', alt: 'The map of a trail', caption: 'Offline maps' },
        { image: '/api/uploads/projects/list.png', alt: 'The list of trips', caption: null },
      ],
    });
    const { requests } = stubApi({
      'GET /users': users,
      'GET /projects/3': { status: 200, body: stored },
      'PUT /projects/3': (request) => ({ status: 200, body: { ...stored, ...(request.body as object) } }),
    });
    const { user } = renderAdmin('/admin/projects/3');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(field('Alt text 1')).toHaveValue('The map of a trail');
    expect(field('Caption 1')).toHaveValue('Offline maps');

    const moveUp = screen.getByRole('button', { name: 'Move image 2 up' });
    moveUp.focus();
    await user.keyboard('{Enter}');
    expect(field('Alt text 1')).toHaveValue('The list of trips');
    // The focus follows the moved image: it is first now, so its "move down" button has it.
    expect(screen.getByRole('button', { name: 'Move image 1 down' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Add image' }));
    await user.type(field('Alt text 3'), 'Never uploaded');
    await user.clear(field('Alt text 2'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Describe the image for those who cannot see it')).toBeInTheDocument();
    expect(screen.getByText('Upload an image')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Remove image 3' }));
    await user.type(field('Alt text 2'), 'The trail on a phone');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Project updated successfully!');
    expect(requests.find((request) => request.method === 'PUT')!.body).toMatchObject({
      gallery: [
        { image: '/api/uploads/projects/list.png', alt: 'The list of trips', caption: null },
        { image: '/api/uploads/projects/map.png', alt: 'The trail on a phone', caption: 'Offline maps' },
      ],
    });
  });

  it("keeps the old cover when no new one is chosen, and says 'Project updated successfully!'", async () => {
    const stored = project(3, 'Trail Planner', { cover: '/api/uploads/projects/trail.webp', userId: 2 });
    const { requests } = stubApi({
      'GET /users': users,
      'GET /projects/3': { status: 200, body: stored },
      'PUT /projects/3': (request) => ({ status: 200, body: { ...stored, ...(request.body as object) } }),
    });
    const { user } = renderAdmin('/admin/projects/3');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveDisplayValue('Jamie Rivera'),
    );
    await user.type(field('Name'), ' 2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Project updated successfully!');
    expect(requests.find((request) => request.method === 'PUT')!.body).toMatchObject({
      name: 'Trail Planner 2',
      cover: '/api/uploads/projects/trail.webp',
      userId: 2,
    });
  });

  it('saves from the copy it loaded, and on 412 shows what changed beside what was typed, keeping it', async () => {
    const stored = project(3, 'Trail Planner', { userId: 2, description: 'Plans trails.' });
    let saves = 0;
    const { requests } = stubApi({
      'GET /users': users,
      'GET /projects/3': { status: 200, body: stored, headers: { ETag: '"41"' } },
      'PUT /projects/3': (request) => {
        saves += 1;
        if (request.headers.get('if-match') === '"41"') {
          return {
            status: 412,
            body: {
              status: 412,
              title: 'Precondition Failed',
              detail: 'This item was changed since you opened it.',
              etag: '"42"',
              changes: [
                {
                  id: 42,
                  changeSet: 900,
                  at: '2026-11-28T10:00:00.000000Z',
                  by: { kind: 'user', id: 2, name: 'Jamie Rivera' },
                  resource: 'projects',
                  itemId: 3,
                  label: 'Trail Planner',
                  action: 'update',
                  changes: [{ field: 'description', before: 'Plans trails.', after: 'From the other tab' }],
                },
              ],
            },
          };
        }
        return { status: 200, body: { ...stored, ...(request.body as object) }, headers: { ETag: '"43"' } };
      },
    });
    const { user } = renderAdmin('/admin/projects/3');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(field('Description'));
    await user.type(field('Description'), 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const notice = await screen.findByRole('alert', { name: 'Changed since you opened it' });
    expect(within(notice).getByRole('row', { name: /description/ })).toHaveTextContent(
      'descriptionFrom the other tabMine',
    );
    expect(within(notice).getByText(/Jamie Rivera saved this once/)).toBeInTheDocument();
    // Nothing typed is lost, and no toast says the save failed.
    expect(field('Description')).toHaveValue('Mine');
    expect(screen.queryByText('Failed to update project.')).not.toBeInTheDocument();

    await user.click(within(notice).getByRole('button', { name: 'Save mine' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Project updated successfully!');
    const puts = requests.filter((request) => request.method === 'PUT');
    expect(puts.map((request) => request.headers.get('if-match'))).toEqual(['"41"', '"42"']);
    expect(puts[1]!.body).toMatchObject({ description: 'Mine' });
    expect(saves).toBe(2);
    expect(screen.queryByRole('alert', { name: 'Changed since you opened it' })).not.toBeInTheDocument();
  });

  it('stages added and removed technologies until Save, which applies them', async () => {
    let stored = project(3, 'Trail Planner', { technologies: [react] });
    const { requests } = stubApi({
      'GET /users': users,
      'GET /projects/3': () => ({ status: 200, body: stored }),
      'PUT /projects/3': () => ({ status: 200, body: stored }),
      'GET /technologies': { status: 200, body: { technologies: [react, node], totalPages: 1 } },
      'POST /projects/add-tech': () => {
        stored = { ...stored, technologies: [...stored.technologies, node] };
        return { status: 200, body: stored };
      },
      'POST /projects/remove-tech': () => {
        stored = { ...stored, technologies: stored.technologies.filter((t) => t.id !== react.id) };
        return { status: 200, body: stored };
      },
    });
    const { user } = renderAdmin('/admin/projects/3');
    const linked = await screen.findByRole('list', { name: 'Technologies' });
    expect(within(linked).getByText('React')).toBeInTheDocument();
    // Read-only: shown, not changeable.
    expect(screen.queryByRole('combobox', { name: 'Add a technology' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove technology React' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('combobox', { name: 'Add a technology' }));
    expect(
      within(screen.getByRole('listbox', { name: 'Add a technology' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Node.js']);
    await user.click(screen.getByRole('option', { name: 'Node.js' }));
    await user.click(screen.getByRole('button', { name: 'Remove technology React' }));
    expect(
      within(screen.getByRole('list', { name: 'Technologies' })).getByText('Node.js'),
    ).toBeInTheDocument();
    // Nothing is sent before Save.
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/projects/add-tech')!.body).toEqual({
      projectId: 3,
      technologyId: 2,
    });
    expect(requests.find((request) => request.path === '/projects/remove-tech')!.body).toEqual({
      projectId: 3,
      technologyId: 1,
    });
    const after = screen.getByRole('list', { name: 'Technologies' });
    expect(within(after).getByText('Node.js')).toBeInTheDocument();
    expect(within(after).queryByText('React')).not.toBeInTheDocument();
  });

  it('drops staged technologies on Cancel, sending nothing', async () => {
    const { requests } = stubApi({
      'GET /users': users,
      'GET /projects/3': { status: 200, body: project(3, 'Trail Planner', { technologies: [react] }) },
      'GET /technologies': { status: 200, body: { technologies: [react, node], totalPages: 1 } },
    });
    const { user } = renderAdmin('/admin/projects/3');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Remove technology React' }));
    expect(screen.getByText('None yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(screen.getByRole('list', { name: 'Technologies' })).getByText('React')).toBeInTheDocument();
    expect(requests.filter((request) => request.method !== 'GET')).toEqual([]);
  });

  it('links technologies chosen on the create form to the new project', async () => {
    const { requests } = stubApi({
      'GET /users': users,
      'GET /technologies': { status: 200, body: { technologies: [react, node], totalPages: 1 } },
      'POST /projects': { status: 201, body: project(7, 'Weather') },
      'POST /projects/add-tech': { status: 200, body: project(7, 'Weather', { technologies: [node] }) },
      'GET /projects': { status: 200, body: { projects: [], totalPages: 1 } },
    });
    const { user } = renderAdmin('/admin/projects/create-new');
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Weather');
    await user.type(field('Description'), 'Charts the sensors.');
    await user.click(screen.getByRole('combobox', { name: 'Add a technology' }));
    await user.click(screen.getByRole('option', { name: 'Node.js' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/projects$/));
    expect(screen.getByText('Project created successfully!')).toHaveAttribute('role', 'status');
    expect(requests.find((request) => request.path === '/projects/add-tech')!.body).toEqual({
      projectId: 7,
      technologyId: 2,
    });
  });

  it.each([
    ['add-tech', 'Failed to add technology to project.'],
    ['remove-tech', 'Failed to remove technology from project.'],
  ])("says '%s' failures on Save: '%s'", async (call, message) => {
    const stored = project(3, 'Trail Planner', { technologies: [react] });
    stubApi({
      'GET /users': users,
      'GET /projects/3': { status: 200, body: stored },
      'PUT /projects/3': { status: 200, body: stored },
      'GET /technologies': { status: 200, body: { technologies: [react, node], totalPages: 1 } },
      [`POST /projects/${call}`]: problem(500, 'No'),
    });
    const { user } = renderAdmin('/admin/projects/3');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    if (call === 'add-tech') {
      await user.click(screen.getByRole('combobox', { name: 'Add a technology' }));
      await user.click(screen.getByRole('option', { name: 'Node.js' }));
    } else {
      await user.click(screen.getByRole('button', { name: 'Remove technology React' }));
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it.each([
    ['create', 'Failed to create project.'],
    ['load', 'Failed to load project.'],
  ])("says 'Failed to …' when the %s fails", async (operation, message) => {
    stubApi({
      'GET /users': users,
      'POST /projects': problem(500, 'No'),
      'GET /projects/4': problem(500, 'No'),
    });
    const { user } = renderAdmin(operation === 'create' ? '/admin/projects/create-new' : '/admin/projects/4');
    if (operation === 'create') {
      await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'X');
      await user.type(field('Description'), 'Y');
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: 'Owner' })).toHaveDisplayValue('Alex Morgan'),
      );
      await user.click(screen.getByRole('button', { name: 'Save' }));
    }
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('keeps a draft: its values in the form, Save draft for the typing, then Publish', async () => {
    const saved = {
      baseEtag: '"5"',
      savedAt: '2026-11-29T10:00:00.000Z',
      savedBy: { id: 1, name: 'Alex Morgan' },
    };
    let draft: object | null = {
      ...saved,
      body: { name: 'Trail Planner', description: 'Drafted words', userId: 1 },
    };
    const { requests } = stubApi({
      'GET /users': users,
      'GET /projects/3': { status: 200, body: project(3, 'Trail Planner') },
      'GET /projects/3/draft': () =>
        draft ? { status: 200, body: draft } : problem(404, 'Draft not found.'),
      'PUT /projects/3/draft': (request) => {
        draft = { ...saved, body: request.body };
        return { status: 200, body: draft };
      },
      'POST /projects/3/draft/publish': () => {
        draft = null;
        return { status: 200, body: project(3, 'Trail Planner', { description: 'Typed as a draft' }) };
      },
    });
    const { user } = renderAdmin('/admin/projects/3');
    const notice = await screen.findByRole('region', { name: /Unpublished changes saved/ });
    expect(notice).toHaveTextContent('by Alex Morgan');
    expect(field('Description')).toHaveValue('Drafted words');

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    // While typing, the draft's actions wait.
    expect(within(notice).getByRole('button', { name: 'Publish' })).toBeDisabled();
    await user.clear(field('Description'));
    await user.type(field('Description'), 'Typed as a draft');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Draft saved');
    expect(requests.find((request) => request.method === 'PUT')).toMatchObject({
      path: '/projects/3/draft',
      body: { description: 'Typed as a draft' },
    });
    expect(requests.some((request) => request.method === 'PUT' && request.path === '/projects/3')).toBe(
      false,
    );
    await waitFor(() => expect(field('Description')).toHaveValue('Typed as a draft'));
    expect(field('Description')).toBeDisabled();

    await user.click(within(notice).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Unpublished changes/ })).toBeNull());
    expect(requests.some((request) => request.path === '/projects/3/draft/publish')).toBe(true);
  });

  it('keeps staged technologies in the draft on Save draft, linking nothing, and shows them from the draft', async () => {
    let draft: object | null = null;
    const { requests } = stubApi({
      'GET /users': users,
      'GET /projects/3': { status: 200, body: project(3, 'Trail Planner', { technologies: [react] }) },
      'GET /technologies': { status: 200, body: { technologies: [react, node], totalPages: 1 } },
      'GET /projects/3/draft': () =>
        draft ? { status: 200, body: draft } : problem(404, 'Draft not found.'),
      'PUT /projects/3/draft': (request) => {
        draft = { baseEtag: '"5"', savedAt: '2026-11-29T10:00:00.000Z', savedBy: null, body: request.body };
        return { status: 200, body: draft };
      },
    });
    const { user } = renderAdmin('/admin/projects/3');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('combobox', { name: 'Add a technology' }));
    await user.click(screen.getByRole('option', { name: 'Node.js' }));
    await user.click(screen.getByRole('button', { name: 'Remove technology React' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Draft saved');

    expect(requests.find((request) => request.method === 'PUT')).toMatchObject({
      path: '/projects/3/draft',
      body: { name: 'Trail Planner', technologyIds: [node.id] },
    });
    expect(requests.filter((request) => request.path.includes('-tech'))).toEqual([]);
    // Read-only again, the chips are the draft's, not the published React.
    await screen.findByRole('region', { name: /Unpublished changes saved/ });
    const linked = screen.getByRole('list', { name: 'Technologies' });
    expect(within(linked).getByText('Node.js')).toBeInTheDocument();
    expect(within(linked).queryByText('React')).not.toBeInTheDocument();
  });

  it("restores a draft's technologies as chips, leaving out one deleted since with a notice, and Save links them", async () => {
    let draft: object | null = {
      baseEtag: '"5"',
      savedAt: '2026-11-29T10:00:00.000Z',
      savedBy: null,
      body: { name: 'Trail Planner', description: 'Drafted words', userId: 1, technologyIds: [node.id, 99] },
    };
    const stored = project(3, 'Trail Planner', { technologies: [react] });
    const { requests } = stubApi({
      'GET /users': users,
      'GET /projects/3': { status: 200, body: stored },
      'PUT /projects/3': { status: 200, body: stored },
      'GET /technologies': { status: 200, body: { technologies: [react, node], totalPages: 1 } },
      'GET /projects/3/draft': () =>
        draft ? { status: 200, body: draft } : problem(404, 'Draft not found.'),
      'DELETE /projects/3/draft': () => {
        draft = null;
        return { status: 204 };
      },
      'POST /projects/add-tech': { status: 200, body: stored },
      'POST /projects/remove-tech': { status: 200, body: stored },
    });
    const { user } = renderAdmin('/admin/projects/3');
    const notice = await screen.findByRole('region', { name: /Unpublished changes saved/ });
    expect(
      await within(notice).findByText(/A technology of these changes was deleted since/),
    ).toBeInTheDocument();
    const linked = screen.getByRole('list', { name: 'Technologies' });
    expect(within(linked).getByText('Node.js')).toBeInTheDocument();
    expect(within(linked).queryByText('React')).not.toBeInTheDocument();

    // Saved directly: the draft's chips are linked one at a time against the published ones, the draft dropped.
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(requests.some((request) => request.path === '/projects/remove-tech')).toBe(true),
    );
    expect(requests.find((request) => request.path === '/projects/add-tech')!.body).toEqual({
      projectId: 3,
      technologyId: node.id,
    });
    expect(requests.find((request) => request.path === '/projects/remove-tech')!.body).toEqual({
      projectId: 3,
      technologyId: react.id,
    });
    expect(requests.find((request) => request.method === 'PUT')!.body).not.toHaveProperty('technologyIds');
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('discards a draft after a confirm, and the form shows the published project again', async () => {
    let draft: object | null = {
      baseEtag: '"5"',
      savedAt: '2026-11-29T10:00:00.000Z',
      savedBy: null,
      body: { name: 'Trail Planner', description: 'Drafted words', userId: 1 },
    };
    const { requests } = stubApi({
      'GET /users': users,
      'GET /projects/3': {
        status: 200,
        body: project(3, 'Trail Planner', { description: 'Published words' }),
      },
      'GET /projects/3/draft': () =>
        draft ? { status: 200, body: draft } : problem(404, 'Draft not found.'),
      'DELETE /projects/3/draft': () => {
        draft = null;
        return { status: 204 };
      },
    });
    const { user } = renderAdmin('/admin/projects/3');
    const notice = await screen.findByRole('region', { name: /Unpublished changes saved/ });
    expect(field('Description')).toHaveValue('Drafted words');
    await user.click(within(notice).getByRole('button', { name: 'Discard' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Discard the unpublished changes of this project?');
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));
    expect(await screen.findByRole('status')).toHaveTextContent('Draft discarded.');
    await waitFor(() => expect(field('Description')).toHaveValue('Published words'));
    expect(screen.queryByRole('region', { name: /Unpublished changes/ })).toBeNull();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
  });
});
