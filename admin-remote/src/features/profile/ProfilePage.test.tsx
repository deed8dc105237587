import { userQueries } from '@portfolio/shared/api';
import { readToken, saveToken } from '@portfolio/shared/api';
import { renderWithProviders } from '@portfolio/ui/testing/render';
import { problem, stubApi } from '@portfolio/ui/testing/stub-api';
import { useQuery } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import AdminApp from '../../AdminApp';
import { owner } from '../../test/fixtures';
import { renderAdmin } from '../../test/render-admin';

const tokenOf = (sub: string) => `e30.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.c2ln`;
const field = (name: string) => screen.getByRole('textbox', { name });
const profile = { ...owner, experiences: [], projects: [] };

/** The host's header reads the owner's profile through the same shared query options. */
function HeaderProbe() {
  const owner = useQuery(userQueries.detail(1));
  return <p data-testid="header">{owner.data?.professionalTitle}</p>;
}

describe('Profile', () => {
  it("edits the signed-in user's own profile, the one named by the token's sub", async () => {
    saveToken(tokenOf('1'));
    stubApi({ 'GET /users/1': { status: 200, body: profile } });
    const { user } = renderAdmin('/admin/profile');
    expect(await screen.findByRole('heading', { name: 'Your profile' })).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(field('First name')).toHaveValue('Alex');
    expect(field('Phone')).toHaveValue('+1 555 0100');
    expect(screen.getByRole('combobox', { name: 'Availability' })).toHaveValue('Available for hire');
    expect(field('Bio')).toHaveAttribute('placeholder', 'Write about yourself');
  });

  it('shows every profile message under its field', async () => {
    saveToken(tokenOf('1'));
    stubApi({ 'GET /users/1': { status: 200, body: profile } });
    const { user } = renderAdmin('/admin/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    for (const name of [
      'First name',
      'Last name',
      'Professional title',
      'Bio',
      'Email',
      'Phone',
      'GitHub',
      'LinkedIn',
      'Notion resume',
    ]) {
      await user.clear(field(name));
    }
    await user.selectOptions(screen.getByRole('combobox', { name: 'Availability' }), 'Select an option');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const expected: Record<string, string> = {
      'First name': 'First name is required',
      'Last name': 'Last name is required',
      'Professional title': 'Profile title is required',
      Bio: 'Bio is required',
      Email: 'Email is required',
      Phone: 'Phone is required',
      GitHub: 'GitHub is required',
      LinkedIn: 'LinkedIn is required',
      'Notion resume': 'Notion is required',
    };
    for (const [name, message] of Object.entries(expected)) {
      expect(field(name)).toHaveAccessibleDescription(message);
    }
    expect(screen.getByRole('combobox', { name: 'Availability' })).toHaveAccessibleDescription(
      'Availability is required',
    );
    await user.type(field('Email'), 'not-an-email');
    await user.type(field('GitHub'), 'github.com/me');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Email')).toHaveAccessibleDescription('Invalid email address');
    expect(field('GitHub')).toHaveAccessibleDescription('Invalid URL');
  });

  it("saves, says 'User updated successfully.', and every view of the profile refreshes at once", async () => {
    saveToken(tokenOf('1'));
    let stored = profile;
    stubApi({
      'GET /users/1': () => ({ status: 200, body: stored }),
      'PUT /users/1': (request) => {
        stored = { ...stored, ...(request.body as object) };
        return { status: 200, body: stored };
      },
    });
    const { user } = renderWithProviders(
      <>
        <HeaderProbe />
        <AdminApp />
      </>,
      { path: '/admin/profile', route: '/admin/*' },
    );
    await waitFor(() => expect(screen.getByTestId('header')).toHaveTextContent('Full-stack developer'));
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(field('Professional title'));
    await user.type(field('Professional title'), 'Staff engineer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('User updated successfully.');
    await waitFor(() => expect(screen.getByTestId('header')).toHaveTextContent('Staff engineer'));
  });

  it("saves the owner's choice of a daily digest of messages instead of a mail per message", async () => {
    saveToken(tokenOf('1'));
    const api = stubApi({
      'GET /users/1': { status: 200, body: profile },
      'PUT /users/1': (request) => ({ status: 200, body: { ...profile, ...(request.body as object) } }),
    });
    const { user } = renderAdmin('/admin/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const digest = screen.getByRole('switch', {
      name: 'Tell me of new messages in one e-mail a day, not one per message',
    });
    expect(digest).not.toBeChecked();
    await user.click(digest);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('User updated successfully.');
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      messageDigest: true,
    });
  });

  it('chooses how visitors reach the owner, the accent and the footer lines, with a message under each field', async () => {
    saveToken(tokenOf('1'));
    const api = stubApi({
      'GET /users/1': { status: 200, body: profile },
      'PUT /users/1': (request) => ({ status: 200, body: { ...profile, ...(request.body as object) } }),
    });
    const { user } = renderAdmin('/admin/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const action = screen.getByRole('combobox', { name: 'Primary action' });
    expect(action).toHaveValue('get-in-touch');
    expect(action).toHaveAccessibleDescription('Leads to the contact page');
    expect(screen.getByRole('radio', { name: 'Sky' })).toBeChecked();

    await user.selectOptions(action, 'Book a call');
    await user.type(field('Time zone'), 'Lisbon');
    await user.type(field('Sign-off'), 'x'.repeat(161));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Booking page')).toHaveAccessibleDescription(
      'Required for "Book a call" Give the address of your booking page to offer "Book a call"',
    );
    expect(field('Time zone')).toHaveAccessibleDescription(
      'Shown in the footer with its offset Use a time zone name such as Europe/Lisbon or America/New_York',
    );
    expect(field('Sign-off')).toHaveAccessibleDescription(
      'One line at the end of every page Must be at most 160 characters',
    );
    expect(api.requests.filter((request) => request.method === 'PUT')).toEqual([]);

    await user.type(field('Booking page'), 'http://cal.com/alex');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(field('Booking page')).toHaveAccessibleDescription(
      'Required for "Book a call" Use the https:// address of your booking page',
    );

    await user.clear(field('Booking page'));
    await user.type(field('Booking page'), 'https://cal.com/alex');
    await user.clear(field('Time zone'));
    await user.type(field('Time zone'), 'Europe/Lisbon');
    await user.clear(field('Sign-off'));
    await user.type(field('Sign-off'), 'Happy to talk.');
    await user.type(field('Location'), 'Lisbon, Portugal');
    await user.click(screen.getByRole('radio', { name: 'Rose' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent('User updated successfully.');
    expect(api.requests.find((request) => request.method === 'PUT')?.body).toMatchObject({
      primaryAction: 'book-a-call',
      bookingUrl: 'https://cal.com/alex',
      accent: 'rose',
      location: 'Lisbon, Portugal',
      timeZone: 'Europe/Lisbon',
      signOff: 'Happy to talk.',
    });
  });

  it('offers "Download CV" as the primary action only while the résumé is offered', async () => {
    saveToken(tokenOf('1'));
    stubApi({ 'GET /users/1': { status: 200, body: profile } });
    const { user } = renderAdmin('/admin/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const options = () =>
      [...screen.getByRole('combobox', { name: 'Primary action' }).querySelectorAll('option')].map(
        (option) => option.textContent,
      );
    expect(options()).toEqual(['Select an option', 'Get in touch', 'Book a call', 'Download CV']);
    await user.click(
      screen.getByRole('switch', { name: 'Offer my résumé for download (PDF and JSON Resume)' }),
    );
    expect(options()).toEqual(['Select an option', 'Get in touch', 'Book a call']);
  });

  it("says 'Failed to update user.' and keeps what was typed when the save fails", async () => {
    saveToken(tokenOf('1'));
    stubApi({
      'GET /users/1': { status: 200, body: profile },
      'PUT /users/1': problem(409, 'Taken', { email: 'This email is already in use' }),
    });
    const { user } = renderAdmin('/admin/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    await user.clear(field('Email'));
    await user.type(field('Email'), 'jamie@example.com');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update user.');
    expect(field('Email')).toHaveValue('jamie@example.com');
    expect(field('Email')).toHaveAccessibleDescription('This email is already in use');
  });

  it('signs out with a clear message when the session token cannot be read', async () => {
    saveToken('not-a-token');
    stubApi({});
    renderAdmin('/admin/profile');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your session could not be read. Please sign in again.',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(readToken()).toBeNull();
  });
});
