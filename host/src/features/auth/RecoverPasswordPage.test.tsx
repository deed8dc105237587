import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute } from '../../test-utils';
import RecoverPasswordPage from './RecoverPasswordPage';

const renderRecover = () =>
  renderRoute(<RecoverPasswordPage />, { path: '/recover-password', route: '/recover-password' });

function stubFetch(response: () => Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('RecoverPasswordPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ['', 'Email is required'],
    ['not-an-email', 'Invalid email address'],
  ])('refuses %j with %s and sends nothing', async (email, message) => {
    const user = userEvent.setup();
    const fetch = stubFetch(() => jsonResponse({}));
    renderRecover();
    if (email) await user.type(screen.getByLabelText('Email'), email);
    await user.click(screen.getByRole('button', { name: 'Send email' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the e-mail, toasts 'Email sent successfully!' and turns the button into a disabled 'Email Sent!'", async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(() => jsonResponse({ message: 'on its way' }));
    renderRecover();
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Send email' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Email sent successfully!');
    expect(screen.getByRole('button', { name: 'Email Sent!' })).toBeDisabled();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/auth/recover-password');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'owner@example.com' });
  });

  it("toasts 'Failed to send recovery email.' and lets the user try again", async () => {
    const user = userEvent.setup();
    stubFetch(() => jsonResponse({ status: 429, title: 'Too Many Requests' }, 429));
    renderRecover();
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.click(screen.getByRole('button', { name: 'Send email' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send recovery email.');
    expect(screen.getByRole('button', { name: 'Send email' })).toBeEnabled();
  });

  it('links back to login', () => {
    renderRecover();
    expect(screen.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/login');
  });
});
