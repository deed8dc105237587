import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { decide, LOOK_MULTIPLES, type Side, type WatchState } from './rollout-decision';

export interface SimulationOptions {
  rollouts: number;
  /** The live release's share of page views with an error. */
  liveRate: number;
  /** The candidate's; equal to `liveRate` to measure false alarms. */
  candidateRate: number;
  minViews: number;
  /** The candidate's share of page views. */
  share?: number;
  /** Page views written per second (one flush), at most: each flush is followed by the watch, as in the API. */
  maxViewsPerFlush?: number;
  seed?: number;
}

export interface SimulationResult {
  rollouts: number;
  aborted: number;
  abortedShare: number;
  /** Views on the candidate's side when it was aborted, on average. */
  meanViewsAtAbort: number | null;
}

/**
 * Rollouts as the API watches them: views arrive in flushes of random size, each view the candidate's with
 * `share` and with an error at its side's rate, and the watch decides after every flush, until the last
 * scheduled look or an abort. Seeded, so a run is repeatable.
 */
export function simulateRollouts(options: SimulationOptions): SimulationResult {
  const rng = xoroshiro128plus(options.seed ?? 42);
  const random = () => uniformFloat64(rng);
  const share = options.share ?? 0.5;
  const lastLook = LOOK_MULTIPLES.at(-1)! * options.minViews;
  let aborted = 0;
  let viewsAtAbort = 0;
  for (let rollout = 0; rollout < options.rollouts; rollout += 1) {
    const candidate: Side = { views: 0, errorViews: 0 };
    const live: Side = { views: 0, errorViews: 0 };
    let state: WatchState = { looks: 0, decision: 'collecting' };
    while (state.decision !== 'aborted' && Math.min(candidate.views, live.views) < lastLook) {
      const flush = uniformInt(rng, 1, options.maxViewsPerFlush ?? 40);
      for (let view = 0; view < flush; view += 1) {
        const onCandidate = random() < share;
        const side = onCandidate ? candidate : live;
        side.views += 1;
        if (random() < (onCandidate ? options.candidateRate : options.liveRate)) side.errorViews += 1;
      }
      state = decide(candidate, live, state, options.minViews);
    }
    if (state.decision === 'aborted') {
      aborted += 1;
      viewsAtAbort += candidate.views;
    }
  }
  return {
    rollouts: options.rollouts,
    aborted,
    abortedShare: aborted / options.rollouts,
    meanViewsAtAbort: aborted > 0 ? viewsAtAbort / aborted : null,
  };
}
