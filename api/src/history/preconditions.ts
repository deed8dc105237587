import type { HistoryEntry, HistoryResource } from '@portfolio/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/connection';
import { defineStatement, queryRow } from '../db/json-statements';
import { itemHistoryAfter } from '../db/repositories/history';
import { contentVersions as versions } from '../db/schema';
import { HttpProblem } from '../problems';

/**
 * No lost update (RFC 9110 13.1.1): an item's entity tag for a signed-in reader is its latest version's id, and a
 * save or delete sent with `If-Match` goes ahead only while that is still the latest. The check and the write are
 * in one transaction with the item's row locked, so a save from another tab cannot slip in between.
 */
export interface Precondition {
  resource: HistoryResource;
  itemId: number;
  /** The `If-Match` header as sent; without it the change is not checked, but still answers its new `ETag`. */
  ifMatch?: string;
  /** The item's version once the change is written: the answer's new `ETag`. */
  versionAfter?: number;
}

export const entityTagOf = (version: number) => `"${version}"`;

/** The versions an `If-Match` names (`"12"`, `W/"12"`, a list); `*` names whichever the item has. */
function namedVersions(ifMatch: string): number[] | '*' {
  if (ifMatch.trim() === '*') return '*';
  return ifMatch
    .split(',')
    .map((tag) => /^\s*(?:W\/)?"(\d{1,10})"\s*$/.exec(tag)?.[1])
    .filter((version): version is string => version !== undefined)
    .map(Number);
}

const latestVersionStatement = defineStatement<{ resource: string; itemId: number }>(
  'content_versions_latest',
  (p) => sql`select ${versions.id} as id from ${versions}
    where ${versions.resource} = ${p.resource} and ${versions.itemId} = ${p.itemId}
    order by ${versions.id} desc limit 1`,
);

/**
 * The item's latest version id; 0 when it has none (never written since the history began). A prepared statement:
 * every signed-in read of an item and many saves ask it.
 */
export async function latestVersion(
  db: Executor,
  resource: HistoryResource,
  itemId: number,
): Promise<number> {
  const row = await queryRow<{ id: number }, { resource: string; itemId: number }>(
    db,
    latestVersionStatement,
    {
      resource,
      itemId,
    },
  );
  return row?.id ?? 0;
}

/**
 * Locks the item's row and refuses the change with 412 when `If-Match` names a version that is no longer the
 * latest; the problem carries the versions since, so the form can show them beside the owner's unsaved values.
 * An unknown item passes: the write itself answers its 404. Answers the version checked, which stays the item's
 * until the commit when the change alters nothing.
 */
export async function assertUnchanged(tx: Executor, precondition: Precondition): Promise<number | undefined> {
  const { resource, itemId, ifMatch } = precondition;
  if (ifMatch === undefined) return undefined;
  const locked = (await tx.execute(
    sql`select id from ${sql.identifier(resource)} where id = ${itemId} for update`,
  )) as unknown as { rows: unknown[] };
  if (locked.rows.length === 0) return undefined;
  const named = namedVersions(ifMatch);
  const current = await latestVersion(tx, resource, itemId);
  if (named === '*' || named.includes(current)) return current;
  const since = Math.max(0, ...named.filter((version) => version < current));
  const changes: HistoryEntry[] = await itemHistoryAfter(tx, resource, itemId, since);
  throw new HttpProblem(
    412,
    'This item was changed since you opened it: compare the changes below with yours, then save again.',
    undefined,
    undefined,
    { etag: entityTagOf(current), changes },
  );
}
