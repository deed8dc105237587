import { saveToken } from '@portfolio/shared/api';
import { problem, stubApi } from '@portfolio/ui/testing/stub-api';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { jamie, owner } from '../../test/fixtures';
import { listOf, renderAdmin } from '../../test/render-admin';

const TOKEN_OF_USER_1 = `e30.${btoa(JSON.stringify({ sub: '1' })).replace(/=+$/, '')}.c2ln`;

describe('Users list', () => {
  beforeEach(() => saveToken(TOKEN_OF_USER_1));

  it('shows avatar, name with e-mail, position and availability, and no Delete on your own row', async () => {
    stubApi({ 'GET /users': listOf('users', [owner, { ...jamie, availability: 'Looking' }]) });
    renderAdmin('/admin/users');
    const rows = (await screen.findAllByRole('row')).slice(1);
    expect(within(rows[0]!).getByText('Alex Morgan')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('owner@example.com')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Full-stack developer')).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId('avatar-placeholder')).toHaveTextContent('AM');
    expect(within(rows[0]!).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'Edit Alex Morgan' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Looking')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Delete Jamie Rivera' })).toBeInTheDocument();
  });

  it('searches by the chosen field only when both the field and the text are given', async () => {
    const { requests } = stubApi({ 'GET /users': listOf('users', [owner, jamie]) });
    const { user } = renderAdmin('/admin/users');
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'jamie');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByText('Search by is required')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Search by' }), 'E-mail');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByText('1 / 1');
    expect(screen.getByTestId('location')).toHaveTextContent('?search=jamie&searchBy=email');
    expect(requests.at(-1)!.query.toString()).toBe('offset=0&limit=10&email=jamie');

    await user.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/users$/);
    expect(screen.getByRole('combobox', { name: 'Search by' })).toHaveValue('');
  });

  it("asks \"Delete user 'Jamie Rivera'?\" and says 'User deleted successfully.'", async () => {
    stubApi({ 'GET /users': listOf('users', [owner, jamie]), 'DELETE /users/2': { status: 204 } });
    const { user } = renderAdmin('/admin/users');
    await user.click(await screen.findByRole('button', { name: 'Delete Jamie Rivera' }));
    expect(screen.getByRole('dialog')).toHaveTextContent("Delete user 'Jamie Rivera'?");
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));
    expect(await screen.findByRole('status')).toHaveTextContent('User deleted successfully.');
  });

  it.each([
    ['GET /users', 'Failed to load users.'],
    ['DELETE /users/2', 'Failed to delete user.'],
  ])('says so when %s fails', async (call, message) => {
    stubApi({
      'GET /users': call.startsWith('GET') ? problem(500, 'No') : listOf('users', [owner, jamie]),
      'DELETE /users/2': problem(500, 'No'),
    });
    const { user } = renderAdmin('/admin/users');
    if (call.startsWith('DELETE')) {
      await user.click(await screen.findByRole('button', { name: 'Delete Jamie Rivera' }));
      await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));
    }
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
