import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, startTestApp, type TestApp } from '../../../../test/test-app';

const profile = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Jamie',
  lastName: 'Rivera',
  professionalTitle: 'Designer',
  bio: 'Draws interfaces.',
  availability: 'Looking',
  email: 'jamie@example.com',
  phone: '+1 555 0199',
  github: 'https://github.com/jamie',
  linkedin: 'https://www.linkedin.com/in/jamie',
  notionResume: 'https://www.notion.so/jamie',
  avatar: '',
  ...overrides,
});

interface UserBody {
  id: number;
  firstName: string;
  email: string;
  phone?: string | null;
  experiences: unknown[];
  projects: unknown[];
}

describe('users', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  describe('GET /api/v1/users/{id}', () => {
    it('shows the owner profile with experiences and projects to anyone, without the phone', async () => {
      const response = await t.inject({ method: 'GET', url: '/api/v1/users/1' });
      expect(response.statusCode).toBe(200);
      const user = response.json<UserBody>();
      expect(user).toMatchObject({ id: 1, firstName: 'Alex', email: 'owner@example.com' });
      expect(user).not.toHaveProperty('phone');
      expect(response.body).not.toContain('555 0100');
      expect(user).not.toHaveProperty('passwordHash');
      expect(user.experiences).toHaveLength(3);
      expect(user.projects).toHaveLength(3);
    });

    it('adds the phone for a signed-in reader', async () => {
      const response = await t.asOwner({ method: 'GET', url: '/api/v1/users/1' });
      expect(response.json<UserBody>().phone).toBe('+1 555 0100');
    });

    it('treats a bad token on this public route as anonymous', async () => {
      const response = await t.inject({
        method: 'GET',
        url: '/api/v1/users/1',
        headers: { authorization: 'Bearer not.a.token' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).not.toHaveProperty('phone');
    });

    it('answers 404 for an unknown user', async () => {
      const response = await t.inject({ method: 'GET', url: '/api/v1/users/99999' });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('GET /api/v1/users', () => {
    it('lists users by id with every field for a signed-in user', async () => {
      const response = await t.asOwner({ method: 'GET', url: '/api/v1/users' });
      expect(response.statusCode).toBe(200);
      const body = response.json<{ users: UserBody[]; totalPages: number }>();
      expect(body.totalPages).toBe(1);
      expect(body.users[0]).toMatchObject({ id: 1, phone: '+1 555 0100' });
      expect(body.users[0]).not.toHaveProperty('passwordHash');
    });

    it('searches by first name, last name or e-mail, case-insensitively', async () => {
      for (const query of ['firstName=aLE', 'lastName=MORG', 'email=OWNER@EXAMPLE']) {
        const response = await t.asOwner({ method: 'GET', url: `/api/v1/users?${query}` });
        expect(
          response.json<{ users: UserBody[] }>().users.map((user) => user.id),
          query,
        ).toEqual([1]);
      }
      const none = await t.asOwner({ method: 'GET', url: '/api/v1/users?firstName=zzz' });
      expect(none.json()).toEqual({ users: [], totalPages: 1 });
    });
  });

  describe('POST /api/v1/users', () => {
    it('creates a user without a password and answers every field', async () => {
      const response = await t.asOwner({ method: 'POST', url: '/api/v1/users', payload: profile() });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        firstName: 'Jamie',
        phone: '+1 555 0199',
        avatar: null,
        experiences: [],
        projects: [],
      });
      // No password yet: signing in is impossible until the invitation link is used.
      const login = await t.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'jamie@example.com', password: 'anything' },
      });
      expect(login.statusCode).toBe(401);
    });

    it('refuses a second user with the same e-mail, whatever its case, with 409', async () => {
      const response = await t.asOwner({
        method: 'POST',
        url: '/api/v1/users',
        payload: profile({ email: 'OWNER@example.com' }),
      });
      expect(response.statusCode).toBe(409);
      expect(fieldErrors(response)).toEqual({ email: 'This email is already in use' });
    });

    it('shows every message of the profile form', async () => {
      const response = await t.asOwner({ method: 'POST', url: '/api/v1/users', payload: {} });
      expect(response.statusCode).toBe(400);
      expect(fieldErrors(response)).toEqual({
        firstName: 'First name is required',
        lastName: 'Last name is required',
        professionalTitle: 'Profile title is required',
        bio: 'Bio is required',
        availability: 'Availability is required',
        email: 'Email is required',
        phone: 'Phone is required',
        github: 'GitHub is required',
        linkedin: 'LinkedIn is required',
        notionResume: 'Notion is required',
      });
      const invalid = await t.asOwner({
        method: 'POST',
        url: '/api/v1/users',
        payload: profile({
          availability: 'Sleeping',
          email: 'nope',
          github: 'github',
          linkedin: 'javascript:alert(1)',
          notionResume: 'notion',
        }),
      });
      expect(fieldErrors(invalid)).toEqual({
        availability: 'Invalid availability status',
        email: 'Invalid email address',
        github: 'Invalid URL',
        linkedin: 'Invalid URL',
        notionResume: 'Invalid URL',
      });
    });
  });

  describe('PUT /api/v1/users/{id}', () => {
    it('updates the profile and avatar', async () => {
      const response = await t.asOwner({
        method: 'PUT',
        url: '/api/v1/users/1',
        payload: profile({
          firstName: 'Alexandra',
          email: 'owner@example.com',
          avatar: 'http://portfolio.test/api/uploads/avatars/abc.png',
        }),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: 1,
        firstName: 'Alexandra',
        avatar: 'http://portfolio.test/api/uploads/avatars/abc.png',
      });
      const read = await t.inject({ method: 'GET', url: '/api/v1/users/1' });
      expect(read.json()).toMatchObject({ firstName: 'Alexandra' });
    });

    it("answers 409 when taking another user's e-mail, and 404 for an unknown user", async () => {
      const taken = await t.asOwner({
        method: 'PUT',
        url: '/api/v1/users/1',
        payload: profile({ email: 'Jamie@Example.com' }),
      });
      expect(taken.statusCode).toBe(409);
      const read = await t.asOwner({ method: 'GET', url: '/api/v1/users/1' });
      expect(read.json()).toMatchObject({ email: 'owner@example.com' });
      const missing = await t.asOwner({ method: 'PUT', url: '/api/v1/users/99999', payload: profile() });
      expect(missing.statusCode).toBe(404);
    });
  });

  describe('DELETE /api/v1/users/{id}', () => {
    it('refuses to delete yourself with 403 and keeps the user', async () => {
      const response = await t.asOwner({ method: 'DELETE', url: `/api/v1/users/${t.ownerId}` });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ status: 403, detail: 'You cannot delete your own user.' });
      expect((await t.inject({ method: 'GET', url: `/api/v1/users/${t.ownerId}` })).statusCode).toBe(200);
    });

    it('deletes another user with their projects and experiences', async () => {
      const user = (
        await t.asOwner({
          method: 'POST',
          url: '/api/v1/users',
          payload: profile({ email: 'leaving@example.com' }),
        })
      ).json<UserBody>();
      const project = (
        await t.asOwner({
          method: 'POST',
          url: '/api/v1/projects',
          payload: { name: 'Left behind', description: 'D', userId: user.id },
        })
      ).json<{ id: number }>();
      const experience = (
        await t.asOwner({
          method: 'POST',
          url: '/api/v1/experiences',
          payload: {
            title: 'Intern',
            description: 'D',
            userId: user.id,
            company: 'Leaving Co',
            startDate: '2020-01-01',
            employmentType: 'internship',
            location: 'Remote',
          },
        })
      ).json<{ id: number }>();
      expect(project.id).toBeGreaterThan(0);
      expect(experience.id).toBeGreaterThan(0);

      const response = await t.asOwner({ method: 'DELETE', url: `/api/v1/users/${user.id}` });
      expect(response.statusCode).toBe(204);
      expect((await t.inject({ method: 'GET', url: `/api/v1/users/${user.id}` })).statusCode).toBe(404);
      expect((await t.inject({ method: 'GET', url: `/api/v1/projects/${project.id}` })).statusCode).toBe(404);
      expect(
        (await t.inject({ method: 'GET', url: `/api/v1/experiences/${experience.id}` })).statusCode,
      ).toBe(404);
      const again = await t.asOwner({ method: 'DELETE', url: `/api/v1/users/${user.id}` });
      expect(again.statusCode).toBe(404);
    });
  });
});
