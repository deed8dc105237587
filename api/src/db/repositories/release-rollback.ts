import type { ReleaseActor, ReleaseCheck, RollbackOutcome } from '@portfolio/shared/schemas';
import type { RemoteName } from '@portfolio/shared/remotes';
import { and, eq, sql } from 'drizzle-orm';
import { conflict, HttpProblem, notFound } from '../../problems';
import type { Database } from '../connection';
import { remoteStates } from '../schema';
import { failedChecks, findRelease, noRollout, recordEvent, refusable, Refusal, stateRow } from './releases';

export interface CheckedRollback {
  expectedLive: string | null;
  /** The rollout the host server saw (null: none): it decided from it what this rollback does. */
  expectedRollout: string | null;
  /** The rollout to stop, or the release to go back to, as the host server checked it. */
  version: string;
  checks: ReleaseCheck[];
}

/**
 * A rollback means "stop what is new": a rollout running is stopped first (its share to 0, the live release
 * unchanged), and only a rollback with no rollout running moves live back. Compare-and-set on both the live
 * release and the rollout, so a rollback never does something other than what its caller was told.
 */
export async function rollBack(
  db: Database,
  remote: RemoteName,
  input: CheckedRollback,
  actor: ReleaseActor,
): Promise<{ outcome: RollbackOutcome; message: string }> {
  return refusable(db, remote, async (tx) => {
    await tx.insert(remoteStates).values({ remote }).onConflictDoNothing();
    const state = (await stateRow(tx, remote))!;
    const live = state.liveVersion;
    const rollout = state.rolloutVersion;
    if (live !== input.expectedLive || rollout !== input.expectedRollout)
      throw conflict(
        `${remote} changed meanwhile (live ${live ?? 'none'}, rolling out ${rollout ?? 'nothing'}). Reload and try again.`,
      );
    const unchanged = and(
      eq(remoteStates.remote, remote),
      sql`${remoteStates.liveVersion} is not distinct from ${live}`,
      sql`${remoteStates.rolloutVersion} is not distinct from ${rollout}`,
    );
    let outcome: RollbackOutcome;
    let message: string;
    let changes: Partial<typeof remoteStates.$inferInsert>;
    if (rollout) {
      if (input.version !== rollout)
        throw conflict(`${rollout} is rolling out, not ${input.version}. Reload and try again.`);
      outcome = 'rollout-stopped';
      message =
        `Stopped the rollout of ${rollout} (${state.rolloutPercent} % of visitors): every visitor is on ${live ?? 'the configured release'} again, ` +
        `and live is unchanged. ${state.previousVersion ? `Roll back again to go back to ${state.previousVersion}.` : ''}`.trim();
      changes = noRollout;
    } else {
      if (!live) throw conflict(`${remote} has no live release to roll back from.`);
      if (input.version === live) throw new HttpProblem(400, `${input.version} is live already.`);
      if (!(await findRelease(tx, remote, input.version)))
        throw notFound(`Release ${input.version} of ${remote}`);
      if (failedChecks(input.checks).length > 0)
        throw new Refusal({ actor, from: live, to: input.version, percent: 100, checks: input.checks });
      outcome = 'rolled-back';
      message = `Rolled back from ${live} to ${input.version}: every visitor is on ${input.version}.`;
      changes = {
        liveVersion: input.version,
        liveSince: new Date(),
        liveBy: actor,
        previousVersion: live,
      };
    }
    const updated = await tx
      .update(remoteStates)
      .set(changes)
      .where(unchanged)
      .returning({ remote: remoteStates.remote });
    if (updated.length === 0) throw conflict(`${remote} changed meanwhile. Reload and try again.`);
    await recordEvent(tx, remote, {
      action: 'rollback',
      actor,
      from: rollout ?? live,
      to: rollout ? live : input.version,
      percent: rollout ? 0 : 100,
      checks: input.checks,
      message,
    });
    return { outcome, message };
  });
}
