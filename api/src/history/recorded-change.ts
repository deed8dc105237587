import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Executor } from '../db/connection';
import { defineStatement, preparedStatementsIn, queryRow, type StatementValues } from '../db/json-statements';
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

/** Who and what a change set is, as the triggers read them: `user:<id>` or empty, and a `ChangeSetAction` or empty. */
export type AuthorValues = { actor: string; action: string };

const authorValuesOf = (author: ChangeAuthor, action?: ChangeSetAction): AuthorValues => ({
  actor: author.userId === null ? '' : `user:${author.userId}`,
  action: action ?? '',
});

/**
 * A `change_author` CTE for a statement that names its own author: it sets what `recordedChange`'s settings
 * statement sets, for the statement's implicit transaction. A CTE runs only when read, so the statement's write
 * must read it (`authoredBy`) before a trigger fires; inside a transaction that named the same author already,
 * setting it again changes nothing.
 */
export const changeAuthorCte = (p: StatementValues<AuthorValues>): SQL =>
  sql`change_author as materialized (select set_config('portfolio.actor', ${p.actor}::text, true) as actor,
    set_config('portfolio.action', ${p.action}::text, true) as action)`;

/** A condition for the write's WHERE that reads `change_author`: evaluated once, before the first row changes. */
export const authoredBy = sql`(select true from change_author)`;

/**
 * The version of row `id` of `table` that its transaction wrote, or null: for the RETURNING or outer SELECT of the
 * statement that updated it. The update's trigger runs before the row is stored (migration `0019`) and notes the
 * version in the transaction's `portfolio.versions_written` (`0018`), so the statement itself can answer the
 * save's new `ETag`, with no read of the history after it.
 */
export const versionWritten = (table: string, id: SQLWrapper): SQL =>
  sql`(nullif(current_setting('portfolio.versions_written', true), '')::jsonb ->> (${`${table}:`}::text || ${id}))::int`;

/** Names the transaction's author and action for the triggers, and answers the transaction (its change set). */
const changeSetStatement = defineStatement<{ actor: string; action: string }>(
  'change_set_settings',
  (p) => sql`select set_config('portfolio.actor', ${p.actor}::text, true),
    set_config('portfolio.action', ${p.action}::text, true), txid_current()::text as "changeSet"`,
);

/**
 * The newest of the item's versions first: the change set's own is the latest, or close behind a concurrent save's.
 * Without the order, a planner that holds the item's versions for few (PGlite never analyzes a table by itself)
 * read every version of the item to find it, and a save grew slower with each one.
 */
const versionOfChangeSetStatement = defineStatement<{ changeSet: string; resource: string; itemId: number }>(
  'content_versions_of_change_set',
  (
    p,
  ) => sql`select id from content_versions where resource = ${p.resource}::text and item_id = ${p.itemId}::integer
    and change_set = ${p.changeSet}::bigint order by id desc limit 1`,
);

/**
 * Runs `work` in one transaction that the history triggers (migration `0011_content_history`) record as one
 * change set by `author`: the settings are local to the transaction, so they are gone at its commit and cannot
 * reach another request on the same connection. With a precondition, the item is locked and checked first, and
 * its version after the change is noted for the answer's `ETag`.
 *
 * Nothing is asked between the work and the commit: the statement that writes holds the row's lock (on PGlite,
 * the whole database) until the commit, and every round trip in between also waits for a turn of the event loop
 * that ten concurrent saves keep busy. So the settings statement also names the transaction (the change set the
 * triggers file its versions under), and the version the change made is read by it once the lock is gone: a
 * change set holds one version per item, and no later transaction alters it. Each of these statements is
 * prepared once per connection (on PGlite, its session), as the reads are: planned again on every save, they cost
 * PGlite about 1 ms each.
 */
export async function recordedChange<T>(
  db: Executor,
  author: ChangeAuthor,
  work: (tx: Executor) => Promise<T>,
  action?: ChangeSetAction,
): Promise<T> {
  const { precondition } = author;
  let changeSet = '';
  let checked: number | undefined;
  const result = await db.transaction(async (tx) => {
    preparedStatementsIn(db, tx);
    const settings = await queryRow<{ changeSet: string }, AuthorValues>(
      tx,
      changeSetStatement,
      authorValuesOf(author, action),
    );
    changeSet = settings!.changeSet;
    if (precondition) checked = await assertUnchanged(tx, precondition);
    return work(tx);
  });
  if (precondition) {
    precondition.versionAfter = await versionOfChangeSet(db, precondition, changeSet, checked);
  }
  return result;
}

/** What a save that names its own author answers: its result, and the item's version it wrote (null: none). */
export interface AuthoredSave<T> {
  result: T;
  version: number | null;
}

/**
 * A save whose write is one statement that names its author itself (`changeAuthorCte`) and answers the version it
 * wrote (`versionWritten`): without `If-Match` it runs alone, in the statement's implicit transaction, where
 * `recordedChange` would add `BEGIN`, its settings, `COMMIT` and a read of the version — four more round trips,
 * the first three holding the row's lock (on PGlite, the whole database) while concurrent saves wait. With
 * `If-Match` the item must be locked and checked before the write, so it runs in `recordedChange`'s transaction.
 * Either way the answer's `ETag` is the version its own change wrote; a save that changed nothing keeps the
 * item's latest.
 */
export async function recordedSave<T>(
  db: Executor,
  author: ChangeAuthor,
  save: (db: Executor, author: AuthorValues) => Promise<AuthoredSave<T>>,
): Promise<T> {
  const { precondition } = author;
  if (precondition?.ifMatch !== undefined) {
    return recordedChange(db, author, async (tx) => (await save(tx, authorValuesOf(author))).result);
  }
  const { result, version } = await save(db, authorValuesOf(author));
  if (precondition) {
    precondition.versionAfter =
      version ?? (await latestVersion(db, precondition.resource, precondition.itemId));
  }
  return result;
}

/**
 * The item's version a change set wrote. A change that altered nothing wrote none: the item keeps the version its
 * `If-Match` was checked against, or, unchecked, the latest one.
 */
async function versionOfChangeSet(
  db: Executor,
  { resource, itemId }: Precondition,
  changeSet: string,
  checked: number | undefined,
) {
  const written = await queryRow<{ id: number }, { changeSet: string; resource: string; itemId: number }>(
    db,
    versionOfChangeSetStatement,
    { changeSet, resource, itemId },
  );
  return written?.id ?? checked ?? latestVersion(db, resource, itemId);
}

/**
 * The public tables (those the read caches watch, `data-changes.ts`) whose writes are no version of their own,
 * and why; every other one has a `<table>_versioned` trigger (`data-changes.test.ts` checks both).
 */
export const UNVERSIONED_PUBLIC_TABLES: Record<string, string> = {
  project_slug_history: "a project's old addresses follow its slug, which the project's versions hold",
};
