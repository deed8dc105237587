import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, usesPostgres, type TestDatabase } from '../../test/test-app';
import { MARK_SLOTS } from '../releases/health/charge';
import { findMigrationsFolder } from './migrate';

/** A copy of the migrations folder that stops after the migration tagged `lastTag`. */
async function migrationsUpTo(lastTag: string): Promise<string> {
  const folder = await mkdtemp(join(tmpdir(), 'portfolio-migrations-'));
  await cp(findMigrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

/**
 * A fresh database for one describe block, migrated up to `lastTag` before its tests; `upgrade()` then runs every
 * later migration, as a deploy would over rows the old schema holds.
 */
function databaseMigratedUpTo(lastTag: string) {
  let database: TestDatabase;
  let pool: pg.Pool;
  let oldFolder: string;
  beforeAll(async () => {
    database = await createTestDatabase('');
    pool = new pg.Pool({ connectionString: database.env.DATABASE_URL });
    oldFolder = await migrationsUpTo(lastTag);
    await migrate(drizzle({ client: pool }), { migrationsFolder: oldFolder });
  });
  afterAll(async () => {
    await pool.end();
    await database.drop();
    await rm(oldFolder, { recursive: true, force: true });
  });
  return {
    query: (text: string) => pool.query(text),
    upgrade: () => migrate(drizzle({ client: pool }), { migrationsFolder: findMigrationsFolder() }),
  };
}

// Plain SQL on a fresh database: PostgreSQL gives one in milliseconds, where a new PGlite spends seconds in initdb.
describe.runIf(usesPostgres())('migration 0001: the owner\u2019s order', () => {
  const database = databaseMigratedUpTo('0000_initial_schema');

  it('numbers existing projects newest first and technologies by name, as they were listed before', async () => {
    await database.query(`
      insert into users (first_name, last_name, email) values ('A', 'B', 'a@example.com');
      insert into projects (user_id, name, description, created_at) values
        (1, 'Oldest', 'd', '2020-01-01'), (1, 'Newest', 'd', '2024-01-01'), (1, 'Middle', 'd', '2022-01-01');
      insert into technologies (name) values ('react'), ('Angular'), ('Vue');`);

    await database.upgrade();

    const projects = await database.query('select name, position, visible from projects order by position');
    expect(projects.rows).toEqual([
      { name: 'Newest', position: 0, visible: true },
      { name: 'Middle', position: 1, visible: true },
      { name: 'Oldest', position: 2, visible: true },
    ]);
    const technologies = await database.query('select name, position from technologies order by position');
    expect(technologies.rows.map((row: { name: string }) => row.name)).toEqual(['Angular', 'react', 'Vue']);
  });
});

describe.runIf(usesPostgres())('migration 0006: unique names, last changed', () => {
  const database = databaseMigratedUpTo('0005_image_files');

  it('renames duplicate tag and technology names instead of failing, and keeps every row', async () => {
    await database.query(`
      insert into tags (name, color) values
        ('Backend', 'green'), ('backend', 'red'), ('Backend (2)', 'blue'), ('BACKEND', 'gray'), ('Cloud', 'red');
      insert into technologies (name) values ('React'), ('react'), ('Vue');`);

    await database.upgrade();

    const tags = await database.query('select name, color from tags order by id');
    expect(tags.rows).toEqual([
      { name: 'Backend', color: 'green' },
      { name: 'backend (3)', color: 'red' },
      { name: 'Backend (2)', color: 'blue' },
      { name: 'BACKEND (4)', color: 'gray' },
      { name: 'Cloud', color: 'red' },
    ]);
    const technologies = await database.query('select name from technologies order by id');
    expect(technologies.rows.map((row: { name: string }) => row.name)).toEqual(['React', 'react (2)', 'Vue']);
    const clash = database.query("insert into tags (name, color) values ('CLOUD', 'red')");
    await expect(clash).rejects.toMatchObject({ code: '23505' });
  });

  it('touches updated_at on a change, not on a reorder', async () => {
    await database.query(`update technologies set updated_at = '2020-01-01' where name = 'Vue'`);
    await database.query(`update technologies set position = 5 where name = 'Vue'`);
    const reordered = await database.query(`select updated_at from technologies where name = 'Vue'`);
    expect(new Date(reordered.rows[0].updated_at).getUTCFullYear()).toBe(2020);
    await database.query(`update technologies set icon = 'x.svg' where name = 'Vue'`);
    const changed = await database.query(`select updated_at from technologies where name = 'Vue'`);
    expect(new Date(changed.rows[0].updated_at).getUTCFullYear()).toBeGreaterThan(2020);
  });
});

describe.runIf(usesPostgres())('migration 0007: project slugs', () => {
  const database = databaseMigratedUpTo('0005_image_files');

  it('gives existing projects unique slugs from their names, as the API makes them', async () => {
    await database.query(`
      insert into users (first_name, last_name, email) values ('A', 'B', 'a@example.com');
      insert into projects (user_id, name, description) values
        (1, 'Trail Planner', 'd'), (1, 'trail planner!', 'd'), (1, 'Café C++ & C#', 'd'), (1, '???', 'd');`);

    await database.upgrade();

    const projects = await database.query('select slug from projects order by id');
    expect(projects.rows.map((row: { slug: string }) => row.slug)).toEqual([
      'trail-planner',
      'trail-planner-2',
      'cafe-cplusplus-csharp',
      'project',
    ]);
  });
});

describe.runIf(usesPostgres())('migration 0009: how long a sign-in lasts', () => {
  const database = databaseMigratedUpTo('0008_resume_switch');

  it('dates each open sign-in from its first refresh session', async () => {
    await database.query(`
      insert into users (first_name, last_name, email) values ('A', 'B', 'a@example.com');
      insert into refresh_sessions (user_id, family, token_hash, token_version, expires_at, created_at) values
        (1, 'one', 'a', 0, now() + interval '8 hours', '2026-01-01T08:00:00Z'),
        (1, 'one', 'b', 0, now() + interval '8 hours', '2026-01-01T09:00:00Z'),
        (1, 'two', 'c', 0, now() + interval '8 hours', '2026-01-02T10:00:00Z');`);

    await database.upgrade();

    const sessions = await database.query(
      `select token_hash, to_char(signed_in_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as signed_in
         from refresh_sessions order by token_hash`,
    );
    expect(sessions.rows).toEqual([
      { token_hash: 'a', signed_in: '2026-01-01 08:00' },
      { token_hash: 'b', signed_in: '2026-01-01 08:00' },
      { token_hash: 'c', signed_in: '2026-01-02 10:00' },
    ]);
  });
});

describe.runIf(usesPostgres())('migration 0020: one row per page view', () => {
  const database = databaseMigratedUpTo('0019_versions_written_before_update');

  it("folds each page view's marks of the last day into its bits, as the counter lays them out", async () => {
    await database.query(`
      insert into page_view_marks (page_view, remote, kind, version) values
        ('one', 'publicRemote', 'view', 'p1'), ('one', 'publicRemote', 'vital:LCP', 'p1'),
        ('one', 'adminRemote', 'view', 'a1'), ('one', 'adminRemote', 'chunk-error', 'a1'),
        ('two', 'publicRemote', 'view', 'p1');`);

    await database.upgrade();

    const views = await database.query(`select page_view, marks, added from page_views order by page_view`);
    const bits = (...marks: string[]) =>
      marks.reduce((sum, mark) => {
        const slot = MARK_SLOTS.findIndex(({ remote, kind }) => `${remote} ${kind}` === mark);
        return sum | (1 << slot);
      }, 0);
    expect(views.rows).toEqual([
      {
        page_view: 'one',
        marks: bits(
          'publicRemote view',
          'publicRemote vital:LCP',
          'adminRemote view',
          'adminRemote chunk-error',
        ),
        added: 0,
      },
      { page_view: 'two', marks: bits('publicRemote view'), added: 0 },
    ]);
  });
});
