import { stubApi } from '@portfolio/ui/testing/stub-api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdmin } from '../../test/render-admin';

const message = (id: number, fields: object = {}) => ({
  id,
  name: `Visitor ${id}`,
  email: `visitor${id}@example.org`,
  message: `Message number ${id}.`,
  project: null,
  folder: 'inbox',
  read: true,
  verification: 'verified',
  spamReasons: [],
  receivedAt: '2026-11-25T21:40:00.000Z',
  ...fields,
});

describe('The Inbox screen', () => {
  it('lists the folder unread first, as the API orders it, each message opening at its own address', async () => {
    const api = stubApi({
      'GET /messages': {
        status: 200,
        body: {
          messages: [
            message(2, {
              read: false,
              message: '<script>alert("hi")</script> Can we talk?',
              project: { id: 1, name: 'Trail Planner', slug: 'trail-planner' },
            }),
            message(1),
          ],
          totalPages: 1,
          unread: 1,
        },
      },
    });
    const { user } = renderAdmin('/admin/messages');
    const list = await screen.findByRole('list', { name: 'Messages in Inbox' });
    const rows = within(list).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /^Unread: Visitor 2.*About Trail Planner<script>alert\("hi"\)<\/script> Can we talk\?$/,
      ),
      expect.stringMatching(/^Visitor 1.*Message number 1\.$/),
    ]);
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'Inbox 1 unread' })).toHaveAttribute('aria-current', 'page');
    expect(api.requests[0]!.query.get('folder')).toBe('inbox');

    await user.click(rows[1]!);
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/messages/1');
  });

  it('opens another folder from its tab, and says when it is empty', async () => {
    const api = stubApi({
      'GET /messages': (request) => ({
        status: 200,
        body: {
          messages: request.query.get('folder') === 'inbox' ? [message(1)] : [],
          totalPages: 1,
          unread: 0,
        },
      }),
    });
    const { user } = renderAdmin('/admin/messages');
    await screen.findByRole('list', { name: 'Messages in Inbox' });
    await user.click(screen.getByRole('link', { name: 'Spam' }));
    expect(await screen.findByText('Nothing in Spam.')).toBeInTheDocument();
    expect(screen.getByText(/Spam is deleted 30 days after/)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/messages?folder=spam');
    expect(api.requests.at(-1)!.query.get('folder')).toBe('spam');
  });

  it('keeps a failed load on screen with Retry', async () => {
    stubApi({ 'GET /messages': { status: 500, body: { status: 500, title: 'Error' } } });
    renderAdmin('/admin/messages?folder=archive');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load messages.');
  });
});
