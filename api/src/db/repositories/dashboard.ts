import { type SQL, sql } from 'drizzle-orm';
import { ADMIN_RESOURCES, type ResourceName } from '@portfolio/shared/resources';
import type { Dashboard } from '@portfolio/shared/schemas';
import type { Executor } from '../connection';

export const RECENT_ITEMS = 8;
export const HIDDEN_ITEMS = 10;

/**
 * Each admin resource's rows as (resource, id, name, updated_at, hidden), for the admin home's lists. Keyed by
 * the admin registry's names: a resource added there does not compile here until it says where its rows are.
 * Each names its columns, since whichever comes first in the registry names the union's. A resource that is no
 * content the owner edits (the Inbox) gives no `updated_at`: its rows are counted, never listed as changed.
 */
const ROWS_OF: Record<ResourceName, SQL> = {
  users: sql`select 'users' as resource, id, first_name || ' ' || last_name as name, updated_at, false as hidden from users`,
  projects: sql`select 'projects' as resource, id, name, updated_at, not visible as hidden from projects`,
  experiences: sql`select 'experiences' as resource, id, title || ' at ' || company as name, updated_at, false as hidden from experiences`,
  technologies: sql`select 'technologies' as resource, id, name, updated_at, not visible as hidden from technologies`,
  tags: sql`select 'tags' as resource, id, name, updated_at, false as hidden from tags`,
  // The Inbox counts what waits to be read: its card and the menu's badge say the same number.
  messages: sql`select 'messages' as resource, id, name, null::timestamptz as updated_at, false as hidden from messages where folder = 'inbox' and not read`,
};
const ITEMS = sql.join(
  ADMIN_RESOURCES.map(({ name }) => ROWS_OF[name]),
  sql` union all `,
);

/** The admin home's counts, hidden items and last changes, in one statement. */
export async function readDashboard(db: Executor): Promise<Dashboard> {
  const result = (await db.execute(sql`
    with items as (${ITEMS})
    select
      (select json_object_agg(resource, total) from (select resource, count(*)::int as total from items group by resource) counted) as counts,
      (select coalesce(json_agg(json_build_object('resource', resource, 'id', id, 'name', name) order by resource, lower(name)), '[]')
        from (select * from items where hidden order by resource, lower(name) limit ${HIDDEN_ITEMS}) waiting) as hidden,
      (select coalesce(json_agg(json_build_object('resource', resource, 'id', id, 'name', name, 'updatedAt', updated_at) order by updated_at desc, id desc), '[]')
        from (select * from items where updated_at is not null order by updated_at desc, id desc limit ${RECENT_ITEMS}) latest) as recent`)) as unknown as {
    rows: {
      counts: Record<string, number> | null;
      hidden: Dashboard['hidden'];
      recent: Dashboard['recent'];
    }[];
  };
  const row = result.rows[0]!;
  const none = Object.fromEntries(ADMIN_RESOURCES.map(({ name }) => [name, 0])) as Dashboard['counts'];
  const counts = { ...none, ...row.counts };
  // json_build_object writes timestamps without the ISO "T" on some drivers: one format for every client.
  const recent = row.recent.map((item) => ({ ...item, updatedAt: new Date(item.updatedAt).toISOString() }));
  return { counts, hidden: row.hidden, recent };
}
