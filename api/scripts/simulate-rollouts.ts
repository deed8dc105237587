// Prints the rollout decision's false-alarm rate over whole rollouts at equal error rates (10,000 rollouts at each
// rate by default: ROLLOUTS), and how fast it stops a broken release. `pnpm --filter @portfolio/api simulate:rollouts`
import { ALPHA_PER_LOOK, LOOK_MULTIPLES, MIN_DIFFERENCE } from '../src/releases/health/rollout-decision';
import { simulateRollouts } from '../src/releases/health/rollout-simulation';

const rollouts = Number(process.env.ROLLOUTS ?? 10_000);
const minViews = Number(process.env.ROLLOUT_MIN_VIEWS ?? 100);
console.log(
  `Rule: each side ≥ ${LOOK_MULTIPLES.map((multiple) => multiple * minViews).join(', ')} views (looks); abort when ` +
    `one-sided p < ${ALPHA_PER_LOOK} and the candidate is worse by ≥ ${MIN_DIFFERENCE * 100} points. 50 % rollout, ` +
    `the watch deciding after each flush of 1–40 views.\n`,
);
console.log('| live rate | candidate rate | rollouts | aborted | share aborted | candidate views at abort |');
console.log('|---|---|---|---|---|---|');
const cases = [
  ...[0.004, 0.02, 0.1, 0.3].map((rate) => ({ live: rate, candidate: rate, count: rollouts })),
  { live: 0.004, candidate: 0.38, count: Math.min(rollouts, 1000) },
  { live: 0.01, candidate: 0.04, count: Math.min(rollouts, 1000) },
];
for (const { live, candidate, count } of cases) {
  const result = simulateRollouts({ rollouts: count, liveRate: live, candidateRate: candidate, minViews });
  const at = result.meanViewsAtAbort === null ? '–' : Math.round(result.meanViewsAtAbort);
  console.log(
    `| ${(live * 100).toFixed(1)} % | ${(candidate * 100).toFixed(1)} % | ${count} | ${result.aborted} | ` +
      `${(result.abortedShare * 100).toFixed(2)} % | ${at} |`,
  );
}
