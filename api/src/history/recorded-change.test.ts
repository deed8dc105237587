import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';

interface VersionRow {
  change_set: string;
  resource: string;
  item_id: number;
  action: string;
  actor: string | null;
  changes: Record<string, { before: unknown; after: unknown }>;
  snapshot: Record<string, unknown>;
}

describe('every change of the content is a version, written in the same transaction', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  async function versionsSince(id: number): Promise<VersionRow[]> {
    const result = (await t.app.db.execute(sql`select change_set::text, resource, item_id, action, actor,
      changes, snapshot from content_versions where id > ${id} order by id`)) as unknown as {
      rows: VersionRow[];
    };
    return result.rows;
  }
  async function lastVersionId(): Promise<number> {
    const result = (await t.app.db.execute(
      sql`select coalesce(max(id), 0)::int as id from content_versions`,
    )) as unknown as { rows: { id: number }[] };
    return result.rows[0]!.id;
  }
  const project = async (id: number) =>
    (await t.inject({ method: 'GET', url: `/api/v1/projects/${id}` })).json<Record<string, unknown>>();

  it('records two saves of a project as two versions holding exactly the fields each changed, and who', async () => {
    const start = await lastVersionId();
    const body = { ...(await project(1)) };
    const input = (changes: Record<string, unknown>) => ({
      name: body.name,
      description: body.description,
      domain: body.domain ?? '',
      repo: body.repo ?? '',
      details: body.details ?? '',
      cover: body.cover ?? '',
      userId: body.userId,
      ...changes,
    });
    const first = await t.asOwner({
      method: 'PUT',
      url: '/api/v1/projects/1',
      payload: input({ description: 'One' }),
    });
    expect(first.statusCode).toBe(200);
    const second = await t.asOwner({
      method: 'PUT',
      url: '/api/v1/projects/1',
      payload: input({ description: 'Two', repo: 'https://example.com/repo' }),
    });
    expect(second.statusCode).toBe(200);

    const versions = await versionsSince(start);
    expect(
      versions.map(({ resource, item_id, action, actor, changes }) => ({
        resource,
        item_id,
        action,
        actor,
        changes,
      })),
    ).toEqual([
      {
        resource: 'projects',
        item_id: 1,
        action: 'update',
        actor: `user:${t.ownerId}`,
        changes: { description: { before: body.description, after: 'One' } },
      },
      {
        resource: 'projects',
        item_id: 1,
        action: 'update',
        actor: `user:${t.ownerId}`,
        changes: {
          description: { before: 'One', after: 'Two' },
          repo: { before: body.repo, after: 'https://example.com/repo' },
        },
      },
    ]);
    expect(versions[1]!.snapshot).toMatchObject({ id: 1, description: 'Two', slug: body.slug });
    expect(versions[1]!.snapshot.technologies).toEqual(
      (body.technologies as { id: number }[]).map((technology) => technology.id).sort((a, b) => a - b),
    );
  });

  it('names the author of saves sent without If-Match in their own statement, each answering the version it wrote', async () => {
    const start = await lastVersionId();
    const colors = ['red', 'blue', 'green', 'yellow', 'indigo', 'purple'];
    // Concurrent saves of one tag, none of them checked: each answers its own version's ETag, not a later one's.
    const answers = await Promise.all(
      colors.map((color) =>
        t.asOwner({ method: 'PUT', url: '/api/v1/tags/2', payload: { name: `Tag ${color}`, color } }),
      ),
    );
    const versions = (await t.app.db.execute(sql`select id, actor, snapshot->>'color' as color
      from content_versions where id > ${start} order by id`)) as unknown as {
      rows: { id: number; actor: string; color: string }[];
    };
    expect(versions.rows.map((version) => version.actor)).toEqual(colors.map(() => `user:${t.ownerId}`));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      const written = versions.rows.find((version) => `"${version.id}"` === answer.headers.etag);
      expect(written?.color).toBe(answer.json<{ color: string }>().color);
    }
  });

  it("names the author of a project's rename sent without If-Match, slug history and all", async () => {
    const start = await lastVersionId();
    const body = await project(2);
    const response = await t.asOwner({
      method: 'PUT',
      url: '/api/v1/projects/2',
      payload: { name: 'Renamed without a check', description: body.description, userId: body.userId },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ slug: 'renamed-without-a-check' });
    const versions = await versionsSince(start);
    expect(versions.map(({ resource, item_id, actor }) => ({ resource, item_id, actor }))).toEqual([
      { resource: 'projects', item_id: 2, actor: `user:${t.ownerId}` },
    ]);
    expect(response.headers.etag).toBe(`"${await lastVersionId()}"`);
    const old = await t.inject({ method: 'GET', url: `/api/v1/projects/slug/${body.slug as string}` });
    expect(old.json()).toMatchObject({ id: 2, slug: 'renamed-without-a-check' });
  });

  it('records a save that changes nothing as no version', async () => {
    const start = await lastVersionId();
    const tag = (await t.inject({ method: 'GET', url: '/api/v1/tags/1' })).json<{
      name: string;
      color: string;
    }>();
    const response = await t.asOwner({
      method: 'PUT',
      url: '/api/v1/tags/1',
      payload: { name: tag.name, color: tag.color },
    });
    expect(response.statusCode).toBe(200);
    expect(await versionsSince(start)).toEqual([]);
  });

  it('folds the changes of one item in one transaction into one version, and a rolled-back savepoint takes its part back', async () => {
    const start = await lastVersionId();
    const color = async () =>
      (await t.inject({ method: 'GET', url: '/api/v1/tags/2' })).json<{ color: string }>().color;
    const before = await color();
    const other = before === 'red' ? 'green' : 'red';
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`update tags set color = ${other} where id = 2`);
      await tx.execute(sql`update tags set color = 'blue' where id = 2`);
      // Back where it started: the version goes; a fourth change writes one again.
      await tx.execute(sql`update tags set color = ${before} where id = 2`);
      await tx.execute(sql`update tags set color = ${other} where id = 2`);
      // A savepoint that brought it back (its version deleted) and was rolled back: the version is there again.
      await tx
        .transaction(async (savepoint) => {
          await savepoint.execute(sql`update tags set color = ${before} where id = 2`);
          savepoint.rollback();
        })
        .catch(() => undefined);
      await tx.execute(sql`update tags set color = 'amber' where id = 2`);
    });
    const versions = await versionsSince(start);
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({
      resource: 'tags',
      item_id: 2,
      action: 'update',
      changes: { color: { before, after: 'amber' } },
    });
    expect(versions[0]!.snapshot).toMatchObject({ color: 'amber' });
  });

  it('records a reorder as one change set of every item whose place changed', async () => {
    const start = await lastVersionId();
    const ids = (await t.inject({ method: 'GET', url: '/api/v1/technologies' }))
      .json<{ technologies: { id: number }[] }>()
      .technologies.map((technology) => technology.id);
    const reversed = [...ids].reverse();
    expect(
      (await t.asOwner({ method: 'PUT', url: '/api/v1/technologies/order', payload: { ids: reversed } }))
        .statusCode,
    ).toBe(204);
    const versions = await versionsSince(start);
    expect(versions.length).toBeGreaterThan(1);
    expect(new Set(versions.map((version) => version.change_set)).size).toBe(1);
    for (const version of versions) {
      expect(version.action).toBe('reorder');
      expect(Object.keys(version.changes)).toEqual(['position']);
    }
  });

  it("records a link as a change of the parent's list, and a deletion with the links it had", async () => {
    const created = await t.asOwner({
      method: 'POST',
      url: '/api/v1/technologies',
      payload: { name: 'Zig', icon: '' },
    });
    const technologyId = created.json<{ id: number }>().id;
    const start = await lastVersionId();
    await t.asOwner({
      method: 'POST',
      url: '/api/v1/technologies/add-tag',
      payload: { technologyId, tagId: 1 },
    });
    await t.asOwner({
      method: 'POST',
      url: '/api/v1/projects/add-tech',
      payload: { projectId: 1, technologyId },
    });
    expect(
      (await t.asOwner({ method: 'DELETE', url: `/api/v1/technologies/${technologyId}` })).statusCode,
    ).toBe(204);
    const versions = await versionsSince(start);
    expect(
      versions.map(({ resource, item_id, action, changes }) => ({
        resource,
        item_id,
        action,
        fields: Object.keys(changes),
      })),
    ).toEqual([
      { resource: 'technologies', item_id: technologyId, action: 'update', fields: ['tags'] },
      { resource: 'projects', item_id: 1, action: 'update', fields: ['technologies'] },
      {
        resource: 'technologies',
        item_id: technologyId,
        action: 'delete',
        fields: expect.arrayContaining(['name', 'position']),
      },
      { resource: 'projects', item_id: 1, action: 'update', fields: ['technologies'] },
    ]);
    expect(versions[0]!.changes.tags).toEqual({ before: [], after: [1] });
    expect(versions[2]!.snapshot).toMatchObject({ id: technologyId, name: 'Zig', tags: [1], projects: [1] });
    const unlinked = versions[3]!.changes.technologies as { before: number[]; after: number[] };
    expect(unlinked.before).toContain(technologyId);
    expect(unlinked.after).not.toContain(technologyId);
  });

  it('never records password hashes or token versions', async () => {
    const start = await lastVersionId();
    const changed = await t.asOwner({
      method: 'PUT',
      url: '/api/v1/users/me/password',
      payload: { currentPassword: 'owner-secret-1', password: 'owner-secret-2-longer' },
    });
    expect(changed.statusCode).toBeLessThan(300);
    expect(await versionsSince(start)).toEqual([]);
    const all = (await t.app.db.execute(
      sql`select snapshot::text as text from content_versions`,
    )) as unknown as {
      rows: { text: string }[];
    };
    for (const row of all.rows) expect(row.text).not.toMatch(/password_hash|token_version|scrypt/);
  });
});
