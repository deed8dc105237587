import type { RestoreResult } from '@portfolio/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/connection';
import { changeSetRows, stateBefore, statesAt, versionRow } from '../db/repositories/history';
import { invalidFields, notFound } from '../problems';
import { applyRestore, planRestore, type TargetState } from './restore';

/**
 * The three ways back: one item to one of its versions, one change set undone, the whole site to a moment. Each
 * runs in the caller's recorded transaction (`recordedChange(…, 'restore')`): all of it is written, or none.
 */

async function putInPlace(tx: Executor, targets: TargetState[], dryRun = false): Promise<RestoreResult> {
  const planned = await planRestore(tx, targets);
  const items = planned.map(({ target: _target, existed: _existed, ...item }) => item);
  if (dryRun || planned.length === 0) return { applied: !dryRun, changeSet: null, items };
  await applyRestore(tx, planned);
  const [row] = (
    (await tx.execute(sql`select txid_current()::text as id`)) as unknown as { rows: { id: string }[] }
  ).rows;
  return { applied: true, changeSet: Number(row!.id), items };
}

/** The item as version `id` holds it: after that change, or just before its deletion (so the trash restores). */
export async function restoreVersion(tx: Executor, id: number): Promise<RestoreResult> {
  const version = await versionRow(tx, id);
  return putInPlace(tx, [{ resource: version.resource, itemId: version.itemId, snapshot: version.snapshot }]);
}

/** Every item of a change set as it was just before it: an import, a reorder or a deletion taken back. */
export async function undoChangeSet(tx: Executor, changeSet: number): Promise<RestoreResult> {
  const versions = await changeSetRows(tx, changeSet);
  if (versions.length === 0) throw notFound('Change set');
  const targets: TargetState[] = [];
  for (const version of versions) {
    targets.push({
      resource: version.resource,
      itemId: version.itemId,
      snapshot: await stateBefore(tx, version.resource, version.itemId, version.id),
    });
  }
  return putInPlace(tx, targets);
}

/** Every item as it was at `at`: those created since are deleted, those deleted since come back. */
export async function restoreSite(tx: Executor, at: string, dryRun: boolean): Promise<RestoreResult> {
  const { begins, beforeHistory, states } = await statesAt(tx, at);
  if (beforeHistory) {
    const message = begins
      ? `The history begins at ${begins}: pick a later moment.`
      : 'There is no history yet.';
    throw invalidFields({ at: message }, message);
  }
  return putInPlace(tx, states, dryRun);
}
