import type {
  FieldChange,
  HistoryAction,
  HistoryEntry,
  HistoryResource,
  HistoryVersion,
} from '@portfolio/shared/schemas';
import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { notFound } from '../../problems';
import type { Executor } from '../connection';
import { defineStatement, type JsonText, queryDocument, type StatementValues } from '../json-statements';
import { experiences, projects, tags, technologies, contentVersions as versions, users } from '../schema';

/**
 * Reads of the content history that the triggers of migration `0011_content_history` write: an item's versions,
 * the trash, a change set. Columns are stored as the database names them (`first_name`); answers name them as the
 * API does (`firstName`).
 */

/** `first_name` → `firstName`. */
export const apiFieldName = (column: string) =>
  column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** A snapshot as the API names its fields. */
export const apiItem = (snapshot: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(snapshot).map(([column, value]) => [apiFieldName(column), value]));

/** What an item is listed by: its name, title, or a person's name. */
export function itemLabel(snapshot: Record<string, unknown> | null): string {
  if (!snapshot) return '';
  const text = (key: string) => (typeof snapshot[key] === 'string' ? (snapshot[key] as string) : '');
  return text('name') || text('title') || [text('first_name'), text('last_name')].filter(Boolean).join(' ');
}

/**
 * Columns the API makes from another one when it is saved: a change of `body` shows as the owner wrote it, and
 * its HTML would repeat it as markup. They stay in the snapshot, which a restore puts back whole.
 */
const DERIVED_COLUMNS = new Set(['body_html']);

export const fieldChanges = (changes: Record<string, { before: unknown; after: unknown }>): FieldChange[] =>
  Object.entries(changes)
    .filter(([column]) => !DERIVED_COLUMNS.has(column))
    .map(([column, { before, after }]) => ({ field: apiFieldName(column), before, after }));

/** The time as ISO text to the microsecond: a restore to a version's `at` must not round it. */
export const isoMicroseconds = (column: SQL | typeof versions.at) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export interface VersionRow {
  id: number;
  changeSet: string;
  at: string;
  actor: string | null;
  authorName: string | null;
  resource: HistoryResource;
  itemId: number;
  action: HistoryAction;
  changes: Record<string, { before: unknown; after: unknown }>;
  snapshot: Record<string, unknown>;
}

/** A version as a list shows it: its item's label instead of the whole item. */
export type ListedVersionRow = Omit<VersionRow, 'snapshot'> & { label: string };

/** What every version row is read with, whether it carries the item's state or only its label. */
const entryColumns = sql`${versions.id} as id, ${versions.changeSet}::text as "changeSet",
  ${isoMicroseconds(versions.at)} as at, ${versions.actor} as actor,
  nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), '') as "authorName",
  ${versions.resource} as resource, ${versions.itemId} as "itemId", ${versions.action} as action,
  ${versions.changes} as changes`;

const versionColumns = sql`${entryColumns}, ${versions.snapshot} as snapshot`;

/** What `itemLabel` reads from a snapshot, read by the database: its name, title, or a person's name. */
const snapshotLabel = sql`coalesce(nullif(${versions.snapshot} ->> 'name', ''), nullif(${versions.snapshot} ->> 'title', ''),
  concat_ws(' ', nullif(${versions.snapshot} ->> 'first_name', ''), nullif(${versions.snapshot} ->> 'last_name', '')))`;

/**
 * The columns of a listed version: the label `itemLabel` would read from the snapshot, read by the database, so a
 * page of a long history does not carry every item's whole state (a project's description in each of 100 rows).
 */
const listedColumns = sql`${entryColumns}, ${snapshotLabel} as label`;

const withAuthor = sql`${versions} left join ${users}
  on ${versions.actor} like 'user:%' and ${users.id} = substr(${versions.actor}, 6)::int`;

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export function historyEntry(row: VersionRow | ListedVersionRow): HistoryEntry {
  const userId = row.actor?.startsWith('user:') ? Number(row.actor.slice(5)) : null;
  return {
    id: row.id,
    changeSet: Number(row.changeSet),
    at: row.at,
    by: { kind: userId === null ? 'system' : 'user', id: userId, name: row.authorName },
    resource: row.resource,
    itemId: row.itemId,
    label: 'label' in row ? row.label : itemLabel(row.snapshot),
    action: row.action,
    changes: fieldChanges(row.changes),
  };
}

type Paging = { offset: number; limit: number };

/** A quoted SQL literal of text the code itself holds (the schema's column names), never of input. */
const textLiteral = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

/**
 * The API's name of every column a version's changes can hold, as one JSON object written into the statements
 * (the planner reads it once, not per row): the versioned tables' columns and the lists of links.
 */
const FIELD_NAMES = textLiteral(
  JSON.stringify(
    Object.fromEntries(
      [users, experiences, projects, technologies, tags]
        .flatMap((table) => Object.values(getTableColumns(table)).map((column) => column.name))
        .concat(['technologies', 'tags', 'projects', 'experiences'])
        .map((column) => [column, apiFieldName(column)]),
    ),
  ),
);

const isUser = sql`${versions.actor} like 'user:%'`;

/**
 * A listed version as the API answers it (`historyEntry`), written by the database: a page of a long history is
 * one prepared statement and its answer is sent as it is, with no rows to map in JavaScript. The label is read
 * from the snapshot as `itemLabel` reads it; the changes keep the order the snapshot's JSON gives them, derived
 * columns left out.
 */
const entryDocument = sql`json_build_object('id', ${versions.id}, 'changeSet', ${versions.changeSet},
  'at', ${isoMicroseconds(versions.at)},
  'by', json_build_object('kind', case when ${isUser} then 'user' else 'system' end,
    'id', case when ${isUser} then substr(${versions.actor}, 6)::int end,
    'name', nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), '')),
  'resource', ${versions.resource}, 'itemId', ${versions.itemId},
  'label', ${snapshotLabel},
  'action', ${versions.action},
  'changes', (select coalesce(json_agg(json_build_object(
      'field', coalesce(${FIELD_NAMES}::jsonb ->> change.key, change.key),
      'before', change.value -> 'before', 'after', change.value -> 'after') order by change.n), '[]'::json)
    from jsonb_each(${versions.changes}) with ordinality change(key, value, n)
    where change.key not in (${sql.join([...DERIVED_COLUMNS].map(textLiteral), sql`, `)})))`;

/**
 * A page of versions as `{ history, total }` JSON: the page's ids first, from the index alone, then the columns
 * of those rows only. Read in one pass, the rows skipped by the offset were each read whole as well (their changes
 * and snapshot, a project's write-up in each), and the tenth page of a long history took 20 times as long as the
 * first.
 */
function pageStatement<V extends Paging>(
  name: string,
  where: (p: StatementValues<V>) => SQL,
  newestFirst = true,
) {
  const order = newestFirst ? sql`desc` : sql`asc`;
  return defineStatement<V>(
    `history_${name}_page`,
    (p) => sql`select json_build_object(
      'history', coalesce((select json_agg(entry.document order by entry.id ${order}) from (
        select ${versions.id} as id, ${entryDocument} as document from ${withAuthor}
        where ${versions.id} in (select ${versions.id} from ${versions} where ${where(p)}
          order by ${versions.id} ${order} offset ${p.offset}::int limit ${p.limit}::int)) entry), '[]'::json),
      'total', (select count(*)::int from ${versions} where ${where(p)}))::text as document`,
  );
}

const itemPage = pageStatement<Paging & { resource: string; itemId: number }>(
  'item',
  (p) => sql`${versions.resource} = ${p.resource}::text and ${versions.itemId} = ${p.itemId}::int`,
);

/** One item's versions, newest first. */
export const itemHistory = async (
  db: Executor,
  resource: HistoryResource,
  itemId: number,
  paging: Paging,
): Promise<JsonText> => (await queryDocument(db, itemPage, { resource, itemId, ...paging }))!;

/** One item's versions after version `after`, oldest first: what changed since a reader's copy. */
export const itemHistoryAfter = async (db: Executor, resource: HistoryResource, id: number, after: number) =>
  (
    await rows<ListedVersionRow>(
      db,
      sql`select ${listedColumns} from ${withAuthor} where ${versions.resource} = ${resource}
        and ${versions.itemId} = ${id} and ${versions.id} > ${after} order by ${versions.id}`,
    )
  ).map(historyEntry);

const changeSetPage = pageStatement<Paging & { changeSet: number }>(
  'change_set',
  (p) => sql`${versions.changeSet} = ${p.changeSet}::bigint`,
  false,
);

/** Every version of one change set (an import, a reorder, a restore), in the order they were written. */
export const changeSetHistory = async (db: Executor, changeSet: number, paging: Paging): Promise<JsonText> =>
  (await queryDocument(db, changeSetPage, { changeSet, ...paging }))!;

const recentPage = pageStatement<Paging>('recent', () => sql`true`);

/** The latest versions of the whole site, newest first: what an Undo after an import takes back. */
export const recentHistory = async (db: Executor, paging: Paging): Promise<JsonText> =>
  (await queryDocument(db, recentPage, paging))!;

const trashPage = pageStatement<Paging>(
  'trash',
  () => sql`${versions.id} in (select distinct on (${versions.resource}, ${versions.itemId}) ${versions.id}
      from ${versions} order by ${versions.resource}, ${versions.itemId}, ${versions.id} desc)
    and ${versions.action} = 'delete' and ${versions.resource} <> 'users'`,
);

/**
 * The trash: each item whose last version is its deletion (every insert is a version, so it has not come back),
 * by that version, newest deletion first. Profiles are left out: a user comes back only through an invitation.
 */
export const trash = async (db: Executor, paging: Paging): Promise<JsonText> =>
  (await queryDocument(db, trashPage, paging))!;

/** One version with the item as it was. */
export async function readVersion(db: Executor, id: number): Promise<HistoryVersion> {
  const row = await versionRow(db, id);
  return { ...historyEntry(row), item: apiItem(row.snapshot) };
}

export async function versionRow(db: Executor, id: number): Promise<VersionRow> {
  const [row] = await rows<VersionRow>(
    db,
    sql`select ${versionColumns} from ${withAuthor} where ${versions.id} = ${id}`,
  );
  if (!row) throw notFound('Version');
  return row;
}

/** The versions of one change set, oldest first. */
export const changeSetRows = (db: Executor, changeSet: number) =>
  rows<VersionRow>(
    db,
    sql`select ${versionColumns} from ${withAuthor} where ${versions.changeSet} = ${changeSet}
    order by ${versions.id}`,
  );

/** An item's state before version `id`: its snapshot then, or null when it did not exist. */
export async function stateBefore(db: Executor, resource: HistoryResource, itemId: number, id: number) {
  const [row] = await rows<{ action: string; snapshot: Record<string, unknown> }>(
    db,
    sql`select ${versions.action} as action, ${versions.snapshot} as snapshot from ${versions}
      where ${versions.resource} = ${resource} and ${versions.itemId} = ${itemId} and ${versions.id} < ${id}
      order by ${versions.id} desc limit 1`,
  );
  return row && row.action !== 'delete' ? row.snapshot : null;
}

/**
 * Every item the history knows with its state at `at` (its last version then; null when it did not exist yet or
 * was deleted), and when the history begins.
 */
export async function statesAt(db: Executor, at: string) {
  const states = await rows<{
    resource: HistoryResource;
    itemId: number;
    action: string | null;
    snapshot: Record<string, unknown> | null;
  }>(
    db,
    sql`select items.resource, items.item_id as "itemId", past.action, past.snapshot
      from (select distinct ${versions.resource} as resource, ${versions.itemId} as item_id from ${versions}) items
      left join lateral (select ${versions.action} as action, ${versions.snapshot} as snapshot from ${versions}
        where ${versions.resource} = items.resource and ${versions.itemId} = items.item_id
          and ${versions.at} <= ${at}::timestamptz
        order by ${versions.id} desc limit 1) past on true`,
  );
  const [history] = await rows<{ begins: string | null; later: boolean | null }>(
    db,
    sql`select ${isoMicroseconds(sql`min(${versions.at})`)} as begins, min(${versions.at}) > ${at}::timestamptz as later
      from ${versions}`,
  );
  return {
    begins: history?.begins ?? null,
    /** Whether `at` is before the history begins (or there is none): nothing says what the site was then. */
    beforeHistory: history?.later !== false,
    states: states.map(({ resource, itemId, action, snapshot }) => ({
      resource,
      itemId,
      snapshot: action === null || action === 'delete' ? null : snapshot,
    })),
  };
}
