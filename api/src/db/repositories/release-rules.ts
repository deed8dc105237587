import type { PromotionRule } from '@portfolio/shared/schemas';
import type { RemoteName } from '@portfolio/shared/remotes';
import { unprocessable } from '../../problems';
import type { Executor } from '../connection';
import { remoteStates } from '../schema';

type StateRow = typeof remoteStates.$inferSelect;

export const ruleOf = (state: StateRow | undefined): PromotionRule | null =>
  state?.ruleRolloutPercent && state.ruleRolloutMinutes
    ? { rolloutPercent: state.ruleRolloutPercent, rolloutMinutes: state.ruleRolloutMinutes }
    : null;

/** Sets (or, with null, lifts) the owner's rule for a remote. */
export async function setPromotionRule(db: Executor, remote: RemoteName, rule: PromotionRule | null) {
  const values = {
    ruleRolloutPercent: rule?.rolloutPercent ?? null,
    ruleRolloutMinutes: rule?.rolloutMinutes ?? null,
  };
  await db
    .insert(remoteStates)
    .values({ remote, ...values })
    .onConflictDoUpdate({ target: remoteStates.remote, set: values });
}

/**
 * Refuses a promotion to everyone that the remote's rule does not allow yet: the release must be rolling out to
 * at least the rule's share, for at least its time. A rollback (to an older release) and a first release (nothing
 * live to protect) are not promotions of something new, so the rule leaves them alone.
 */
export function assertPromotionAllowed(
  remote: RemoteName,
  state: StateRow,
  version: string,
  now: Date,
): void {
  const rule = ruleOf(state);
  if (!rule || !state.liveVersion) return;
  const rulePhrase = `${remote}'s rule: a promotion to everyone needs a rollout of at least ${rule.rolloutPercent} % for ${rule.rolloutMinutes} minutes first`;
  if (state.rolloutVersion !== version || !state.rolloutPercent || !state.rolloutSince)
    throw unprocessable(
      `${rulePhrase}; ${version} is not rolling out. Roll it out to ${rule.rolloutPercent} % first.`,
    );
  const minutes = Math.floor((now.getTime() - state.rolloutSince.getTime()) / 60_000);
  if (state.rolloutPercent < rule.rolloutPercent || minutes < rule.rolloutMinutes)
    throw unprocessable(
      `${rulePhrase}; ${version} has been at ${state.rolloutPercent} % for ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
}
