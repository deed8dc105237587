import type { DraftResource } from '@portfolio/shared/schemas';
import { and, eq, sql } from 'drizzle-orm';
import { latestVersion } from '../../history/preconditions';
import { notFound } from '../../problems';
import type { Executor } from '../connection';
import { drafts, projects, users } from '../schema';

/** A draft as the routes answer it, before its body is checked against the item's input schema again. */
export interface StoredDraft {
  body: unknown;
  baseVersion: number;
  savedAt: Date;
  savedBy: { id: number; name: string } | null;
}

const NOUN: Record<DraftResource, string> = { projects: 'Project', users: 'User' };

/** The column a draft names its item in, and the item's own table. */
const itemOf = (resource: DraftResource) =>
  resource === 'projects'
    ? { column: drafts.projectId, table: projects, id: projects.id }
    : { column: drafts.userId, table: users, id: users.id };

/** The item's draft, or undefined when it has none. */
export async function findDraft(
  db: Executor,
  resource: DraftResource,
  itemId: number,
): Promise<StoredDraft | undefined> {
  const [row] = await db
    .select({
      body: drafts.body,
      baseVersion: drafts.baseVersion,
      savedAt: drafts.savedAt,
      savedById: drafts.savedBy,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(drafts)
    .leftJoin(users, eq(users.id, drafts.savedBy))
    .where(eq(itemOf(resource).column, itemId));
  if (!row) return undefined;
  const { body, baseVersion, savedAt, savedById, firstName, lastName } = row;
  return {
    body,
    baseVersion,
    savedAt,
    savedBy: savedById === null ? null : { id: savedById, name: `${firstName} ${lastName}` },
  };
}

/** The item's draft; 404 when it has none (or the item is gone, which took its draft with it). */
export async function readDraft(db: Executor, resource: DraftResource, itemId: number): Promise<StoredDraft> {
  const draft = await findDraft(db, resource, itemId);
  if (!draft) throw notFound(`Draft of ${NOUN[resource].toLowerCase()} ${itemId}`);
  return draft;
}

/**
 * Keeps `body` as the item's draft, by `userId`. A first draft notes the item's latest version as its base; a
 * draft saved again keeps it, since its changes still start from there: publishing it once another save came
 * first is refused rather than silently undoing that save. 404 for an item that does not exist.
 */
export async function saveDraft(
  db: Executor,
  resource: DraftResource,
  itemId: number,
  body: unknown,
  userId: number | null,
): Promise<StoredDraft> {
  const item = itemOf(resource);
  return db.transaction(async (tx) => {
    // Locked, so the item cannot be deleted between the check and the insert (its draft would outlive it).
    const [exists] = await tx
      .select({ id: item.id })
      .from(item.table)
      .where(eq(item.id, itemId))
      .for('share');
    if (!exists) throw notFound(NOUN[resource]);
    const baseVersion = await latestVersion(tx, resource, itemId);
    const target = resource === 'projects' ? { projectId: itemId } : { userId: itemId };
    await tx
      .insert(drafts)
      .values({ ...target, body, baseVersion, savedBy: userId })
      .onConflictDoUpdate({
        target: item.column,
        set: { body, savedBy: userId, savedAt: sql`now()` },
      });
    return readDraft(tx, resource, itemId);
  });
}

/** Drops the item's draft; false when it had none. */
export async function deleteDraft(db: Executor, resource: DraftResource, itemId: number): Promise<boolean> {
  const deleted = await db
    .delete(drafts)
    .where(and(eq(itemOf(resource).column, itemId)))
    .returning({ id: drafts.id });
  return deleted.length > 0;
}
