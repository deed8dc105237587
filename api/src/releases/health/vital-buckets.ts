import { DDSketch } from '@datadog/sketches-js';

/**
 * Web vitals are kept as counts per fixed, log-spaced bucket: DDSketch's logarithmic mapping, so a quantile read
 * back is within 2 % of the true one, and buckets from any minute and any API instance merge by adding.
 */
const RELATIVE_ACCURACY = 0.02;
const newSketch = () => new DDSketch({ relativeAccuracy: RELATIVE_ACCURACY });
const { mapping } = newSketch();
/** The bucket of a zero (a page that never shifted: CLS 0), below anything the mapping indexes. */
export const ZERO_BUCKET = -32_768;

export const vitalBucket = (value: number): number =>
  value < mapping.minPossible ? ZERO_BUCKET : mapping.key(value);

/** A quantile (0–1) of the values whose buckets and counts are given; null without any. */
export function quantileOf(buckets: { bucket: number; count: number }[], quantile: number): number | null {
  const sketch = newSketch();
  for (const { bucket, count } of buckets) {
    if (count <= 0) continue;
    sketch.accept(bucket === ZERO_BUCKET ? 0 : mapping.value(bucket), count);
  }
  return sketch.count === 0 ? null : sketch.getValueAtQuantile(quantile);
}
