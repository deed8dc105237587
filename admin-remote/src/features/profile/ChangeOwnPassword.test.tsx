import { readToken, saveToken } from '@portfolio/shared/api';
import { problem, stubApi } from '@portfolio/ui/testing/stub-api';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { owner } from '../../test/fixtures';
import { renderAdmin } from '../../test/render-admin';

const TOKEN_OF_USER_1 = `e30.${btoa(JSON.stringify({ sub: '1' })).replace(/=+$/, '')}.c2ln`;
const NEXT_TOKEN = `e30.${btoa(JSON.stringify({ sub: '1', ver: 2 })).replace(/=+$/, '')}.bmV3`;
const profile = { status: 200, body: { ...owner, experiences: [], projects: [] } };
const password = (name: string) => screen.getByLabelText(name, { selector: 'input' });

async function openForm(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Change password' }));
}

async function fill(user: UserEvent, current: string, next: string, confirm = next) {
  if (current) await user.type(password('Current password'), current);
  if (next) await user.type(password('New password'), next);
  if (confirm) await user.type(password('Confirm password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('Change password on the profile', () => {
  beforeEach(() => saveToken(TOKEN_OF_USER_1));

  it('explains each rule under its field before anything is sent', async () => {
    const { requests } = stubApi({ 'GET /users/1': profile });
    const { user } = renderAdmin('/admin/profile');
    await openForm(user);
    await fill(user, '', '', '');
    expect(password('Current password')).toHaveAccessibleDescription('Current password is required');
    expect(password('New password')).toHaveAccessibleDescription('Password is required');
    expect(password('Confirm password')).toHaveAccessibleDescription('Confirm Password is required');
    await fill(user, 'old-secret', '12345', '123456');
    expect(password('New password')).toHaveAccessibleDescription('Password must be at least 6 characters');
    expect(password('Confirm password')).toHaveAccessibleDescription('Passwords must match');
    expect(requests.some((request) => request.path === '/users/me/password')).toBe(false);
  });

  it('changes it, goes on with the fresh token the API answers, and says so', async () => {
    const { requests } = stubApi({
      'GET /users/1': profile,
      'PUT /users/me/password': { status: 200, body: { token: NEXT_TOKEN } },
    });
    const { user } = renderAdmin('/admin/profile');
    await openForm(user);
    await fill(user, 'old-secret', 'new-secret');
    expect(await screen.findByRole('status')).toHaveTextContent('Password changed successfully!');
    expect(requests.find((request) => request.path === '/users/me/password')!.body).toEqual({
      currentPassword: 'old-secret',
      password: 'new-secret',
    });
    expect(readToken()).toBe(NEXT_TOKEN);
    await waitFor(() => expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument());
  });

  it('shows a wrong current password under its field and keeps the session', async () => {
    stubApi({
      'GET /users/1': profile,
      'PUT /users/me/password': problem(400, 'The current password is wrong.', {
        currentPassword: 'Current password is incorrect',
      }),
    });
    const { user } = renderAdmin('/admin/profile');
    await openForm(user);
    await fill(user, 'not-it', 'new-secret');
    await waitFor(() =>
      expect(password('Current password')).toHaveAccessibleDescription('Current password is incorrect'),
    );
    expect(readToken()).toBe(TOKEN_OF_USER_1);
  });

  it.each([
    [
      problem(429, 'Too many attempts. Try again in 4 seconds.'),
      'Too many attempts. Try again in 4 seconds.',
    ],
    [problem(500, 'Something went wrong'), 'Failed to change password.'],
  ])('says what went wrong otherwise (%#)', async (reply, message) => {
    stubApi({ 'GET /users/1': profile, 'PUT /users/me/password': reply });
    const { user } = renderAdmin('/admin/profile');
    await openForm(user);
    await fill(user, 'old-secret', 'new-secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
