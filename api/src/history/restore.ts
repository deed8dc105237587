import type { HistoryResource, RestoredItem } from '@portfolio/shared/schemas';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/connection';
import { fieldChanges, itemLabel } from '../db/repositories/history';
import { experiences, projects, projectSlugHistory, tags, technologies, users } from '../db/schema';
import { conflict, sqlState, UNIQUE_VIOLATION } from '../problems';

/**
 * Puts items back as a version holds them (`snapshot`, the database's own column names, links as lists of ids),
 * or deletes them (`null`): the one engine behind restoring a version, undoing a change set and restoring the
 * whole site. Runs inside the caller's recorded transaction, so what it writes is one change set of `restore`s.
 */

export type Snapshot = Record<string, unknown>;
export interface TargetState {
  resource: HistoryResource;
  itemId: number;
  snapshot: Snapshot | null;
}

const TABLES: Record<HistoryResource, PgTable> = { users, experiences, projects, technologies, tags };

/** Parents before children: the order items are written in (deleted in the reverse order). */
const WRITE_ORDER: HistoryResource[] = ['users', 'tags', 'technologies', 'experiences', 'projects'];

/** The links an item owns, as its snapshot lists them: `field`, written to `link` (`ownKey`, `otherKey`). */
interface LinkList {
  field: string;
  link: string;
  ownKey: string;
  otherKey: string;
  other: HistoryResource;
}
const project = { link: 'project_technologies', parent: 'project_id', child: 'technology_id' };
const experience = { link: 'experience_technologies', parent: 'experience_id', child: 'technology_id' };
const technology = { link: 'technology_tags', parent: 'technology_id', child: 'tag_id' };
/** The links an item's own saves change: a restore always puts them back as they were. */
const OWN_LINKS: Partial<Record<HistoryResource, LinkList>> = {
  projects: {
    field: 'technologies',
    link: project.link,
    ownKey: project.parent,
    otherKey: project.child,
    other: 'technologies',
  },
  experiences: {
    field: 'technologies',
    link: experience.link,
    ownKey: experience.parent,
    otherKey: experience.child,
    other: 'technologies',
  },
  technologies: {
    field: 'tags',
    link: technology.link,
    ownKey: technology.parent,
    otherKey: technology.child,
    other: 'tags',
  },
};
/** The links an item's deletion took with it: a deleted item comes back linked as before. */
const LINKS_OF_OTHERS: Partial<Record<HistoryResource, LinkList[]>> = {
  technologies: [
    {
      field: 'projects',
      link: project.link,
      ownKey: project.child,
      otherKey: project.parent,
      other: 'projects',
    },
    {
      field: 'experiences',
      link: experience.link,
      ownKey: experience.child,
      otherKey: experience.parent,
      other: 'experiences',
    },
  ],
  tags: [
    {
      field: 'technologies',
      link: technology.link,
      ownKey: technology.child,
      otherKey: technology.parent,
      other: 'technologies',
    },
  ],
};

/** Columns a restore never writes: kept by the database, or secrets a version never holds. */
const NOT_RESTORED = new Set(['updated_at', 'password_hash', 'token_version']);
/** Fields a comparison leaves out: fixed for an item's life, or lists a restore of another item owns. */
const NOT_COMPARED = (resource: HistoryResource) =>
  new Set(['id', 'created_at', ...(LINKS_OF_OTHERS[resource] ?? []).map((list) => list.field)]);

const restoredColumns = (resource: HistoryResource) =>
  Object.values(getTableColumns(TABLES[resource]))
    .map((column) => column.name)
    .filter((name) => !NOT_RESTORED.has(name));

async function rows<T>(db: Executor, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The item as a version would hold it now; null when it does not exist. */
export async function currentState(
  db: Executor,
  resource: HistoryResource,
  itemId: number,
): Promise<Snapshot | null> {
  const [row] = await rows<{ snapshot: Snapshot }>(
    db,
    sql`select content_row(to_jsonb(item)) || content_links(${resource}, item.id) as snapshot
      from ${sql.identifier(resource)} item where item.id = ${itemId}`,
  );
  return row?.snapshot ?? null;
}

function differences(resource: HistoryResource, now: Snapshot | null, target: Snapshot | null) {
  const skipped = NOT_COMPARED(resource);
  const fields = new Set([...Object.keys(now ?? {}), ...Object.keys(target ?? {})]);
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const field of fields) {
    if (skipped.has(field) || NOT_RESTORED.has(field)) continue;
    const [before, after] = [now?.[field] ?? null, target?.[field] ?? null];
    if (JSON.stringify(before) !== JSON.stringify(after)) changes[field] = { before, after };
  }
  return changes;
}

interface Planned extends RestoredItem {
  target: Snapshot | null;
  existed: boolean;
}

/**
 * What putting `targets` in place changes, item by item (nothing for an item already as its target). A profile
 * is only ever updated: a restore neither creates nor deletes a user.
 */
export async function planRestore(db: Executor, targets: TargetState[]): Promise<Planned[]> {
  const planned: Planned[] = [];
  for (const { resource, itemId, snapshot } of targets) {
    const now = await currentState(db, resource, itemId);
    if (resource === 'users' && (now === null || snapshot === null)) continue;
    const changes = differences(resource, now, snapshot);
    if (Object.keys(changes).length === 0 && (now === null) === (snapshot === null)) continue;
    planned.push({
      resource,
      itemId,
      label: itemLabel(snapshot ?? now),
      action: now === null ? 'create' : snapshot === null ? 'delete' : 'update',
      changes: fieldChanges(changes),
      target: snapshot,
      existed: now !== null,
    });
  }
  return planned.sort(
    (a, b) => WRITE_ORDER.indexOf(a.resource) - WRITE_ORDER.indexOf(b.resource) || a.itemId - b.itemId,
  );
}

/** Writes a plan: deletions children first, then every item parents first, then the links. */
export async function applyRestore(db: Executor, planned: Planned[]): Promise<void> {
  try {
    for (const item of [...planned].reverse()) {
      if (item.target === null) {
        await db.execute(sql`delete from ${sql.identifier(item.resource)} where id = ${item.itemId}`);
      }
    }
    for (const item of planned) {
      if (item.target !== null) await writeItem(db, item.resource, item.target, item.existed);
    }
    for (const item of planned) {
      if (item.target === null) continue;
      const own = OWN_LINKS[item.resource];
      if (own) await setLinks(db, own, item.itemId, item.target[own.field]);
      // The other side of links a deletion took: put back, unless the other item is restored itself (its own list
      // decides).
      if (item.existed) continue;
      for (const others of LINKS_OF_OTHERS[item.resource] ?? []) {
        const restoredOthers = new Set(
          planned.filter((p) => p.resource === others.other).map((p) => p.itemId),
        );
        const ids = idList(item.target[others.field]).filter((id) => !restoredOthers.has(id));
        await addLinks(db, others, item.itemId, ids);
      }
    }
  } catch (error) {
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    throw conflict(
      'Another item now has the name, address or e-mail this version had: rename it first, then restore again.',
    );
  }
}

const idList = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];

async function writeItem(db: Executor, resource: HistoryResource, target: Snapshot, existed: boolean) {
  const table = sql.identifier(resource);
  const columns = restoredColumns(resource);
  const source = sql`jsonb_populate_record(null::${table}, ${JSON.stringify(target)}::jsonb)`;
  if (resource === 'projects' && existed) await keepReplacedSlug(db, target);
  if (existed) {
    const updated = columns.filter((name) => name !== 'id' && name !== 'created_at');
    await db.execute(
      sql`update ${table} set ${sql.join(
        updated.map((name) => sql`${sql.identifier(name)} = restored.${sql.identifier(name)}`),
        sql`, `,
      )} from ${source} restored where ${table}.id = restored.id`,
    );
    return;
  }
  if (resource === 'projects') {
    // Its old address is its own again, whoever had kept it.
    await db.execute(
      sql`delete from ${projectSlugHistory} where ${projectSlugHistory.slug} = ${target.slug as string}`,
    );
  }
  const list = sql.join(
    columns.map((name) => sql.identifier(name)),
    sql`, `,
  );
  await db.execute(sql`insert into ${table} (${list}) overriding system value select ${list} from ${source}`);
}

/** A project given back an earlier slug keeps its current one as an old address, as a rename does. */
async function keepReplacedSlug(db: Executor, target: Snapshot) {
  const [current] = await rows<{ slug: string }>(
    db,
    sql`select ${projects.slug} as slug from ${projects} where ${projects.id} = ${target.id as number}`,
  );
  if (!current || current.slug === target.slug) return;
  await db.execute(sql`insert into ${projectSlugHistory} (slug, project_id) values (${current.slug}, ${target.id as number})
    on conflict (slug) do update set project_id = excluded.project_id, replaced_at = now()`);
  await db.execute(
    sql`delete from ${projectSlugHistory} where ${projectSlugHistory.slug} = ${target.slug as string}`,
  );
}

/** Makes the item's links exactly `value`'s ids, of those that still exist. */
async function setLinks(db: Executor, list: LinkList, itemId: number, value: unknown) {
  const ids = JSON.stringify(idList(value));
  const [link, own, other] = [
    sql.identifier(list.link),
    sql.identifier(list.ownKey),
    sql.identifier(list.otherKey),
  ];
  await db.execute(sql`delete from ${link} where ${own} = ${itemId}
    and ${other} not in (select value::int from jsonb_array_elements_text(${ids}::jsonb))`);
  await addLinks(db, list, itemId, idList(value));
}

async function addLinks(db: Executor, list: LinkList, itemId: number, ids: number[]) {
  if (ids.length === 0) return;
  const [link, own, other] = [
    sql.identifier(list.link),
    sql.identifier(list.ownKey),
    sql.identifier(list.otherKey),
  ];
  await db.execute(sql`insert into ${link} (${own}, ${other})
    select ${itemId}, existing.id from ${sql.identifier(list.other)} existing
      where existing.id in (select value::int from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
    on conflict do nothing`);
}
