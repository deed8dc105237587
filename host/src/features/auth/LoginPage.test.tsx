import { readToken } from '@portfolio/shared/api';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoute } from '../../test-utils';
import LoginPage from './LoginPage';

const renderLogin = () => renderRoute(<LoginPage />, { path: '/login', route: '/login' });

function stubFetch(response: () => Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

describe('LoginPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts the cursor in the Email field on open', async () => {
    renderLogin();
    await vi.waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
  });

  it('shows the required messages under each field and sends nothing', async () => {
    const fetch = stubFetch(() => jsonResponse({}));
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('asks for a valid e-mail and at least 6 password characters', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(() => jsonResponse({}));
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'owner@example');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('keeps the token in memory only and goes to /admin', async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(() => jsonResponse({ token: 'header.payload.signature' }));
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('other page')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin');
    expect(readToken()).toBe('header.payload.signature');
    expect(sessionStorage.length + localStorage.length).toBe(0);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/auth/login');
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'owner@example.com',
      password: 'secret-password',
    });
  });

  it("toasts 'Error: wrong credentials.' when the API refuses", async () => {
    const user = userEvent.setup();
    stubFetch(() => jsonResponse({ status: 401, title: 'Unauthorized' }, 401));
    renderLogin();
    await user.type(screen.getByLabelText('Email'), 'owner@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Error: wrong credentials.')).toBeInTheDocument();
    // Beside the form too, where it stays.
    expect(screen.getByText('The e-mail or password is wrong. Please try again.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(readToken()).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderLogin();
    const password = screen.getByLabelText('Password', { selector: 'input' });
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(password).toHaveAttribute('type', 'password');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'password');
  });

  it("links back to / and to /recover-password with 'Forgot password?'", () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/recover-password',
    );
  });
});
