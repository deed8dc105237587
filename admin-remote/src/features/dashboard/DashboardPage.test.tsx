import { stubApi } from '@portfolio/ui/testing/stub-api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/render-admin';

const by = { kind: 'user', id: 1, name: 'Alex Morgan' };
const registry = (remote: string, rollout: object | null) => ({
  remote,
  live: {
    version: 'v3',
    manifestUrl: 'http://r.test/v3/mf-manifest.json',
    since: '2026-11-21T09:00:00.000Z',
    by,
  },
  previous: null,
  rollout,
  rule: null,
  releases: [],
  history: [],
});

describe('Live releases on the admin home', () => {
  it('says when a rollout is running, beside what is live', async () => {
    stubApi({
      'GET /dashboard': { status: 200, body: { counts: {}, hidden: [], recent: [] } },
      'GET /releases/publicRemote': {
        status: 200,
        body: registry('publicRemote', {
          version: 'v6',
          manifestUrl: 'http://r.test/v6/mf-manifest.json',
          percent: 20,
          since: '2026-11-25T10:00:00.000Z',
          by,
        }),
      },
      'GET /releases/adminRemote': { status: 200, body: registry('adminRemote', null) },
    });
    renderAdmin('/admin');
    const card = await screen.findByRole('region', { name: 'Live releases' });
    expect(await within(card).findByText('Rollout running: v6 for 20 % of visitors')).toBeInTheDocument();
    expect(within(card).getAllByText(/^v3, live since/)).toHaveLength(2);
    expect(within(card).getAllByText(/Rollout running/)).toHaveLength(1);
  });
});

describe('The Inbox on the admin home', () => {
  it('counts the unread messages on its card, linking to the Inbox', async () => {
    stubApi({
      'GET /dashboard': {
        status: 200,
        body: {
          counts: { users: 1, projects: 2, experiences: 3, technologies: 4, tags: 5, messages: 2 },
          hidden: [],
          recent: [],
        },
      },
    });
    renderAdmin('/admin');
    const content = await screen.findByRole('region', { name: 'Your content' });
    const card = within(content).getByRole('link', { name: /Unread messages/ });
    expect(card).toHaveTextContent('2Unread messages');
    expect(card).toHaveAttribute('href', '/admin/messages');
    expect(screen.queryByRole('link', { name: 'New message' })).not.toBeInTheDocument();
  });
});
