import { storeRefreshSession } from '../../db/repositories/refresh-sessions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../db/repositories/users';
import { startTestApp, type TestApp } from '../../../test/test-app';

/** Each list on an empty database, then with 1, 10 and 11 rows: totalPages is 1, 1, 1, 2. */
describe('paging totals', () => {
  let t: TestApp;
  let token: string;
  let userId: number;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
    userId = await createUser(t.app.db, {
      firstName: 'Only',
      lastName: 'User',
      professionalTitle: 'Tester',
      bio: 'Counts rows.',
      availability: 'Looking',
      email: 'only@example.com',
      phone: '1',
      github: 'https://github.com/only',
      linkedin: 'https://www.linkedin.com/in/only',
      notionResume: 'https://www.notion.so/only',
      avatar: null,
    });
    // A sign-in of that user (it has no password to sign in with).
    const family = 'paging-test-sign-in';
    await storeRefreshSession(t.app.db, {
      userId,
      family,
      tokenHash: 'paging-test-refresh-token-hash',
      tokenVersion: 0,
      expiresAt: new Date(Date.now() + 60 * 60 * 1000),
      signedInAt: new Date(),
    });
    token = t.app.issueToken(userId, family);
  });
  afterAll(() => t.close());

  const resources = [
    {
      key: 'tags',
      create: (index: number) => ({ url: '/api/v1/tags', payload: { name: `Tag ${index}`, color: 'gray' } }),
    },
    {
      key: 'technologies',
      create: (index: number) => ({ url: '/api/v1/technologies', payload: { name: `Technology ${index}` } }),
    },
    {
      key: 'projects',
      create: (index: number) => ({
        url: '/api/v1/projects',
        payload: { name: `Project ${index}`, description: 'D', userId },
      }),
    },
    {
      key: 'experiences',
      create: (index: number) => ({
        url: '/api/v1/experiences',
        payload: {
          title: `Role ${index}`,
          description: 'D',
          userId,
          company: `Company ${index}`,
          startDate: `20${10 + index}-01-01`,
          employmentType: 'full-time',
          location: 'Remote',
        },
      }),
    },
  ] as const;

  it.each(resources)('$key: 0, 1, 10 and 11 rows make 1, 1, 1 and 2 pages', async ({ key, create }) => {
    const list = async (query: string) => {
      const response = await t.inject({
        method: 'GET',
        url: `/api/v1/${key}?${query}`,
      });
      expect(response.statusCode).toBe(200);
      return response.json<Record<string, unknown[]> & { totalPages: number }>();
    };
    let rows = 0;
    const grow = async (to: number) => {
      for (; rows < to; rows += 1) {
        const { url, payload } = create(rows + 1);
        const response = await t.inject({
          method: 'POST',
          url,
          payload,
          headers: { authorization: `Bearer ${token}` },
        });
        expect(response.statusCode).toBe(201);
      }
    };

    expect(await list('offset=0&limit=10')).toEqual({ [key]: [], totalPages: 1 });
    for (const [count, pages] of [
      [1, 1],
      [10, 1],
      [11, 2],
    ] as const) {
      await grow(count);
      const page = await list('offset=0&limit=10');
      expect(page.totalPages, `${count} rows`).toBe(pages);
      expect(page[key]).toHaveLength(Math.min(count, 10));
    }
    const second = await list('offset=10&limit=10');
    expect(second.totalPages).toBe(2);
    expect(second[key]).toHaveLength(1);
    // The second page holds the one row the first did not.
    const firstIds = (await list('offset=0&limit=10'))[key]!.map((row) => (row as { id: number }).id);
    expect(firstIds).not.toContain((second[key]![0] as { id: number }).id);
    expect(await list('offset=500&limit=10')).toEqual({ [key]: [], totalPages: 2 });
  });

  it('users: 1, 10 and 11 rows make 1, 1 and 2 pages (and the list needs a token)', async () => {
    const list = async () =>
      (
        await t.inject({
          method: 'GET',
          url: '/api/v1/users?offset=0&limit=10',
          headers: { authorization: `Bearer ${token}` },
        })
      ).json<{ users: unknown[]; totalPages: number }>();
    expect(await list()).toMatchObject({ totalPages: 1 });
    let rows = 1;
    for (const [count, pages] of [
      [10, 1],
      [11, 2],
    ] as const) {
      for (; rows < count; rows += 1) {
        const response = await t.inject({
          method: 'POST',
          url: '/api/v1/users',
          headers: { authorization: `Bearer ${token}` },
          payload: {
            firstName: `User${rows}`,
            lastName: 'Paging',
            professionalTitle: 'Tester',
            bio: 'B',
            availability: 'Looking',
            email: `user${rows}@example.com`,
            phone: '1',
            github: 'https://github.com/x',
            linkedin: 'https://www.linkedin.com/in/x',
            notionResume: 'https://www.notion.so/x',
          },
        });
        expect(response.statusCode).toBe(201);
      }
      const page = await list();
      expect(page.totalPages, `${count} rows`).toBe(pages);
      expect(page.users).toHaveLength(10);
    }
  });
});
