import { sql } from 'drizzle-orm';
import type { Dashboard } from '@portfolio/shared/schemas';
import type { Executor } from '../connection';

export const RECENT_ITEMS = 8;
export const HIDDEN_ITEMS = 10;

/** Every resource as (resource, id, name, updated_at, hidden), for the admin home's lists. */
const ITEMS = sql`
  select 'users' as resource, id, first_name || ' ' || last_name as name, updated_at, false as hidden from users
  union all select 'projects', id, name, updated_at, not visible from projects
  union all select 'experiences', id, title || ' at ' || company, updated_at, false from experiences
  union all select 'technologies', id, name, updated_at, not visible from technologies
  union all select 'tags', id, name, updated_at, false from tags`;

/** The admin home's counts, hidden items and last changes, in one statement. */
export async function readDashboard(db: Executor): Promise<Dashboard> {
  const result = (await db.execute(sql`
    with items as (${ITEMS})
    select
      (select json_object_agg(resource, total) from (select resource, count(*)::int as total from items group by resource) counted) as counts,
      (select coalesce(json_agg(json_build_object('resource', resource, 'id', id, 'name', name) order by resource, lower(name)), '[]')
        from (select * from items where hidden order by resource, lower(name) limit ${HIDDEN_ITEMS}) waiting) as hidden,
      (select coalesce(json_agg(json_build_object('resource', resource, 'id', id, 'name', name, 'updatedAt', updated_at) order by updated_at desc, id desc), '[]')
        from (select * from items order by updated_at desc, id desc limit ${RECENT_ITEMS}) latest) as recent`)) as unknown as {
    rows: {
      counts: Record<string, number> | null;
      hidden: Dashboard['hidden'];
      recent: Dashboard['recent'];
    }[];
  };
  const row = result.rows[0]!;
  const counts = { users: 0, projects: 0, experiences: 0, technologies: 0, tags: 0, ...row.counts };
  // json_build_object writes timestamps without the ISO "T" on some drivers: one format for every client.
  const recent = row.recent.map((item) => ({ ...item, updatedAt: new Date(item.updatedAt).toISOString() }));
  return { counts, hidden: row.hidden, recent };
}
