import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/test-app';

describe('GET /dashboard', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('needs a token', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/v1/dashboard' })).statusCode).toBe(401);
  });

  it('counts the unread messages of the Inbox, and lists none of them as changed', async () => {
    const send = (message: string) =>
      t.inject({
        method: 'POST',
        url: '/api/v1/messages',
        payload: { name: 'Ada Lovelace', email: 'ada@example.org', message },
        remoteAddress: '10.9.9.9',
      });
    await send('A first question about your work.');
    await send('A second question, about something else.');
    const inbox = (await t.asOwner({ method: 'GET', url: '/api/v1/messages' })).json<{
      messages: { id: number }[];
    }>();
    await t.asOwner({
      method: 'PATCH',
      url: `/api/v1/messages/${inbox.messages[0]!.id}`,
      payload: { read: true },
    });

    const dashboard = (await t.asOwner({ method: 'GET', url: '/api/v1/dashboard' })).json<{
      counts: Record<string, number>;
      recent: { resource: string }[];
    }>();
    expect(dashboard.counts.messages).toBe(1);
    expect(dashboard.recent.map(({ resource }) => resource)).not.toContain('messages');

    for (const { id } of inbox.messages) {
      await t.asOwner({ method: 'DELETE', url: `/api/v1/messages/${id}` });
    }
  });

  it('counts every resource, lists hidden items and the last changes, newest first', async () => {
    const before = (await t.asOwner({ method: 'GET', url: '/api/v1/dashboard' })).json<{
      counts: Record<string, number>;
    }>();
    expect(before.counts).toEqual({
      users: 1,
      projects: 3,
      experiences: 3,
      technologies: 7,
      tags: 8,
      messages: 0,
    });

    const tag = await t.asOwner({
      method: 'POST',
      url: '/api/v1/tags',
      payload: { name: 'Mobile', color: 'red' },
    });
    const hidden = await t.asOwner({
      method: 'POST',
      url: '/api/v1/technologies',
      payload: { name: 'Svelte', icon: null, visible: false },
    });
    // A reorder is not a change of the item: it must not push every technology to the top.
    const order = (await t.asOwner({ method: 'GET', url: '/api/v1/technologies' })).json<{
      technologies: { id: number }[];
    }>();
    await t.asOwner({
      method: 'PUT',
      url: '/api/v1/technologies/order',
      payload: { ids: order.technologies.map((technology) => technology.id).reverse() },
    });

    const response = await t.asOwner({ method: 'GET', url: '/api/v1/dashboard' });
    expect(response.statusCode).toBe(200);
    const dashboard = response.json<{
      counts: Record<string, number>;
      hidden: { resource: string; id: number; name: string }[];
      recent: { resource: string; id: number; name: string; updatedAt: string }[];
    }>();
    expect(dashboard.counts).toMatchObject({ technologies: 8, tags: 9 });
    expect(dashboard.hidden).toEqual([
      { resource: 'technologies', id: hidden.json<{ id: number }>().id, name: 'Svelte' },
    ]);
    expect(dashboard.recent.slice(0, 2).map(({ resource, id, name }) => ({ resource, id, name }))).toEqual([
      { resource: 'technologies', id: hidden.json<{ id: number }>().id, name: 'Svelte' },
      { resource: 'tags', id: tag.json<{ id: number }>().id, name: 'Mobile' },
    ]);
    expect(dashboard.recent[0]!.updatedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
