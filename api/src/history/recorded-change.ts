import { sql } from 'drizzle-orm';
import type { Executor } from '../db/connection';
import { assertUnchanged, latestVersion, type Precondition } from './preconditions';

/**
 * What a change set is, when the statement alone does not say: the triggers call an insert a `create`, an update an
 * `update` and a delete a `delete`, but an import, a reorder or a restore is one named change across items.
 */
export type ChangeSetAction = 'import' | 'reorder' | 'restore';

/** Who changes the content: the signed-in user of the request, and what it expects the item to be. */
export interface ChangeAuthor {
  userId: number | null;
  /** Set by the update and delete routes from `If-Match` (routes/v1/resource-routes.ts). */
  precondition?: Precondition | null;
}

/**
 * Runs `work` in one transaction that the history triggers (migration `0011_content_history`) record as one
 * change set by `author`: the settings are local to the transaction, so they are gone at its commit and cannot
 * reach another request on the same connection. With a precondition, the item is locked and checked first, and
 * its version after the change is noted for the answer's `ETag`.
 */
export function recordedChange<T>(
  db: Executor,
  author: ChangeAuthor,
  work: (tx: Executor) => Promise<T>,
  action?: ChangeSetAction,
): Promise<T> {
  const actor = author.userId === null ? '' : `user:${author.userId}`;
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('portfolio.actor', ${actor}, true), set_config('portfolio.action', ${action ?? ''}, true)`,
    );
    const { precondition } = author;
    if (precondition) await assertUnchanged(tx, precondition);
    const result = await work(tx);
    if (precondition) {
      precondition.versionAfter = await latestVersion(tx, precondition.resource, precondition.itemId);
    }
    return result;
  });
}

/**
 * The public tables (those the read caches watch, `data-changes.ts`) whose writes are no version of their own,
 * and why; every other one has a `<table>_versioned` trigger (`data-changes.test.ts` checks both).
 */
export const UNVERSIONED_PUBLIC_TABLES: Record<string, string> = {
  project_slug_history: "a project's old addresses follow its slug, which the project's versions hold",
};
