import { stubApi } from '@portfolio/ui/testing/stub-api';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAdmin } from '../../test/render-admin';

const unread = {
  id: 7,
  name: 'Grace Hopper',
  email: 'grace@example.org',
  message: 'Is Trail Planner open to contributions?\n<script>alert("hi")</script>',
  project: { id: 1, name: 'Trail Planner', slug: 'trail-planner' },
  folder: 'inbox',
  read: false,
  verification: 'unverified',
  spamReasons: [],
  receivedAt: '2026-11-25T21:40:00.000Z',
};

/** The API's side of one message: it answers the PATCHes as the server would. */
function stubMessage(start: object = {}) {
  let current = { ...unread, ...start };
  return stubApi({
    'GET /messages/7': () => ({ status: 200, body: current }),
    'PATCH /messages/7': (request) => {
      current = { ...current, ...(request.body as object) };
      return { status: 200, body: current };
    },
    'DELETE /messages/7': { status: 204 },
    'GET /messages': { status: 200, body: { messages: [], totalPages: 1, unread: 0 } },
  });
}

const sent = (api: ReturnType<typeof stubApi>, method: string) =>
  api.requests.filter((request) => request.method === method).map((request) => request.body ?? request.path);

describe('One message', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the text as text, who wrote it, the project, and marks it read as it opens', async () => {
    const api = stubMessage();
    renderAdmin('/admin/messages/7');
    expect(await screen.findByRole('heading', { name: 'Grace Hopper' })).toBeInTheDocument();
    expect(screen.getByTestId('message-text').textContent).toBe(
      'Is Trail Planner open to contributions?\n<script>alert("hi")</script>',
    );
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('link', { name: 'Trail Planner' })).toHaveAttribute(
      'href',
      '/projects/trail-planner',
    );
    expect(screen.getByText('Sent without JavaScript')).toBeInTheDocument();
    await vi.waitFor(() => expect(sent(api, 'PATCH')).toEqual([{ read: true }]));
  });

  it('offers Reply: a mail to the visitor with a subject and the message quoted', async () => {
    stubMessage({ read: true });
    renderAdmin('/admin/messages/7');
    const reply = await screen.findByRole('link', { name: 'Reply' });
    const url = new URL(reply.getAttribute('href')!);
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.pathname)).toBe('grace@example.org');
    expect(url.searchParams.get('subject')).toBe('Re: your message about Trail Planner');
    expect(url.searchParams.get('body')).toMatch(
      /wrote:\n> Is Trail Planner open to contributions\?\n> <script>alert\("hi"\)<\/script>\n$/,
    );
  });

  it('archives it and goes back to the folder it was in', async () => {
    const api = stubMessage({ read: true });
    const { user } = renderAdmin('/admin/messages/7');
    await user.click(await screen.findByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Message archived.')).toHaveAttribute('role', 'status');
    expect(sent(api, 'PATCH')).toEqual([{ folder: 'archive' }]);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/messages$/);
  });

  it('marks it spam, and a message in Spam as not spam', async () => {
    const api = stubMessage({ read: true });
    const { user } = renderAdmin('/admin/messages/7');
    await user.click(await screen.findByRole('button', { name: 'Spam' }));
    expect(await screen.findByText('Message marked as spam.')).toHaveAttribute('role', 'status');

    const spam = stubMessage({ read: true, folder: 'spam', spamReasons: ['links'] });
    const second = renderAdmin('/admin/messages/7');
    expect(await second.findByText('Put in Spam for many links.')).toBeInTheDocument();
    await second.user.click(second.getByRole('button', { name: 'Not spam' }));
    await vi.waitFor(() => expect(sent(spam, 'PATCH')).toEqual([{ folder: 'inbox' }]));
    expect(sent(api, 'PATCH')).toEqual([{ folder: 'spam' }]);
  });

  it('deletes it after the toast’s time unless Undo is pressed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubMessage({ read: true });
    const { user, router } = renderAdmin('/admin/messages/7');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message deleted.')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/messages$/);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Message restored.')).toHaveAttribute('role', 'status');
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(sent(api, 'DELETE')).toEqual([]);

    act(() => router.navigate('/admin/messages/7'));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await act(() => vi.advanceTimersByTimeAsync(6000));
    expect(sent(api, 'DELETE')).toEqual(['/messages/7']);
  });
});
