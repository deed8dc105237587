import normalCdf from '@stdlib/stats-base-dists-normal-cdf';

/**
 * When a rolling-out release is worse than the live one, decided from each side's page views and views with an
 * error. Looking again each time views arrive would raise the real false-alarm rate far above the test's own, so
 * the test runs at scheduled looks only (each side reaching 1, 2, 4 … 128 × the minimum views) and the 1 % is
 * spent over them (Bonferroni: 1 % ÷ 8 per look), which bounds the whole rollout's false alarms by 1 %; the
 * simulation (`pnpm --filter @portfolio/api simulate:rollouts`) shows it. A difference under 2 points never
 * aborts, whatever the sample.
 */
export const OVERALL_ALPHA = 0.01;
export const LOOK_MULTIPLES = [1, 2, 4, 8, 16, 32, 64, 128] as const;
export const ALPHA_PER_LOOK = OVERALL_ALPHA / LOOK_MULTIPLES.length;
export const MIN_DIFFERENCE = 0.02;

export type RolloutDecision = 'collecting' | 'healthy' | 'aborted';

export interface Side {
  views: number;
  errorViews: number;
}

export interface WatchState {
  /** Scheduled looks taken. */
  looks: number;
  decision: RolloutDecision;
}

export interface Verdict extends WatchState {
  /** Said when a look decided something. */
  reason: string | null;
}

const rate = (side: Side) => (side.views > 0 ? side.errorViews / side.views : 0);
const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/**
 * The one-sided p-value that the candidate's error rate is no higher than the live one's: the pooled
 * two-proportion z-test with Yates' continuity correction (the normal curve stands in for counts, and without it
 * the test alarms a little more often than it says), its normal tail from @stdlib.
 */
export function oneSidedPValue(candidate: Side, live: Side): number {
  const inverses = 1 / candidate.views + 1 / live.views;
  const pooled = (candidate.errorViews + live.errorViews) / (candidate.views + live.views);
  const spread = Math.sqrt(pooled * (1 - pooled) * inverses);
  if (!(spread > 0)) return 1;
  const z = (rate(candidate) - rate(live) - inverses / 2) / spread;
  return 1 - normalCdf(z, 0, 1);
}

/** How many scheduled looks both sides' views have reached. */
export const looksReached = (candidate: Side, live: Side, minViews: number) =>
  LOOK_MULTIPLES.filter((multiple) => Math.min(candidate.views, live.views) >= multiple * minViews).length;

/** What the watch says now; a look is taken once, when both sides reach the next scheduled number of views. */
export function decide(candidate: Side, live: Side, state: WatchState, minViews: number): Verdict {
  if (state.decision === 'aborted') return { ...state, reason: null };
  const reached = looksReached(candidate, live, minViews);
  if (reached === 0) return { looks: 0, decision: 'collecting', reason: null };
  if (reached <= state.looks) return { ...state, reason: null };
  const p = oneSidedPValue(candidate, live);
  const worseBy = rate(candidate) - rate(live);
  const figures =
    `${percent(rate(candidate))} of views with an error vs ${percent(rate(live))}, ` +
    `${candidate.views} / ${live.views} views`;
  if (p < ALPHA_PER_LOOK && worseBy >= MIN_DIFFERENCE)
    return {
      looks: reached,
      decision: 'aborted',
      reason: `aborted: ${figures} (one-sided p = ${p.toExponential(1)} < ${ALPHA_PER_LOOK}, look ${reached} of ${LOOK_MULTIPLES.length})`,
    };
  return { looks: reached, decision: 'healthy', reason: `healthy at look ${reached}: ${figures}` };
}
