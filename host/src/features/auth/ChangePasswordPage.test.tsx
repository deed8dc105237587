import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadPage } from '../../lib/full-page-navigation';
import { jsonResponse, renderRoute } from '../../test-utils';
import ChangePasswordPage from './ChangePasswordPage';

// jsdom cannot load another page: the full-page navigation is observed at this boundary instead.
vi.mock('../../lib/full-page-navigation', () => ({ loadPage: vi.fn(), reloadPage: vi.fn() }));

const renderChange = (path = '/change-password?token=reset-token-123') =>
  renderRoute(<ChangePasswordPage />, { path, route: '/change-password' });

function stubFetch(response: () => Response) {
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const password = () => screen.getByLabelText('Password', { selector: 'input' });
const confirmation = () => screen.getByLabelText('Confirm password', { selector: 'input' });

describe('ChangePasswordPage', () => {
  beforeEach(() => vi.mocked(loadPage).mockReset());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('requires both fields', async () => {
    const fetch = stubFetch(() => jsonResponse({}));
    renderChange();
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("asks for 6 characters and says 'Passwords must match'", async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(() => jsonResponse({}));
    renderChange();
    await user.type(password(), '12345');
    await user.type(confirmation(), '123456');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("sends the token and password, shows 'Password Changed' and loads / after 1000 ms", async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(() => jsonResponse({ message: 'Password changed successfully!' }));
    renderChange();
    await user.type(password(), 'new-secret');
    await user.type(confirmation(), 'new-secret');

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    // Validation and the stubbed call settle in microtasks; no timer is due yet.
    for (let round = 0; round < 5; round += 1) await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByRole('status')).toHaveTextContent('Password changed successfully!');
    expect(screen.getByRole('button', { name: 'Password Changed' })).toBeDisabled();
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('/api/v1/auth/change-password');
    expect(JSON.parse(String(init?.body))).toEqual({ token: 'reset-token-123', password: 'new-secret' });

    act(() => vi.advanceTimersByTime(999));
    expect(loadPage).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(loadPage).toHaveBeenCalledWith('/');
  });

  it("toasts 'Failed to change password.' when the link is refused, and stays", async () => {
    const user = userEvent.setup();
    stubFetch(() => jsonResponse({ status: 400, title: 'Bad Request' }, 400));
    renderChange();
    await user.type(password(), 'new-secret');
    await user.type(confirmation(), 'new-secret');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to change password.');
    expect(screen.getByRole('button', { name: 'Change password' })).toBeEnabled();
    expect(loadPage).not.toHaveBeenCalled();
  });

  it('without a token shows a visible error with a link to request a new e-mail, and sends nothing', () => {
    const fetch = stubFetch(() => jsonResponse({}));
    renderChange('/change-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is missing its reset token');
    expect(screen.getByRole('link', { name: 'Request a new e-mail' })).toHaveAttribute(
      'href',
      '/recover-password',
    );
    expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('has a show/hide toggle on both password inputs', () => {
    renderChange();
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);
    fireEvent.click(toggles[1]!);
    expect(confirmation()).toHaveAttribute('type', 'text');
    expect(password()).toHaveAttribute('type', 'password');
  });
});
