import { renderWithProviders } from '@portfolio/ui/testing/render';
import { stubApi } from '@portfolio/ui/testing/stub-api';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import EmergencyReleases from './EmergencyReleases';

const by = { kind: 'user', id: 1, name: 'Alex' };
const registry = (remote: string, fields: object) => ({
  remote,
  live: null,
  previous: null,
  rollout: null,
  rule: null,
  releases: [],
  history: [],
  ...fields,
});
const brokenAdminLive = { version: 'a2', manifestUrl: 'http://a/2/', since: '2026-11-28T20:00:00.000Z', by };
const brokenAdmin = registry('adminRemote', { live: brokenAdminLive, previous: 'a1' });
const publicRollingOut = registry('publicRemote', {
  live: { version: 'p1', manifestUrl: 'http://p/1/', since: '2026-11-28T19:00:00.000Z', by },
  rollout: { version: 'p2', manifestUrl: 'http://p/2/', percent: 20, since: '2026-11-28T19:30:00.000Z', by },
});

describe('the host’s emergency releases view', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows what is live, rolling out and previous for each remote', async () => {
    stubApi({
      'GET /releases/adminRemote': { status: 200, body: brokenAdmin },
      'GET /releases/publicRemote': { status: 200, body: publicRollingOut },
    });
    renderWithProviders(<EmergencyReleases />);
    const admin = await screen.findByRole('article', { name: 'Admin area' });
    expect(await within(admin).findByText(/^a2 since/)).toBeInTheDocument();
    expect(within(admin).getByText('a1')).toBeInTheDocument();
    expect(within(admin).queryByRole('button', { name: 'Stop the rollout' })).not.toBeInTheDocument();
    const site = screen.getByRole('article', { name: 'Public site' });
    expect(await within(site).findByText('p2 to 20 %')).toBeInTheDocument();
    expect(within(site).getByRole('button', { name: 'Stop the rollout' })).toBeInTheDocument();
  });

  it('rolls the admin area back once asked, says what the site did and offers to open it again', async () => {
    const api = stubApi({
      'GET /releases/adminRemote': { status: 200, body: brokenAdmin },
      'GET /releases/publicRemote': { status: 200, body: publicRollingOut },
      'POST /releases/adminRemote/rollback': {
        status: 200,
        body: {
          ...brokenAdmin,
          live: { ...brokenAdminLive, version: 'a1' },
          previous: 'a2',
          outcome: 'rolled-back',
          message: 'Rolled back from a2 to a1: every visitor is on a1.',
        },
      },
    });
    const { user } = renderWithProviders(<EmergencyReleases />);
    const admin = await screen.findByRole('article', { name: 'Admin area' });
    await user.click(await within(admin).findByRole('button', { name: 'Roll back' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Roll the admin area back to a1?');
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Rolled back from a2 to a1: every visitor is on a1.',
    );
    expect(api.requests.find((request) => request.method === 'POST')?.body).toEqual({ expectedLive: 'a2' });
    expect(within(admin).getByRole('button', { name: 'Open the admin area' })).toBeInTheDocument();
  });
});
