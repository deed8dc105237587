import { MARK_SLOTS } from './charge';
import type { PendingView } from './page-view-counter';

/** A row of `release_health_minutes` to add: views, and views with an error of each kind. */
export interface MinuteCounts {
  r: string;
  v: string;
  m: string;
  views: number;
  errors: number;
  chunks: number;
  hydrations: number;
}

/** A row of `release_vital_buckets` to add: `n` more samples of a vital in bucket `b`. */
export interface VitalBucketCount {
  r: string;
  v: string;
  m: string;
  vital: string;
  b: number;
  n: number;
}

const COUNTED = {
  view: 'views',
  error: 'errors',
  'chunk-error': 'chunks',
  'hydration-error': 'hydrations',
} as const;

/**
 * What a batch of page views adds to the minutes' counts and histograms: each view's marks, less those the
 * database already had (`seenBefore`: the bits a view that was not wholly new did add, 0 for none); `fresh` is
 * how many marks were new.
 */
export function sumMarks(
  views: PendingView[],
  seenBefore: ReadonlyMap<string, number>,
): { counts: MinuteCounts[]; buckets: VitalBucketCount[]; fresh: number } {
  const counts = new Map<string, MinuteCounts>();
  const buckets = new Map<string, VitalBucketCount>();
  let fresh = 0;
  for (const view of views) {
    const added = seenBefore.get(view.pageView) ?? view.marks;
    for (let slot = 0; slot < MARK_SLOTS.length; slot += 1) {
      if ((added & (1 << slot)) === 0) continue;
      const { remote, kind } = MARK_SLOTS[slot]!;
      const version = view.releases[remote];
      if (version === undefined) continue;
      fresh += 1;
      const release = `${remote}\n${version}\n${view.minute}`;
      if (kind.startsWith('vital:')) {
        const bucket = view.buckets[slot];
        if (bucket === undefined) continue;
        const vital = kind.slice('vital:'.length);
        const key = `${release}\n${vital}\n${bucket}`;
        const row = buckets.get(key);
        if (row) row.n += 1;
        else buckets.set(key, { r: remote, v: version, m: view.minute, vital, b: bucket, n: 1 });
        continue;
      }
      let row = counts.get(release);
      if (!row) {
        row = { r: remote, v: version, m: view.minute, views: 0, errors: 0, chunks: 0, hydrations: 0 };
        counts.set(release, row);
      }
      row[COUNTED[kind as keyof typeof COUNTED]] += 1;
    }
  }
  return { counts: [...counts.values()], buckets: [...buckets.values()], fresh };
}
