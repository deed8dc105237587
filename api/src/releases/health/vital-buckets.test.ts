import { describe, expect, it } from 'vitest';
import { quantileOf, vitalBucket, ZERO_BUCKET } from './vital-buckets';

/** Buckets and counts of `values`, as the stored rows would hold them. */
const bucketed = (values: number[]) => {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(vitalBucket(value), (counts.get(vitalBucket(value)) ?? 0) + 1);
  return [...counts].map(([bucket, count]) => ({ bucket, count }));
};

describe('vital buckets', () => {
  it('reads a p75 back within 2 % of the true one, merged from parts in any order', () => {
    const values = Array.from({ length: 1000 }, (_, index) => 200 + index * 7.3);
    const truth = [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1]!;
    const parts = [bucketed(values.slice(0, 300)), bucketed(values.slice(300))].flat();
    const p75 = quantileOf(parts.reverse(), 0.75)!;
    expect(Math.abs(p75 - truth) / truth).toBeLessThan(0.02);
  });

  it('keeps zeros (a page that never shifted) and small scores apart', () => {
    expect(vitalBucket(0)).toBe(ZERO_BUCKET);
    expect(quantileOf(bucketed([0, 0, 0, 0.25]), 0.5)).toBe(0);
    expect(quantileOf(bucketed([0.1, 0.1, 0.1, 0.1]), 0.75)).toBeCloseTo(0.1, 2);
    expect(quantileOf([], 0.75)).toBeNull();
  });
});
