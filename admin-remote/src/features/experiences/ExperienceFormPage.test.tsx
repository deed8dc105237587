import { saveToken } from '@portfolio/shared/api';
import { problem, stubApi } from '@portfolio/ui/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { experience, jamie, owner } from '../../test/fixtures';
import { listOf, renderAdmin } from '../../test/render-admin';

const TOKEN_OF_USER_1 = `e30.${btoa(JSON.stringify({ sub: '1' })).replace(/=+$/, '')}.c2ln`;
const users = listOf('users', [owner, jamie]);
const text = (name: string) => screen.getByRole('textbox', { name });
const select = (name: string) => screen.getByRole('combobox', { name });
const date = (name: string) => screen.getByLabelText(name);

describe('Experience form', () => {
  beforeEach(() => saveToken(TOKEN_OF_USER_1));

  it('shows every message of the experience form under its field', async () => {
    stubApi({ 'GET /users': users });
    const { user } = renderAdmin('/admin/experiences/create-new');
    await waitFor(() => expect(select('Owner')).toHaveDisplayValue('Alex Morgan'));
    await user.selectOptions(select('Owner'), 'Select an option');
    await user.type(text('Company website'), 'www.example');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(text('Title')).toHaveAccessibleDescription('Experience title is required');
    expect(text('Description')).toHaveAccessibleDescription('Description is required');
    expect(select('Owner')).toHaveAccessibleDescription('Pick a valid user');
    expect(text('Company')).toHaveAccessibleDescription('Company is required');
    expect(date('Start date')).toHaveAccessibleDescription('Start date is required');
    expect(select('Employment type')).toHaveAccessibleDescription('Employment type is required');
    expect(select('Location')).toHaveAccessibleDescription('Location is required');
    expect(text('Company website')).toHaveAccessibleDescription('Invalid URL');
  });

  it('refuses an end date before the start, under the End date field', async () => {
    stubApi({ 'GET /users': users });
    const { user } = renderAdmin('/admin/experiences/create-new');
    await user.type(await screen.findByLabelText('Start date'), '2022-03-01');
    await user.type(date('End date'), '2021-12-31');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(date('End date')).toHaveAccessibleDescription(
      'Leave empty while it is ongoing. End date must not be before the start date',
    );
  });

  it('creates an ongoing experience: an empty end date and website are sent as null', async () => {
    const { requests } = stubApi({
      'GET /users': users,
      'POST /experiences': { status: 201, body: experience(5) },
    });
    const { user } = renderAdmin('/admin/experiences/create-new');
    await waitFor(() => expect(select('Owner')).toHaveDisplayValue('Alex Morgan'));
    await user.type(text('Title'), 'Staff Engineer');
    await user.type(text('Description'), 'Platform work.');
    await user.type(text('Company'), 'Fabrikam');
    await user.type(date('Start date'), '2024-10-01');
    await user.selectOptions(select('Employment type'), 'Contract');
    await user.selectOptions(select('Location'), 'Hybrid');
    await user.type(text('Highlights'), 'Shipped the platform\n\n  Cut build time by half  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Experience created successfully!');
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({
      title: 'Staff Engineer',
      description: 'Platform work.',
      userId: 1,
      company: 'Fabrikam',
      startDate: '2024-10-01',
      endDate: null,
      employmentType: 'contract',
      location: 'Hybrid',
      companyWebsite: null,
      highlights: ['Shipped the platform', 'Cut build time by half'],
    });
  });

  it("shows the stored days, not a day later, and says 'Experience updated successfully!'", async () => {
    const stored = experience(4, { startDate: '2019-06-01', endDate: '2022-02-28' });
    stubApi({
      'GET /users': users,
      'GET /experiences/4': { status: 200, body: stored },
      'PUT /experiences/4': { status: 200, body: stored },
    });
    const { user } = renderAdmin('/admin/experiences/4');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(date('Start date')).toHaveValue('2019-06-01');
    expect(date('End date')).toHaveValue('2022-02-28');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Experience updated successfully!');
  });

  it.each([
    ['load', 'Failed to load experience.'],
    ['update', 'Failed to update experience.'],
    ['create', 'Failed to create experience.'],
  ])('says so when the %s fails', async (operation, message) => {
    stubApi({
      'GET /users': users,
      'GET /experiences/4': operation === 'load' ? problem(500, 'No') : { status: 200, body: experience(4) },
      'PUT /experiences/4': problem(500, 'No'),
      'POST /experiences': problem(500, 'No'),
    });
    const { user } = renderAdmin(
      operation === 'create' ? '/admin/experiences/create-new' : '/admin/experiences/4',
    );
    if (operation === 'update') {
      await user.click(await screen.findByRole('button', { name: 'Edit' }));
      await user.click(screen.getByRole('button', { name: 'Save' }));
    }
    if (operation === 'create') {
      await waitFor(() => expect(select('Owner')).toHaveDisplayValue('Alex Morgan'));
      await user.type(text('Title'), 'T');
      await user.type(text('Description'), 'D');
      await user.type(text('Company'), 'C');
      await user.type(date('Start date'), '2024-01-01');
      await user.selectOptions(select('Employment type'), 'Freelance');
      await user.selectOptions(select('Location'), 'Remote');
      await user.click(screen.getByRole('button', { name: 'Save' }));
    }
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it("stages the technologies used in the role until Save, which links them as a project's", async () => {
    const react = { id: 1, name: 'React', icon: null, position: 0, visible: true, tags: [] };
    const node = { id: 2, name: 'Node.js', icon: null, position: 1, visible: true, tags: [] };
    let stored = experience(4, { technologies: [react] });
    const { requests } = stubApi({
      'GET /users': users,
      'GET /experiences/4': () => ({ status: 200, body: stored }),
      'PUT /experiences/4': () => ({ status: 200, body: stored }),
      'GET /technologies': { status: 200, body: { technologies: [react, node], totalPages: 1 } },
      'POST /experiences/add-tech': () => {
        stored = { ...stored, technologies: [...stored.technologies, node] };
        return { status: 200, body: stored };
      },
      'POST /experiences/remove-tech': () => {
        stored = { ...stored, technologies: stored.technologies.filter((t) => t.id !== react.id) };
        return { status: 200, body: stored };
      },
    });
    const { user } = renderAdmin('/admin/experiences/4');
    expect(
      within(await screen.findByRole('list', { name: 'Technologies' })).getByText('React'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('combobox', { name: 'Add a technology' }));
    await user.click(screen.getByRole('option', { name: 'Node.js' }));
    await user.click(screen.getByRole('button', { name: 'Remove technology React' }));
    expect(requests.filter((request) => request.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(requests.find((request) => request.path === '/experiences/add-tech')!.body).toEqual({
      experienceId: 4,
      technologyId: 2,
    });
    expect(requests.find((request) => request.path === '/experiences/remove-tech')!.body).toEqual({
      experienceId: 4,
      technologyId: 1,
    });
    const after = screen.getByRole('list', { name: 'Technologies' });
    expect(within(after).getByText('Node.js')).toBeInTheDocument();
    expect(within(after).queryByText('React')).not.toBeInTheDocument();
  });
});
