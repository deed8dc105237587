import { problem, stubApi } from '@portfolio/ui/testing/stub-api';
import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, describe, expect, it } from 'vitest';
import { experience } from '../../test/fixtures';
import { listOf, renderAdmin } from '../../test/render-admin';

const originalTz = process.env.TZ;
afterAll(() => {
  if (originalTz === undefined) delete process.env.TZ;
  else process.env.TZ = originalTz;
});

const ended = experience(2, {
  company: 'Contoso',
  title: 'Full-stack Developer',
  startDate: '2019-06-01',
  endDate: '2022-02-28',
});

// Both sides of UTC: a date parsed as UTC midnight shows the previous month west of Greenwich.
describe.each(['Pacific/Pago_Pago', 'Pacific/Kiritimati'])('Experiences list in %s', (tz) => {
  it("shows company, the stored months and role, 'Ongoing' without an end", async () => {
    process.env.TZ = tz;
    stubApi({ 'GET /experiences': listOf('experiences', [experience(1), ended]) });
    renderAdmin('/admin/experiences');
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Northwind', 'March 2022 – Ongoing', 'Senior Frontend Engineer', expect.any(String)]);
    expect(within(rows[1]!).getByText('June 2019 – February 2022')).toBeInTheDocument();
  });
});

describe('Experiences list', () => {
  it('searches by company', async () => {
    const { requests } = stubApi({ 'GET /experiences': listOf('experiences', [experience(1)]) });
    const { user } = renderAdmin('/admin/experiences');
    expect(await screen.findByRole('heading', { name: 'Experiences' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'north{Enter}');
    await screen.findByText('Northwind');
    await waitFor(() => expect(requests.at(-1)!.query.get('company')).toBe('north'));
  });

  it('asks "Delete your experience at Northwind as Senior Frontend Engineer?" and deletes on yes', async () => {
    let experiences = [experience(1)];
    stubApi({
      'GET /experiences': () => listOf('experiences', experiences),
      'DELETE /experiences/1': () => {
        experiences = [];
        return { status: 204 };
      },
    });
    const { user } = renderAdmin('/admin/experiences');
    await user.click(
      await screen.findByRole('button', { name: 'Delete Senior Frontend Engineer at Northwind' }),
    );
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'Delete your experience at Northwind as Senior Frontend Engineer?',
    );
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));
    expect(await screen.findByRole('status')).toHaveTextContent('Experience successfully deleted!');
    expect(await screen.findByText('No Results')).toBeInTheDocument();
  });

  it.each([
    ['GET /experiences', 'Failed to fetch work experiences.'],
    ['DELETE /experiences/1', 'Failed to delete experience.'],
  ])('says so when %s fails', async (call, message) => {
    stubApi({
      'GET /experiences': call.startsWith('GET')
        ? problem(500, 'No')
        : listOf('experiences', [experience(1)]),
      'DELETE /experiences/1': problem(500, 'No'),
    });
    const { user } = renderAdmin('/admin/experiences');
    if (call.startsWith('DELETE')) {
      await user.click(await screen.findByRole('button', { name: /^Delete/ }));
      await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));
    }
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
