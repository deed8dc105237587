import { saveToken } from '@portfolio/shared/api';
import type { ResumeImportPlan } from '@portfolio/shared/schemas';
import { problem, stubApi } from '@portfolio/ui/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { owner } from '../../../test/fixtures';
import { renderAdmin } from '../../../test/render-admin';

const TOKEN_OF_USER_1 = `e30.${btoa(JSON.stringify({ sub: '1' })).replace(/=+$/, '')}.c2ln`;
const profile = { status: 200, body: { ...owner, experiences: [], projects: [] } };
const FILE_TEXT = JSON.stringify({ basics: { label: 'Staff Engineer' } });
const resumeFile = (text = FILE_TEXT) => new File([text], 'resume.json', { type: 'application/json' });

const plan: ResumeImportPlan = {
  profile: [{ field: 'professionalTitle', from: 'Full-stack developer', to: 'Staff Engineer' }],
  experiences: {
    add: [{ company: 'Analytical Engines', title: 'Programmer', startDate: '2012-03-01', endDate: null }],
    existing: [{ company: 'Northwind', startDate: '2022-03-01' }],
  },
  technologies: { add: [{ name: 'Svelte', tag: 'Frontend' }], existing: ['React'] },
  projects: { add: ['Difference Engine'], existing: ['Portfolio'] },
  applied: false,
};

describe('Import a JSON Resume on the profile', () => {
  beforeEach(() => saveToken(TOKEN_OF_USER_1));

  it('shows what the chosen file would change, writes only on Import, then says what it did', async () => {
    const { requests } = stubApi({
      'GET /users/1': profile,
      'POST /users/1/resume/preview': { status: 200, body: plan },
      'POST /users/1/resume/import': { status: 200, body: { ...plan, applied: true } },
    });
    const { user } = renderAdmin('/admin/profile');
    await user.upload(await screen.findByLabelText('JSON Resume file'), resumeFile());

    const preview = await screen.findByRole('region', { name: 'What importing resume.json would change' });
    expect(within(preview).getByText(/Professional title:/).parentElement).toHaveTextContent(
      'Professional title: Full-stack developer → Staff Engineer',
    );
    expect(preview).toHaveTextContent('Programmer at Analytical Engines · March 2012 – Ongoing');
    expect(preview).toHaveTextContent('Svelte · Frontend');
    expect(preview).toHaveTextContent('Projects to add (1)Difference Engine');
    expect(preview).toHaveTextContent(
      'Already in your profile, left alone: Northwind (2022-03-01), React, Portfolio.',
    );
    expect(requests.find((request) => request.path === '/users/1/resume/preview')!.body).toEqual({
      file: FILE_TEXT,
    });
    expect(requests.some((request) => request.path === '/users/1/resume/import')).toBe(false);

    await user.click(within(preview).getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Résumé imported: 1 profile field changed, 1 experience, 1 technology and 1 project added.',
    );
    expect(requests.find((request) => request.path === '/users/1/resume/import')!.body).toEqual({
      file: FILE_TEXT,
    });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: /What importing/ })).not.toBeInTheDocument(),
    );
  });

  it('offers no Import when the file changes nothing', async () => {
    stubApi({
      'GET /users/1': profile,
      'POST /users/1/resume/preview': {
        status: 200,
        body: {
          ...plan,
          profile: [],
          experiences: { ...plan.experiences, add: [] },
          technologies: { add: [], existing: [] },
          projects: { add: [], existing: ['Portfolio'] },
        },
      },
    });
    const { user } = renderAdmin('/admin/profile');
    await user.upload(await screen.findByLabelText('JSON Resume file'), resumeFile());
    expect(
      await screen.findByText('Nothing to import: your profile already has everything in this file.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('lists the places the API refused, and that nothing was changed', async () => {
    stubApi({
      'GET /users/1': profile,
      'POST /users/1/resume/preview': problem(400, 'The file has values this site cannot take.', {
        'work[2].startDate': 'not a date',
        'basics.email': 'not an e-mail address',
      }),
    });
    const { user } = renderAdmin('/admin/profile');
    await user.upload(await screen.findByLabelText('JSON Resume file'), resumeFile('{"work": []}'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('resume.json cannot be imported: some values cannot be taken');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['work[2].startDate: not a date', 'basics.email: not an e-mail address']);
    expect(alert).toHaveTextContent('Nothing was changed.');
  });

  it('says so when the file is not JSON', async () => {
    stubApi({
      'GET /users/1': profile,
      'POST /users/1/resume/preview': problem(400, 'The file is not JSON, so it is not a JSON Resume.', {
        file: 'not JSON: Unexpected end of JSON input',
      }),
    });
    const { user } = renderAdmin('/admin/profile');
    await user.upload(await screen.findByLabelText('JSON Resume file'), resumeFile('{'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'resume.json cannot be imported: not JSON: Unexpected end of JSON input',
    );
  });
});
