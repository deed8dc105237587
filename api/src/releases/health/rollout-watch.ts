import type { RemoteName } from '@portfolio/shared/remotes';
import type { ReleaseActor } from '@portfolio/shared/schemas';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database, Executor } from '../../db/connection';
import { releaseEvents, remoteStates, rolloutWatches } from '../../db/schema';
import { conflict } from '../../problems';
import { sidesSince } from './health-queries';
import { decide, type RolloutDecision } from './rollout-decision';

/** Who stops a rollout in the history: the watch, not a person or a key. */
export const WATCH_ACTOR: ReleaseActor = { kind: 'watch', id: 0, name: 'Rollout watch' };

export type WatchRow = typeof rolloutWatches.$inferSelect;

export async function findWatch(
  db: Executor,
  remote: RemoteName,
  version: string,
): Promise<WatchRow | undefined> {
  const [row] = await db
    .select()
    .from(rolloutWatches)
    .where(and(eq(rolloutWatches.remote, remote), eq(rolloutWatches.version, version)));
  return row;
}

/**
 * Compares every running rollout with its live release, from when the watch began, and acts on a look's
 * verdict: a candidate clearly worse is stopped (share 0, the live release untouched) with the figures in the
 * history. Each look is taken once, by whichever API instance updates the watch first (compare-and-set on its
 * number of looks); the rollout is stopped only while it is still that release's.
 */
export async function watchRollouts(db: Database, minViews: number): Promise<void> {
  const rollouts = await db.select().from(remoteStates).where(isNotNull(remoteStates.rolloutVersion));
  for (const state of rollouts) {
    const remote = state.remote as RemoteName;
    const candidate = state.rolloutVersion!;
    const live = state.liveVersion;
    if (!live) continue;
    await db.insert(rolloutWatches).values({ remote, version: candidate }).onConflictDoNothing();
    const watch = (await findWatch(db, remote, candidate))!;
    const sides = await sidesSince(db, remote, [candidate, live], watch.startedAt);
    const verdict = decide(
      sides.get(candidate)!,
      sides.get(live)!,
      { looks: watch.looks, decision: watch.decision as RolloutDecision },
      minViews,
    );
    if (verdict.looks === watch.looks && verdict.decision === watch.decision) continue;
    await db.transaction(async (tx) => {
      const taken = await tx
        .update(rolloutWatches)
        .set({
          looks: verdict.looks,
          decision: verdict.decision,
          reason: verdict.reason,
          decidedAt: new Date(),
        })
        .where(
          and(
            eq(rolloutWatches.remote, remote),
            eq(rolloutWatches.version, candidate),
            eq(rolloutWatches.looks, watch.looks),
          ),
        )
        .returning({ version: rolloutWatches.version });
      if (taken.length === 0 || verdict.decision !== 'aborted') return;
      const stopped = await tx
        .update(remoteStates)
        .set({ rolloutVersion: null, rolloutPercent: null, rolloutSince: null, rolloutBy: null })
        .where(and(eq(remoteStates.remote, remote), eq(remoteStates.rolloutVersion, candidate)))
        .returning({ remote: remoteStates.remote });
      if (stopped.length === 0) return;
      await tx.insert(releaseEvents).values({
        remote,
        action: 'abort',
        actor: WATCH_ACTOR,
        fromVersion: live,
        toVersion: candidate,
        percent: 0,
        ok: false,
        checks: [{ name: 'health', ok: false, message: verdict.reason ?? '' }],
        message: verdict.reason,
      });
    });
  }
}

/**
 * Before a release is promoted or rolled out: one whose rollout the watch stopped is refused (409) unless the
 * caller forces it. Returns whether the watch must start anew once the change is made (a forced release).
 */
export async function checkNotAborted(
  db: Executor,
  remote: RemoteName,
  input: { version: string; percent: number; force?: boolean },
): Promise<boolean> {
  if (input.percent === 0) return false;
  const watch = await findWatch(db, remote, input.version);
  if (watch?.decision !== 'aborted') return false;
  if (!input.force)
    throw conflict(
      `${remote} ${input.version}'s rollout was stopped by the rollout watch (${watch.reason ?? 'worse than the live release'}). Send force to promote or roll it out anyway.`,
    );
  return true;
}

/** A forced release's watch begins again. */
export async function restartWatch(db: Executor, remote: RemoteName, version: string): Promise<void> {
  await db
    .delete(rolloutWatches)
    .where(and(eq(rolloutWatches.remote, remote), eq(rolloutWatches.version, version)));
}
