import type { HistoryList, RestoreResult } from '@portfolio/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors, startTestApp, type TestApp } from '../../../../test/test-app';

interface Experience {
  id: number;
  company: string;
  technologies: { id: number; name: string }[];
}

const names = (experience: Experience) => experience.technologies.map((technology) => technology.name);

describe("an experience's technologies", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const owner = async <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
    const response = await t.asOwner({ method, url, ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json<T>();
  };
  const technologyId = async (name: string) =>
    (
      await owner<{ technologies: { id: number; name: string }[] }>('GET', '/api/v1/technologies')
    ).technologies.find((technology) => technology.name === name)!.id;
  const link = (experienceId: number, technologyId: number) =>
    owner<Experience>('POST', '/api/v1/experiences/add-tech', { experienceId, technologyId });
  const unlink = (experienceId: number, technologyId: number) =>
    owner<Experience>('POST', '/api/v1/experiences/remove-tech', { experienceId, technologyId });

  it('lists the demo roles with the technologies they used, in the stack order, to anyone', async () => {
    const { experiences } = (await t.inject({ method: 'GET', url: '/api/v1/experiences' })).json<{
      experiences: Experience[];
    }>();
    expect(experiences.map((experience) => [experience.company, names(experience)])).toEqual([
      ['Northwind Analytics', ['TypeScript', 'React', 'Tailwind CSS', 'Vitest']],
      ['Contoso Travel', ['TypeScript', 'React', 'Node.js', 'PostgreSQL', 'Docker']],
      ['Freelance', ['React', 'Tailwind CSS']],
    ]);
    const profile = (await t.inject({ method: 'GET', url: '/api/v1/users/1' })).json<{
      experiences: Experience[];
    }>();
    expect(profile.experiences.map(names)).toEqual(experiences.map(names));
  });

  it('links and unlinks idempotently, answering the experience; unknown ones are a 404, anonymous a 401', async () => {
    const docker = await technologyId('Docker');
    const linked = await link(3, docker);
    expect(names(linked)).toEqual(['React', 'Tailwind CSS', 'Docker']);
    expect(names(await link(3, docker))).toEqual(['React', 'Tailwind CSS', 'Docker']);
    expect(names(await unlink(3, docker))).toEqual(['React', 'Tailwind CSS']);
    expect(names(await unlink(3, docker))).toEqual(['React', 'Tailwind CSS']);

    const unknownTechnology = await t.asOwner({
      method: 'POST',
      url: '/api/v1/experiences/add-tech',
      payload: { experienceId: 3, technologyId: 99999 },
    });
    expect(unknownTechnology.statusCode).toBe(404);
    const unknownExperience = await t.asOwner({
      method: 'POST',
      url: '/api/v1/experiences/add-tech',
      payload: { experienceId: 99999, technologyId: docker },
    });
    expect(unknownExperience.statusCode).toBe(404);
    const invalid = await t.asOwner({
      method: 'POST',
      url: '/api/v1/experiences/add-tech',
      payload: { experienceId: 'x', technologyId: 0 },
    });
    expect(invalid.statusCode).toBe(400);
    expect(fieldErrors(invalid)).toEqual({
      experienceId: 'Pick a valid experience',
      technologyId: 'Pick a valid technology',
    });
    const anonymous = await t.inject({
      method: 'POST',
      url: '/api/v1/experiences/add-tech',
      payload: { experienceId: 3, technologyId: docker },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('shows a hidden technology to the signed-in owner only', async () => {
    const vitest = await technologyId('Vitest');
    const technology = await owner<{ name: string; icon: string | null }>(
      'GET',
      `/api/v1/technologies/${vitest}`,
    );
    await owner('PUT', `/api/v1/technologies/${vitest}`, { ...technology, visible: false });
    try {
      const visitor = (await t.inject({ method: 'GET', url: '/api/v1/experiences/1' })).json<Experience>();
      expect(names(visitor)).toEqual(['TypeScript', 'React', 'Tailwind CSS']);
      expect(names(await owner<Experience>('GET', '/api/v1/experiences/1'))).toEqual([
        'TypeScript',
        'React',
        'Tailwind CSS',
        'Vitest',
      ]);
    } finally {
      await owner('PUT', `/api/v1/technologies/${vitest}`, { ...technology, visible: true });
    }
  });

  it("records a link as a version of the experience, and a restore puts the experience's technologies back", async () => {
    const docker = await technologyId('Docker');
    await link(3, docker);
    const [latest] = (await owner<HistoryList>('GET', '/api/v1/history?resource=experiences&id=3')).history;
    expect(latest!.changes).toEqual([
      {
        field: 'technologies',
        before: [await technologyId('React'), await technologyId('Tailwind CSS')].sort((a, b) => a - b),
        after: expect.any(Array),
      },
    ]);
    expect((latest!.changes[0]!.after as number[]).includes(docker)).toBe(true);

    await unlink(3, docker);
    const restored = await owner<RestoreResult>('POST', `/api/v1/history/${latest!.id}/restore`);
    expect(restored.applied).toBe(true);
    expect(names(await owner<Experience>('GET', '/api/v1/experiences/3'))).toEqual([
      'React',
      'Tailwind CSS',
      'Docker',
    ]);
    await unlink(3, docker);
  });

  it('brings a deleted technology back linked to the roles that used it', async () => {
    const docker = await technologyId('Docker');
    const before = await owner<Experience>('GET', '/api/v1/experiences/2');
    expect((await t.asOwner({ method: 'DELETE', url: `/api/v1/technologies/${docker}` })).statusCode).toBe(
      204,
    );
    expect(names(await owner<Experience>('GET', '/api/v1/experiences/2'))).not.toContain('Docker');

    const entry = (await owner<HistoryList>('GET', '/api/v1/history?deleted=true')).history.find(
      (version) => version.resource === 'technologies' && version.itemId === docker,
    )!;
    await owner('POST', `/api/v1/history/${entry.id}/restore`);
    expect(await owner<Experience>('GET', '/api/v1/experiences/2')).toEqual(before);
  });

  it('brings a deleted experience back with its technologies', async () => {
    const before = await owner<Experience>('GET', '/api/v1/experiences/1');
    expect((await t.asOwner({ method: 'DELETE', url: '/api/v1/experiences/1' })).statusCode).toBe(204);
    const entry = (await owner<HistoryList>('GET', '/api/v1/history?deleted=true')).history.find(
      (version) => version.resource === 'experiences' && version.itemId === 1,
    )!;
    await owner('POST', `/api/v1/history/${entry.id}/restore`);
    expect(await owner<Experience>('GET', '/api/v1/experiences/1')).toEqual(before);
  });
});
