import { stubApi } from '@portfolio/ui/testing/stub-api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { listOf, renderAdmin } from '../../test/render-admin';
import { project } from '../../test/fixtures';

describe('Scheduled publish and hide of a project', () => {
  it('lists what is still to come, schedules a publish at the chosen time, and drops one with Cancel', async () => {
    let scheduled = [{ id: 5, projectId: 1, action: 'hide', at: '2026-12-01T08:00:00.000Z', doneAt: null }];
    const { requests } = stubApi({
      'GET /projects/1': { status: 200, body: project(1, 'Atlas') },
      'GET /users': listOf('users', []),
      'GET /projects/1/schedule': () => ({ status: 200, body: { scheduled } }),
      'POST /projects/1/schedule': (request) => {
        const body = request.body as { action: string; at: string };
        const added = { id: 6, projectId: 1, ...body, doneAt: null };
        scheduled = [...scheduled, added];
        return { status: 201, body: added };
      },
      'DELETE /projects/1/schedule/5': () => {
        scheduled = scheduled.filter((change) => change.id !== 5);
        return { status: 204 };
      },
    });
    const { user } = renderAdmin('/admin/projects/1');
    const panel = await screen.findByRole('region', { name: 'Scheduled publish and hide' });
    expect(await within(panel).findByRole('listitem')).toHaveTextContent(/^Hide on 1 Dec 2026/);

    await user.type(within(panel).getByLabelText('At (your time zone)'), '2026-12-24T18:30');
    await user.click(within(panel).getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Scheduled.');
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({
      action: 'publish',
      at: new Date('2026-12-24T18:30').toISOString(),
    });
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(2);

    await user.click(within(panel).getByRole('button', { name: /^Cancel hide on 1 Dec 2026/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('The scheduled change is dropped.');
    expect(await within(panel).findAllByRole('listitem')).toHaveLength(1);
    expect(within(panel).getByRole('listitem')).toHaveTextContent(/^Publish on 24 Dec 2026/);
  });

  it('asks for a time before sending anything', async () => {
    const { requests } = stubApi({
      'GET /projects/1': { status: 200, body: project(1, 'Atlas') },
      'GET /users': listOf('users', []),
      'GET /projects/1/schedule': { status: 200, body: { scheduled: [] } },
    });
    const { user } = renderAdmin('/admin/projects/1');
    const panel = await screen.findByRole('region', { name: 'Scheduled publish and hide' });
    expect(await within(panel).findByText('Nothing scheduled.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Schedule' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Choose a date and a time.');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });
});
