import type { ScheduledChange, ScheduleInput } from '@portfolio/shared/schemas';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { recordedChange } from '../../history/recorded-change';
import { notFound } from '../../problems';
import type { Executor } from '../connection';
import { projects, scheduledChanges as scheduled } from '../schema';

/**
 * A project shown or hidden at a set time (`publish`, `hide`). Every API instance runs `runDueChanges` every few
 * seconds; the row lock with `skip locked` and `done_at` set in the applying transaction make each change happen
 * exactly once, whichever instance is first, and never twice when two look at the same moment.
 */

type Row = typeof scheduled.$inferSelect;

const answer = (row: Row): ScheduledChange => ({
  id: row.id,
  projectId: row.projectId,
  action: row.action as ScheduledChange['action'],
  at: row.at.toISOString(),
  doneAt: row.doneAt?.toISOString() ?? null,
});

/** A project's changes still to come, soonest first. */
export async function listScheduled(db: Executor, projectId: number): Promise<ScheduledChange[]> {
  const rows = await db
    .select()
    .from(scheduled)
    .where(and(eq(scheduled.projectId, projectId), isNull(scheduled.doneAt)))
    .orderBy(asc(scheduled.at), asc(scheduled.id));
  return rows.map(answer);
}

export async function scheduleChange(
  db: Executor,
  projectId: number,
  input: ScheduleInput,
  userId: number | null,
): Promise<ScheduledChange> {
  const [project] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
  if (!project) throw notFound('Project');
  const [row] = await db
    .insert(scheduled)
    .values({ projectId, action: input.action, at: new Date(input.at), createdBy: userId })
    .returning();
  return answer(row!);
}

/** Drops a change still to come; one already done (or of another project) is not found. */
export async function cancelScheduled(db: Executor, projectId: number, id: number): Promise<void> {
  const dropped = await db
    .delete(scheduled)
    .where(and(eq(scheduled.id, id), eq(scheduled.projectId, projectId), isNull(scheduled.doneAt)))
    .returning({ id: scheduled.id });
  if (dropped.length === 0) throw notFound('Scheduled change');
}

/** The most changes one look applies: a backlog (an instance down for a day) is worked off over a few looks. */
const CHANGES_PER_LOOK = 50;

/**
 * Applies every due change, one transaction each: claims the oldest due row (locked; rows another instance holds
 * are skipped, and so are the later changes of their project), sets the project's visibility as a version by whoever scheduled it, and marks the row done. Answers
 * the ids this call applied.
 */
export async function runDueChanges(db: Executor): Promise<number[]> {
  const applied: number[] = [];
  while (applied.length < CHANGES_PER_LOOK) {
    const id = await db.transaction(async (tx) => {
      const [due] = (
        (await tx.execute(
          // A project's changes go in their order: one waits while an earlier one of its project is pending
          // (another instance may hold that one).
          sql`select due.id, due.project_id as "projectId", due.action, due.created_by as "createdBy"
            from scheduled_changes due
            where due.done_at is null and due.at <= now()
              and not exists (select 1 from scheduled_changes earlier
                where earlier.project_id = due.project_id and earlier.done_at is null
                  and (earlier.at, earlier.id) < (due.at, due.id))
            order by due.at, due.id limit 1 for update skip locked`,
        )) as unknown as {
          rows: { id: number; projectId: number; action: string; createdBy: number | null }[];
        }
      ).rows;
      if (!due) return null;
      await recordedChange(tx, { userId: due.createdBy }, (inner) =>
        inner
          .update(projects)
          .set({ visible: due.action === 'publish' })
          .where(eq(projects.id, due.projectId)),
      );
      await tx
        .update(scheduled)
        .set({ doneAt: sql`now()` })
        .where(eq(scheduled.id, due.id));
      return due.id;
    });
    if (id === null) break;
    applied.push(id);
  }
  return applied;
}
