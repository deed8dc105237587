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

/** The link check answers `link` (a usable link by default); the password change answers `response`. */
function stubFetch(
  response: () => Response,
  link = () => jsonResponse({ expiresAt: '2030-01-01T00:00:00.000Z' }),
) {
  const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
    url.includes('/auth/password-reset/') ? link() : response(),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}
const changes = (fetch: ReturnType<typeof stubFetch>) =>
  fetch.mock.calls.filter(([url]) => url === '/api/v1/auth/change-password');

const password = () => screen.getByLabelText('Password', { selector: 'input' });
const findPassword = () => screen.findByLabelText('Password', { selector: 'input' });
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
    await userEvent.click(await screen.findByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Confirm Password is required')).toBeInTheDocument();
    expect(changes(fetch)).toEqual([]);
  });

  it("asks for 6 characters and says 'Passwords must match'", async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(() => jsonResponse({}));
    renderChange();
    await user.type(await findPassword(), '12345');
    await user.type(confirmation(), '123456');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
    expect(changes(fetch)).toEqual([]);
  });

  it("sends the token and password, shows 'Password Changed' and loads / after 1000 ms", async () => {
    const user = userEvent.setup();
    const fetch = stubFetch(() => jsonResponse({ message: 'Password changed successfully!' }));
    renderChange();
    await user.type(await findPassword(), 'new-secret');
    await user.type(confirmation(), 'new-secret');

    vi.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    // Validation and the stubbed call settle in microtasks; no timer is due yet.
    for (let round = 0; round < 5; round += 1) await act(() => vi.advanceTimersByTimeAsync(0));

    expect(screen.getByRole('status')).toHaveTextContent('Password changed successfully!');
    expect(screen.getByRole('button', { name: 'Password Changed' })).toBeDisabled();
    const [url, init] = changes(fetch)[0]!;
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
    await user.type(await findPassword(), 'new-secret');
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
    expect(changes(fetch)).toEqual([]);
  });

  it.each([
    [404, 'This link is not valid.'],
    [410, 'This link was already used.'],
    [410, 'This link has expired.'],
  ])(
    'checks the link first: a %i says %j, offers a new link and shows no password field',
    async (status, detail) => {
      const fetch = stubFetch(
        () => jsonResponse({}),
        () => jsonResponse({ status, title: 'Gone', detail }, status),
      );
      renderChange('/change-password?token=nonsense');
      expect(await screen.findByRole('alert')).toHaveTextContent(detail);
      expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute(
        'href',
        '/recover-password',
      );
      expect(screen.queryByLabelText('Password', { selector: 'input' })).not.toBeInTheDocument();
      expect(fetch.mock.calls[0]![0]).toBe('/api/v1/auth/password-reset/nonsense');
      expect(changes(fetch)).toEqual([]);
    },
  );

  it('has a show/hide toggle on both password inputs', async () => {
    stubFetch(() => jsonResponse({}));
    renderChange();
    await findPassword();
    const toggles = screen.getAllByRole('button', { name: 'Show password' });
    expect(toggles).toHaveLength(2);
    fireEvent.click(toggles[1]!);
    expect(confirmation()).toHaveAttribute('type', 'text');
    expect(password()).toHaveAttribute('type', 'password');
  });
});
