import { problem, stubApi } from '@portfolio/ui/testing/stub-api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jamie } from '../../test/fixtures';
import { renderAdmin } from '../../test/render-admin';

const field = (name: string) => screen.getByRole('textbox', { name });

describe('User form', () => {
  it('creates a user from their profile, without a password: the API invites them by e-mail', async () => {
    const { requests } = stubApi({ 'POST /users': { status: 201, body: { ...jamie, id: 7 } } });
    const { user } = renderAdmin('/admin/users/create-new');
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Sam');
    await user.type(field('Last name'), 'Lee');
    await user.type(field('Professional title'), 'Designer');
    await user.type(field('Bio'), 'Draws.');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Availability' }), 'Looking');
    await user.type(field('Email'), 'sam@example.com');
    await user.type(field('Phone'), '+1 555 0142');
    await user.type(field('GitHub'), 'https://github.com/sam');
    await user.type(field('LinkedIn'), 'https://www.linkedin.com/in/sam');
    await user.type(field('Notion resume'), 'https://www.notion.so/sam');
    expect(screen.queryByLabelText(/password/i)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'User created successfully! An invitation e-mail is on its way.',
    );
    expect(requests.find((request) => request.method === 'POST')!.body).toEqual({
      firstName: 'Sam',
      lastName: 'Lee',
      professionalTitle: 'Designer',
      bio: 'Draws.',
      availability: 'Looking',
      email: 'sam@example.com',
      phone: '+1 555 0142',
      github: 'https://github.com/sam',
      linkedin: 'https://www.linkedin.com/in/sam',
      notionResume: 'https://www.notion.so/sam',
      avatar: null,
      // Untouched, the way to hire them and the footer's lines are the defaults, the optional ones empty.
      primaryAction: 'get-in-touch',
      bookingUrl: null,
      accent: 'sky',
      location: null,
      timeZone: null,
      signOff: null,
    });
  });

  it("edits another user and says 'Failed to load user.' when one cannot be loaded", async () => {
    stubApi({
      'GET /users/2': { status: 200, body: { ...jamie, experiences: [], projects: [] } },
      'GET /users/3': problem(500, 'No'),
    });
    const { user, router } = renderAdmin('/admin/users/2');
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(field('First name')).toHaveValue('Jamie');
    await router.navigate('/admin/users/3');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load user.');
  });
});
