import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_TABLES } from '../../test/schema-tables';
import { startTestApp, type TestApp } from '../../test/test-app';
import { UNVERSIONED_PUBLIC_TABLES } from '../history/recorded-change';
import { PRIVATE_TABLES } from './data-changes';

describe('the data-change triggers of the migrated database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ seed: false });
  });
  afterAll(() => t.close());

  /** Every `*_data_changed` trigger of the database, as PostgreSQL prints its definition. */
  async function dataChangedTriggers() {
    const result = (await t.app.db.execute(sql`
      select pg_get_triggerdef(trigger.oid) as definition
      from pg_trigger trigger
      join pg_class tables on tables.oid = trigger.tgrelid
      join pg_namespace namespace on namespace.oid = tables.relnamespace
      where namespace.nspname = 'public' and not trigger.tgisinternal and trigger.tgname like '%data_changed'
      order by tables.relname`)) as unknown as { rows: { definition: string }[] };
    return result.rows.map((row) => row.definition);
  }

  it('gives every public table a trigger that notifies the read caches of every write, at its end', async () => {
    const publicTables = SCHEMA_TABLES.filter((table) => !(table in PRIVATE_TABLES));
    // A public table without its trigger lets every other API instance serve stale reads: its migration must
    // create it (see 0002_data_change_notifications.sql), or PRIVATE_TABLES must say why no read shows it.
    expect(await dataChangedTriggers()).toEqual(
      publicTables.map(
        (table) =>
          `CREATE TRIGGER ${table}_data_changed AFTER INSERT OR DELETE OR UPDATE OR TRUNCATE ON public.${table} ` +
          'FOR EACH STATEMENT EXECUTE FUNCTION notify_data_changed()',
      ),
    );
    expect(publicTables).toEqual([
      'experience_technologies',
      'experiences',
      'project_slug_history',
      'project_technologies',
      'projects',
      'tags',
      'technologies',
      'technology_tags',
      'users',
    ]);
  });

  it('gives every public table a trigger that records each row change as a version, in the same transaction', async () => {
    const result = (await t.app.db.execute(sql`
      select tables.relname as table, trigger.tgname as name
      from pg_trigger trigger
      join pg_class tables on tables.oid = trigger.tgrelid
      join pg_namespace namespace on namespace.oid = tables.relnamespace
      where namespace.nspname = 'public' and not trigger.tgisinternal and trigger.tgname like '%versioned%'
      order by tables.relname, trigger.tgname`)) as unknown as { rows: { table: string; name: string }[] };
    const versioned = SCHEMA_TABLES.filter(
      (table) => !(table in PRIVATE_TABLES) && !(table in UNVERSIONED_PUBLIC_TABLES),
    );
    // A content table without it changes without a trace: no history, no restore, no undo (0011_content_history.sql).
    expect([...new Set(result.rows.map((row) => row.table))]).toEqual(versioned);
    const links = ['experience_technologies', 'project_technologies', 'technology_tags'];
    expect(result.rows.map((row) => row.name)).toEqual(
      versioned.flatMap((table) =>
        links.includes(table)
          ? [`${table}_versioned`]
          : [`${table}_versioned`, `${table}_versioned_deletion`, `${table}_versioned_update`],
      ),
    );
  });

  it('says why each table without one needs none, and names only tables of the schema', () => {
    for (const [table, reason] of Object.entries({ ...PRIVATE_TABLES, ...UNVERSIONED_PUBLIC_TABLES })) {
      expect(SCHEMA_TABLES).toContain(table);
      expect(reason).toMatch(/^\w.{20,}$/);
    }
  });
});
