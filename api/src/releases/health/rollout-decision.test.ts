import { describe, expect, it } from 'vitest';
import { ALPHA_PER_LOOK, decide, oneSidedPValue } from './rollout-decision';
import { simulateRollouts } from './rollout-simulation';

const side = (views: number, errorViews: number) => ({ views, errorViews });
const collecting = { looks: 0, decision: 'collecting' as const };

describe('the rollout decision', () => {
  it('decides nothing before each side has the minimum of views', () => {
    expect(decide(side(250, 200), side(99, 0), collecting, 100)).toEqual({
      looks: 0,
      decision: 'collecting',
      reason: null,
    });
  });

  it('aborts a release clearly worse, saying why with the figures', () => {
    const verdict = decide(side(250, 95), side(260, 1), collecting, 100);
    expect(verdict.decision).toBe('aborted');
    expect(verdict.reason).toMatch(
      /^aborted: 38\.0 % of views with an error vs 0\.4 %, 250 \/ 260 views \(one-sided p = .* < 0\.00125, look 2 of 8\)$/,
    );
  });

  it('does not abort on a difference under 2 points, however significant, nor on one within the noise', () => {
    expect(oneSidedPValue(side(100_000, 1_900), side(100_000, 1_000))).toBeLessThan(ALPHA_PER_LOOK);
    expect(decide(side(100_000, 1_900), side(100_000, 1_000), collecting, 100).decision).toBe('healthy');
    expect(decide(side(100, 5), side(100, 2), collecting, 100).decision).toBe('healthy');
  });

  it('takes each scheduled look once, and stays aborted', () => {
    const first = decide(side(120, 3), side(130, 2), collecting, 100);
    expect(first).toMatchObject({ looks: 1, decision: 'healthy' });
    // Worse now, but no new look is due until each side has 200 views.
    expect(decide(side(150, 40), side(180, 2), first, 100)).toMatchObject({ looks: 1, decision: 'healthy' });
    const second = decide(side(200, 50), side(210, 2), first, 100);
    expect(second).toMatchObject({ looks: 2, decision: 'aborted' });
    expect(decide(side(5000, 0), side(5000, 0), second, 100).decision).toBe('aborted');
  });

  it('keeps false alarms at or under 1 % over whole rollouts at equal rates, and catches a broken release', () => {
    for (const rate of [0.02, 0.1, 0.3]) {
      const equal = simulateRollouts({ rollouts: 600, liveRate: rate, candidateRate: rate, minViews: 100 });
      expect(equal.abortedShare, `error rate ${rate}`).toBeLessThanOrEqual(0.01);
    }
    const broken = simulateRollouts({ rollouts: 200, liveRate: 0.004, candidateRate: 0.38, minViews: 100 });
    expect(broken.abortedShare).toBe(1);
    expect(broken.meanViewsAtAbort).toBeLessThan(150);
  }, 120_000);
});
