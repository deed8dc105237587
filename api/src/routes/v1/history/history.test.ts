import type { HistoryList, HistoryVersion, RestoreResult } from '@portfolio/shared/schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../../test/test-app';

interface Project {
  id: number;
  name: string;
  slug: string;
  description: string;
  domain: string | null;
  repo: string | null;
  details: string | null;
  cover: string | null;
  userId: number;
  position: number;
  visible: boolean;
  /** The write-up, and the HTML made from it. */
  body: string;
  bodyHtml: string;
  technologies: { id: number }[];
}

const projectInput = (project: Project, changes: Partial<Record<keyof Project, unknown>> = {}) => ({
  name: project.name,
  description: project.description,
  domain: project.domain ?? '',
  repo: project.repo ?? '',
  details: project.details ?? '',
  cover: project.cover ?? '',
  userId: project.userId,
  ...changes,
});

describe('the content history', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const read = async <T>(url: string) => {
    const response = await t.asOwner({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<T>();
  };
  const post = async (url: string, payload?: object) => {
    const response = await t.asOwner({ method: 'POST', url, ...(payload ? { payload } : {}) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<RestoreResult>();
  };
  const history = (resource: string, id: number) =>
    read<HistoryList>(`/api/v1/history?resource=${resource}&id=${id}`);
  const technologyIds = (project: Project) => project.technologies.map((technology) => technology.id).sort();

  /** What a visitor and the owner read of every resource: the site's whole state, byte for byte. */
  async function everything() {
    const urls = [
      '/api/v1/users/1',
      '/api/v1/users?limit=100',
      '/api/v1/projects?limit=100',
      '/api/v1/technologies',
      '/api/v1/tags?limit=100',
      '/api/v1/experiences?limit=100',
    ];
    const answers: Record<string, string> = {};
    for (const url of urls) {
      answers[`owner ${url}`] = (await t.asOwner({ method: 'GET', url })).body;
      answers[`visitor ${url}`] = (await t.inject({ method: 'GET', url })).body;
    }
    return answers;
  }

  it('lists an edited project newest first with exactly the changed fields, and restores the first edit with its technologies and place', async () => {
    const original = await read<Project>('/api/v1/projects/2');
    const save = (changes: Partial<Record<keyof Project, unknown>>) =>
      t.asOwner({ method: 'PUT', url: '/api/v1/projects/2', payload: projectInput(original, changes) });
    expect((await save({ description: 'First edit' })).statusCode).toBe(200);
    const afterFirst = await read<Project>('/api/v1/projects/2');
    expect(
      (await save({ description: 'Second edit', domain: 'https://second.example.com' })).statusCode,
    ).toBe(200);
    const unlinked = afterFirst.technologies[0]!.id;
    await t.asOwner({
      method: 'POST',
      url: '/api/v1/projects/remove-tech',
      payload: { projectId: 2, technologyId: unlinked },
    });
    const order = (await read<{ projects: Project[] }>('/api/v1/projects?limit=100')).projects.map(
      (p) => p.id,
    );
    const moved = [2, ...order.filter((id) => id !== 2)];
    expect(moved).not.toEqual(order);
    await t.asOwner({ method: 'PUT', url: '/api/v1/projects/order', payload: { ids: moved } });

    const { history: versions, total } = await history('projects', 2);
    expect(
      versions.map((version) => [version.action, version.changes.map((change) => change.field).sort()]),
    ).toEqual([
      ['reorder', ['position']],
      ['update', ['technologies']],
      ['update', ['description', 'domain']],
      ['update', ['description']],
      ['create', expect.any(Array)],
    ]);
    expect(versions[4]!.changes.map((change) => change.field)).toEqual(
      expect.arrayContaining(['name', 'slug']),
    );
    expect(total).toBe(5);
    expect(versions[3]!.changes).toEqual([
      { field: 'description', before: original.description, after: 'First edit' },
    ]);
    expect(versions[3]!.by).toEqual({ kind: 'user', id: t.ownerId, name: expect.any(String) });
    const first = await read<HistoryVersion>(`/api/v1/history/${versions[3]!.id}`);
    expect(first.item).toMatchObject({ id: 2, description: 'First edit', slug: original.slug });

    const restored = await post(`/api/v1/history/${versions[3]!.id}/restore`);
    expect(restored.applied).toBe(true);
    expect(restored.items.map((item) => [item.resource, item.itemId, item.action])).toEqual([
      ['projects', 2, 'update'],
    ]);
    const now = await read<Project>('/api/v1/projects/2');
    expect(now).toEqual(afterFirst);
    expect(technologyIds(now)).toContain(unlinked);
    const latest = (await history('projects', 2)).history[0]!;
    expect(latest.action).toBe('restore');
  });

  it("lists a write-up's change as the owner wrote it, never its HTML, and a restore brings both back", async () => {
    const original = await read<Project>('/api/v1/projects/3');
    const save = (body: string) =>
      t.asOwner({ method: 'PUT', url: '/api/v1/projects/3', payload: projectInput(original, { body }) });
    expect((await save('First **draft**')).statusCode).toBe(200);
    expect((await save('Second **draft**')).statusCode).toBe(200);
    const [latest, first] = (await history('projects', 3)).history;
    expect(latest!.changes).toEqual([
      { field: 'body', before: 'First **draft**', after: 'Second **draft**' },
    ]);

    await post(`/api/v1/history/${first!.id}/restore`);
    const restored = await read<Project>('/api/v1/projects/3');
    expect(restored.body).toBe('First **draft**');
    expect(restored.bodyHtml).toContain('<strong>draft</strong>');
  });

  it('brings a deleted technology back from the trash with its id, name, tags and place', async () => {
    const created = await t.asOwner({
      method: 'POST',
      url: '/api/v1/technologies',
      payload: { name: 'Elixir', icon: '' },
    });
    const id = created.json<{ id: number }>().id;
    for (const tagId of [1, 2]) {
      await t.asOwner({
        method: 'POST',
        url: '/api/v1/technologies/add-tag',
        payload: { technologyId: id, tagId },
      });
    }
    await t.asOwner({
      method: 'POST',
      url: '/api/v1/projects/add-tech',
      payload: { projectId: 1, technologyId: id },
    });
    const before = await read<Record<string, unknown>>(`/api/v1/technologies/${id}`);
    const listBefore = await read<unknown>('/api/v1/technologies');
    const projectBefore = await read<Project>('/api/v1/projects/1');
    expect((await t.asOwner({ method: 'DELETE', url: `/api/v1/technologies/${id}` })).statusCode).toBe(204);

    const bin = await read<HistoryList>('/api/v1/history?deleted=true');
    const entry = bin.history.find(
      (version) => version.resource === 'technologies' && version.itemId === id,
    )!;
    expect(entry).toMatchObject({ action: 'delete', label: 'Elixir' });
    await post(`/api/v1/history/${entry.id}/restore`);

    expect(await read(`/api/v1/technologies/${id}`)).toEqual(before);
    expect(await read('/api/v1/technologies')).toEqual(listBefore);
    expect(await read('/api/v1/projects/1')).toEqual(projectBefore);
    const binAfter = await read<HistoryList>('/api/v1/history?deleted=true');
    expect(
      binAfter.history.some((version) => version.resource === 'technologies' && version.itemId === id),
    ).toBe(false);
  });

  it('brings a deleted project back with its old id, slug and technologies', async () => {
    const before = await read<Project>('/api/v1/projects/3');
    const visitorBefore = (await t.inject({ method: 'GET', url: `/api/v1/projects/slug/${before.slug}` }))
      .body;
    expect((await t.asOwner({ method: 'DELETE', url: '/api/v1/projects/3' })).statusCode).toBe(204);
    const entry = (await read<HistoryList>('/api/v1/history?deleted=true')).history.find(
      (version) => version.resource === 'projects' && version.itemId === 3,
    )!;
    await post(`/api/v1/history/${entry.id}/restore`);
    expect(await read('/api/v1/projects/3')).toEqual(before);
    expect((await t.inject({ method: 'GET', url: `/api/v1/projects/slug/${before.slug}` })).body).toBe(
      visitorBefore,
    );
  });

  it('undoes a JSON Resume import in one step, leaving every resource byte for byte as before', async () => {
    const before = await everything();
    const imported = await t.asOwner({
      method: 'POST',
      url: '/api/v1/users/1/resume/import',
      payload: {
        file: JSON.stringify({
          basics: {
            label: 'Imported Title',
            profiles: [{ network: 'github', url: 'https://github.com/imported' }],
          },
          work: [{ name: 'Imported Ltd', position: 'Engineer', startDate: '2011-01', summary: 'Imported.' }],
          skills: [{ name: 'Frontend', keywords: ['Imported Svelte', 'Imported Solid'] }],
        }),
      },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(await everything()).not.toEqual(before);
    const importVersion = (await history('users', 1)).history[0]!;
    expect(importVersion.action).toBe('import');
    // The admin's Undo finds the import as the site's latest change.
    const [latest] = (await read<HistoryList>('/api/v1/history?recent=true&limit=1')).history;
    expect(latest).toMatchObject({ action: 'import', changeSet: importVersion.changeSet });
    const set = await read<HistoryList>(`/api/v1/history?changeSet=${importVersion.changeSet}`);
    expect(set.history.every((version) => version.action === 'import')).toBe(true);
    expect(new Set(set.history.map((version) => version.resource))).toEqual(
      new Set(['users', 'experiences', 'technologies']),
    );

    await post(`/api/v1/history/change-sets/${importVersion.changeSet}/undo`);
    expect(await everything()).toEqual(before);
  });

  it('restores the whole site to a moment before a series of edits, after previewing it', async () => {
    const captured = await everything();
    // Versions are stamped with their transaction's start (the same clock): the edits below begin after `at`.
    const at = new Date().toISOString();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const project = await read<Project>('/api/v1/projects/1');
    await t.asOwner({
      method: 'PUT',
      url: '/api/v1/projects/1',
      payload: projectInput(project, { name: 'Renamed Site' }),
    });
    await t.asOwner({ method: 'DELETE', url: '/api/v1/experiences/1' });
    await t.asOwner({ method: 'POST', url: '/api/v1/tags', payload: { name: 'Brand New', color: 'blue' } });
    await t.asOwner({ method: 'DELETE', url: '/api/v1/tags/1' });
    expect(await everything()).not.toEqual(captured);

    const preview = await post('/api/v1/history/restore-site', { at, dryRun: true });
    expect(preview.applied).toBe(false);
    const brandNew = preview.items.find((item) => item.label === 'Brand New')!.itemId;
    const lines = preview.items.map((item) => `${item.action} ${item.resource} ${item.itemId}`);
    // Tag 1 comes back, and with it its links to technologies (changes of theirs).
    expect(lines.filter((line) => !line.startsWith('update technologies '))).toEqual([
      'create tags 1',
      `delete tags ${brandNew}`,
      'create experiences 1',
      'update projects 1',
    ]);
    expect(preview.items.find((item) => item.resource === 'projects')!.changes).toEqual([
      { field: 'name', before: 'Renamed Site', after: project.name },
      { field: 'slug', before: 'renamed-site', after: project.slug },
    ]);
    expect(await everything()).not.toEqual(captured);

    const done = await post('/api/v1/history/restore-site', { at, dryRun: false });
    expect(done.applied).toBe(true);
    expect(done.items).toEqual(preview.items);
    expect(await everything()).toEqual(captured);
  });

  it('refuses a moment before the history begins, and unknown versions', async () => {
    const early = await t.asOwner({
      method: 'POST',
      url: '/api/v1/history/restore-site',
      payload: { at: '2000-01-01T00:00:00Z', dryRun: true },
    });
    expect(early.statusCode).toBe(400);
    expect((await t.asOwner({ method: 'POST', url: '/api/v1/history/999999/restore' })).statusCode).toBe(404);
    expect((await t.asOwner({ method: 'GET', url: '/api/v1/history?resource=projects' })).statusCode).toBe(
      400,
    );
    expect(
      (await t.asOwner({ method: 'GET', url: '/api/v1/history?resource=passwords&id=1' })).statusCode,
    ).toBe(400);
    expect((await t.asOwner({ method: 'GET', url: '/api/v1/history?recent=true&id=1' })).statusCode).toBe(
      400,
    );
    expect((await t.inject({ method: 'GET', url: '/api/v1/history?recent=true' })).statusCode).toBe(401);
  });

  it('lists each version as reading it alone answers it, in every kind of list', async () => {
    const recent = await read<HistoryList>('/api/v1/history?recent=true&limit=100');
    const lists = [
      recent,
      await read<HistoryList>('/api/v1/history?deleted=true&limit=100'),
      await history('projects', 1),
      await history('users', 1),
      await read<HistoryList>(`/api/v1/history?changeSet=${recent.history.at(-1)!.changeSet}`),
    ];
    const entries = lists.flatMap((list) => list.history);
    // The earlier tests left edits, deletions, an import and restores: users, projects, links and the seed's own.
    expect(new Set(entries.map((entry) => entry.action))).toEqual(
      new Set(['create', 'update', 'delete', 'import', 'restore', 'reorder']),
    );
    expect(entries.some((entry) => entry.by.kind === 'system')).toBe(true);
    for (const entry of entries) {
      const { item, ...alone } = await read<HistoryVersion>(`/api/v1/history/${entry.id}`);
      expect(item).toBeTypeOf('object');
      expect(entry).toEqual(alone);
    }
    for (const list of lists) expect(list.total).toBeGreaterThanOrEqual(list.history.length);
  });
});

describe('no lost update between two tabs', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers a stale If-Match with 412 and what changed since, and keeps the first save', async () => {
    const opened = await t.asOwner({ method: 'GET', url: '/api/v1/projects/1' });
    const etag = opened.headers.etag as string;
    expect(etag).toMatch(/^"\d+"$/);
    const project = opened.json<Project>();
    const save = (changes: Partial<Record<keyof Project, unknown>>, ifMatch: string) =>
      t.asOwner({
        method: 'PUT',
        url: '/api/v1/projects/1',
        headers: { 'if-match': ifMatch },
        payload: projectInput(project, changes),
      });

    const first = await save({ description: 'From the first tab' }, etag);
    expect(first.statusCode).toBe(200);
    const newTag = first.headers.etag as string;
    expect(newTag).not.toBe(etag);
    expect((await t.asOwner({ method: 'GET', url: '/api/v1/projects/1' })).headers.etag).toBe(newTag);

    const second = await save(
      { description: 'From the second tab', repo: 'https://example.com/second' },
      etag,
    );
    expect(second.statusCode).toBe(412);
    expect(second.json()).toMatchObject({
      status: 412,
      etag: newTag,
      changes: [
        {
          action: 'update',
          changes: [{ field: 'description', before: project.description, after: 'From the first tab' }],
        },
      ],
    });
    expect((await t.asOwner({ method: 'GET', url: '/api/v1/projects/1' })).json<Project>().description).toBe(
      'From the first tab',
    );

    // Seen and decided: saved against the tag the refusal named.
    expect((await save({ description: 'Merged' }, newTag)).statusCode).toBe(200);
  });

  it('refuses a stale delete and a tag that names no version, and lets a save without If-Match through', async () => {
    const opened = await t.asOwner({ method: 'GET', url: '/api/v1/tags/2' });
    const tag = opened.json<{ name: string; color: string }>();
    const etag = opened.headers.etag as string;
    const put = (color: string, headers: Record<string, string> = {}) =>
      t.asOwner({ method: 'PUT', url: '/api/v1/tags/2', headers, payload: { name: tag.name, color } });
    expect((await put('pink')).statusCode).toBe(200);
    expect(
      (await t.asOwner({ method: 'DELETE', url: '/api/v1/tags/2', headers: { 'if-match': etag } }))
        .statusCode,
    ).toBe(412);
    expect((await put('gray', { 'if-match': 'not a tag' })).statusCode).toBe(412);
    expect((await put('gray', { 'if-match': '*' })).statusCode).toBe(200);
    const fresh = (await t.asOwner({ method: 'GET', url: '/api/v1/tags/2' })).headers.etag as string;
    expect(
      (await t.asOwner({ method: 'DELETE', url: '/api/v1/tags/2', headers: { 'if-match': fresh } }))
        .statusCode,
    ).toBe(204);
  });

  it('answers each save the version it wrote, and a save that changes nothing the version it was checked against', async () => {
    const opened = await t.asOwner({ method: 'GET', url: '/api/v1/tags/3' });
    const tag = opened.json<{ name: string; color: string }>();
    const put = (color: string, ifMatch: string) =>
      t.asOwner({
        method: 'PUT',
        url: '/api/v1/tags/3',
        headers: { 'if-match': ifMatch },
        payload: { name: tag.name, color },
      });
    const unchanged = await put(tag.color, opened.headers.etag as string);
    expect(unchanged.headers.etag).toBe(opened.headers.etag);

    // Saves of two items at once (their transactions overlap): each answers its own item's version.
    const other = await t.asOwner({ method: 'GET', url: '/api/v1/tags/4' });
    const otherTag = other.json<{ name: string }>();
    const [mine, theirs] = await Promise.all([
      put(tag.color === 'red' ? 'blue' : 'red', unchanged.headers.etag as string),
      t.asOwner({
        method: 'PUT',
        url: '/api/v1/tags/4',
        headers: { 'if-match': other.headers.etag as string },
        payload: { name: otherTag.name, color: 'pink' },
      }),
    ]);
    expect([mine.statusCode, theirs.statusCode]).toEqual([200, 200]);
    expect((await t.asOwner({ method: 'GET', url: '/api/v1/tags/3' })).headers.etag).toBe(mine.headers.etag);
    expect((await t.asOwner({ method: 'GET', url: '/api/v1/tags/4' })).headers.etag).toBe(
      theirs.headers.etag,
    );
    expect(mine.headers.etag).not.toBe(theirs.headers.etag);
  });

  it('gives no version tag to an anonymous reader', async () => {
    const anonymous = await t.inject({ method: 'GET', url: '/api/v1/projects/1' });
    expect(anonymous.headers.etag ?? '').not.toMatch(/^"\d+"$/);
  });
});
