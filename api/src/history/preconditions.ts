import type { HistoryEntry, HistoryResource } from '@portfolio/shared/schemas';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/connection';
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

/** The item's latest version id; 0 when it has none (never written since the history began). */
export async function latestVersion(
  db: Executor,
  resource: HistoryResource,
  itemId: number,
): Promise<number> {
  const [row] = await db
    .select({ id: versions.id })
    .from(versions)
    .where(and(eq(versions.resource, resource), eq(versions.itemId, itemId)))
    .orderBy(desc(versions.id))
    .limit(1);
  return row?.id ?? 0;
}

/**
 * Locks the item's row and refuses the change with 412 when `If-Match` names a version that is no longer the
 * latest; the problem carries the versions since, so the form can show them beside the owner's unsaved values.
 * An unknown item passes: the write itself answers its 404.
 */
export async function assertUnchanged(tx: Executor, precondition: Precondition): Promise<void> {
  const { resource, itemId, ifMatch } = precondition;
  if (ifMatch === undefined) return;
  const locked = (await tx.execute(
    sql`select id from ${sql.identifier(resource)} where id = ${itemId} for update`,
  )) as unknown as { rows: unknown[] };
  if (locked.rows.length === 0) return;
  const named = namedVersions(ifMatch);
  const current = await latestVersion(tx, resource, itemId);
  if (named === '*' || named.includes(current)) return;
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
