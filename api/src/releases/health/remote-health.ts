import type { RemoteName } from '@portfolio/shared/remotes';
import type { RemoteHealth, RolloutHealth } from '@portfolio/shared/schemas';
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { remoteStates, rolloutWatches } from '../../db/schema';
import { releasesHealth, sidesSince, vitalSince } from './health-queries';
import type { RolloutDecision } from './rollout-decision';

/** A vital this much slower than the live release's, each with enough samples, is shown as a warning. */
const VITAL_WARNING_RATIO = 1.5;
const VITAL_MIN_SAMPLES = 100;

/** The running rollout (or the last one the watch stopped) beside the live release, over the same time. */
async function rolloutHealth(
  db: Executor,
  remote: RemoteName,
  minViews: number,
): Promise<RolloutHealth | null> {
  const [state] = await db.select().from(remoteStates).where(eq(remoteStates.remote, remote));
  const live = state?.liveVersion ?? null;
  let candidate = state?.rolloutVersion ?? null;
  let [watch] = candidate
    ? await db
        .select()
        .from(rolloutWatches)
        .where(and(eq(rolloutWatches.remote, remote), eq(rolloutWatches.version, candidate)))
    : await db
        .select()
        .from(rolloutWatches)
        .where(and(eq(rolloutWatches.remote, remote), eq(rolloutWatches.decision, 'aborted')))
        .orderBy(desc(rolloutWatches.decidedAt))
        .limit(1);
  if (!candidate && (!watch || watch.version === live)) return null;
  candidate ??= watch!.version;
  if (watch?.version !== candidate) watch = undefined;
  const since = watch?.startedAt ?? state?.rolloutSince ?? new Date();
  const sides = await sidesSince(db, remote, live ? [candidate, live] : [candidate], since);
  const warnings: string[] = [];
  if (live)
    for (const vital of ['LCP', 'INP']) {
      const [mine, theirs] = await Promise.all([
        vitalSince(db, remote, candidate, vital, since),
        vitalSince(db, remote, live, vital, since),
      ]);
      if (
        mine.p75 !== null &&
        theirs.p75 &&
        mine.samples >= VITAL_MIN_SAMPLES &&
        theirs.samples >= VITAL_MIN_SAMPLES &&
        mine.p75 > VITAL_WARNING_RATIO * theirs.p75
      )
        warnings.push(
          `${vital} p75 ${Math.round(mine.p75)} ms vs ${Math.round(theirs.p75)} ms on the live release (${mine.samples} / ${theirs.samples} samples)`,
        );
    }
  return {
    candidate,
    live,
    since: since.toISOString(),
    candidateSide: sides.get(candidate)!,
    liveSide: live ? sides.get(live)! : { views: 0, errorViews: 0, errorRate: null },
    decision: (watch?.decision as RolloutDecision | undefined) ?? 'collecting',
    reason: watch?.reason ?? null,
    minViews,
    warnings,
  };
}

export async function remoteHealth(
  db: Executor,
  remote: RemoteName,
  minutes: number,
  minViews: number,
): Promise<RemoteHealth> {
  const [releases, rollout] = await Promise.all([
    releasesHealth(db, remote, minutes),
    rolloutHealth(db, remote, minViews),
  ]);
  return { remote, minutes, releases, rollout };
}
