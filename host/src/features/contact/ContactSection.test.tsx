import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute } from '../../test-utils';
import { ContactSection } from './ContactSection';

const owner = {
  id: 1,
  firstName: 'Alex',
  lastName: 'Morgan',
  projects: [{ id: 3, name: 'Trail Planner' }],
};

/** The API as the page's browser meets it: the owner, a challenge, and `send` answering the message. */
function stubApi(send: () => Response) {
  const sent: unknown[] = [];
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/v1/users/')) return jsonResponse(owner);
    if (url === '/api/v1/messages' && init?.method === 'POST') {
      sent.push(JSON.parse(String(init.body)));
      return send();
    }
    // No challenge here: the form then sends without one, which the API keeps as unverified.
    return jsonResponse({ status: 503, title: 'Service Unavailable' }, 503);
  });
  vi.stubGlobal('fetch', fetch);
  return sent;
}

const renderContact = (path = '/contact') => renderRoute(<ContactSection />, { path, route: '/contact' });

describe('ContactSection', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says what is missing under each field at once, focuses the first, and sends nothing', async () => {
    const sent = stubApi(() => new Response(null, { status: 202 }));
    const { user } = renderContact();
    await screen.findByRole('option', { name: 'Trail Planner' });
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Where the answer goes. Please enter your e-mail address',
    );
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription(
      'Up to 5,000 characters. Please write a message',
    );
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Name')).toHaveValue('Ada');
    expect(sent).toEqual([]);
  });

  it('sends the fields as typed, then thanks in place with the focus on the thanks', async () => {
    const sent = stubApi(() => new Response(null, { status: 202 }));
    const { user } = renderContact('/contact?project=3');
    await screen.findByRole('option', { name: 'Trail Planner' });
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.type(screen.getByLabelText('Message'), 'Hello <b>there</b>');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const heading = await screen.findByRole('heading', { name: 'Message sent' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Alex will read your message');
    expect(screen.getByTestId('location')).toHaveTextContent('/contact?sent=1');
    expect(sent).toEqual([
      { name: 'Ada Lovelace', email: 'ada@example.org', message: 'Hello <b>there</b>', project: '3' },
    ]);
  });

  it("shows the API's message under each field it refused", async () => {
    stubApi(() =>
      jsonResponse(
        { status: 400, title: 'Bad Request', errors: { email: 'Please enter a valid e-mail address' } },
        400,
      ),
    );
    const { user } = renderContact();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('says so for the whole form when the visitor sent too many, keeping what was typed', async () => {
    stubApi(() =>
      jsonResponse(
        { status: 429, title: 'Too Many Requests', detail: 'Too many messages from your address.' },
        429,
      ),
    );
    const { user } = renderContact();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.org');
    await user.type(screen.getByLabelText('Message'), 'Hello again');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many messages from your address.');
    expect(screen.getByLabelText('Message')).toHaveValue('Hello again');
  });
});
