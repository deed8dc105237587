import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, startTestApp, type TestApp } from '../../../../test/test-app';

interface ExperienceBody {
  id: number;
  title: string;
  company: string;
  startDate: string;
  endDate: string | null;
  companyWebsite: string | null;
}

const newExperience = (userId: number, overrides: Record<string, unknown> = {}) => ({
  title: 'Staff Engineer',
  description: 'Leads the platform team.',
  userId,
  company: 'Globex',
  startDate: '2024-12-31',
  endDate: '',
  employmentType: 'contract',
  location: 'Hybrid',
  companyWebsite: '',
  ...overrides,
});

describe('experiences', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('lists experiences latest start first to anyone, dates as YYYY-MM-DD', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/experiences' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ experiences: ExperienceBody[]; totalPages: number }>();
    expect(
      body.experiences.map((experience) => [experience.company, experience.startDate, experience.endDate]),
    ).toEqual([
      ['Northwind Analytics', '2022-03-01', null],
      ['Contoso Travel', '2019-06-01', '2022-02-28'],
      ['Freelance', '2017-01-01', '2019-05-31'],
    ]);
  });

  it('searches by company, case-insensitively', async () => {
    const response = await t.inject({ method: 'GET', url: '/api/v1/experiences?company=CONTOSO' });
    expect(
      response.json<{ experiences: ExperienceBody[] }>().experiences.map((item) => item.company),
    ).toEqual(['Contoso Travel']);
  });

  it('creates an ongoing experience: empty end date and website become null, the date stays the same day', async () => {
    const response = await t.asOwner({
      method: 'POST',
      url: '/api/v1/experiences',
      payload: newExperience(t.ownerId),
    });
    expect(response.statusCode).toBe(201);
    const experience = response.json<ExperienceBody>();
    expect(experience).toMatchObject({ startDate: '2024-12-31', endDate: null, companyWebsite: null });
    const read = await t.inject({ method: 'GET', url: `/api/v1/experiences/${experience.id}` });
    expect(read.json()).toEqual(experience);
    const first = (await t.inject({ method: 'GET', url: '/api/v1/experiences?limit=1' })).json<{
      experiences: ExperienceBody[];
    }>();
    expect(first.experiences[0]!.id).toBe(experience.id);
  });

  it('shows every message of the experience form', async () => {
    const response = await t.asOwner({ method: 'POST', url: '/api/v1/experiences', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(fieldErrors(response)).toEqual({
      title: 'Experience title is required',
      description: 'Description is required',
      userId: 'Pick a valid user',
      company: 'Company is required',
      startDate: 'Start date is required',
      employmentType: 'Employment type is required',
      location: 'Location is required',
    });
    const invalid = await t.asOwner({
      method: 'POST',
      url: '/api/v1/experiences',
      payload: newExperience(t.ownerId, { userId: 'abc', companyWebsite: 'globex', startDate: '2024-02-30' }),
    });
    expect(fieldErrors(invalid)).toEqual({
      userId: 'Pick a valid user',
      companyWebsite: 'Invalid URL',
      startDate: 'Invalid date, use YYYY-MM-DD',
    });
    const backwards = await t.asOwner({
      method: 'POST',
      url: '/api/v1/experiences',
      payload: newExperience(t.ownerId, { startDate: '2024-05-01', endDate: '2024-04-30' }),
    });
    expect(fieldErrors(backwards)).toEqual({ endDate: 'End date must not be before the start date' });
    const unknownOwner = await t.asOwner({
      method: 'POST',
      url: '/api/v1/experiences',
      payload: newExperience(99999),
    });
    expect(unknownOwner.statusCode).toBe(400);
    expect(fieldErrors(unknownOwner)).toEqual({ userId: 'Pick a valid user' });
  });

  it('updates and deletes an experience; unknown ids answer 404', async () => {
    const experience = (
      await t.asOwner({ method: 'POST', url: '/api/v1/experiences', payload: newExperience(t.ownerId) })
    ).json<ExperienceBody>();
    const updated = await t.asOwner({
      method: 'PUT',
      url: `/api/v1/experiences/${experience.id}`,
      payload: newExperience(t.ownerId, {
        endDate: '2025-01-31',
        companyWebsite: 'https://globex.example.com',
      }),
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      endDate: '2025-01-31',
      companyWebsite: 'https://globex.example.com',
    });

    const wrongOwner = await t.asOwner({
      method: 'PUT',
      url: `/api/v1/experiences/${experience.id}`,
      payload: newExperience(99999, { title: 'Changed' }),
    });
    expect(wrongOwner.statusCode).toBe(400);
    expect(
      (await t.inject({ method: 'GET', url: `/api/v1/experiences/${experience.id}` })).json(),
    ).toMatchObject({
      title: 'Staff Engineer',
    });

    expect(
      (await t.asOwner({ method: 'DELETE', url: `/api/v1/experiences/${experience.id}` })).statusCode,
    ).toBe(204);
    expect((await t.inject({ method: 'GET', url: `/api/v1/experiences/${experience.id}` })).statusCode).toBe(
      404,
    );
    expect(
      (await t.asOwner({ method: 'DELETE', url: `/api/v1/experiences/${experience.id}` })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.asOwner({
          method: 'PUT',
          url: '/api/v1/experiences/99999',
          payload: newExperience(t.ownerId),
        })
      ).statusCode,
    ).toBe(404);
  });
});
