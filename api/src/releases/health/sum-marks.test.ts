import type { PageEvent } from '@portfolio/shared/schemas';
import { describe, expect, it } from 'vitest';
import { marksOf } from './charge';
import type { PendingView } from './page-view-counter';
import { sumMarks } from './sum-marks';
import { vitalBucket } from './vital-buckets';

const MINUTE = '2026-11-29T10:00:00.000Z';
const releases = { publicRemote: 'pub-2', adminRemote: 'adm-7' };

const pending = (id: string, events: PageEvent[], minute = MINUTE): PendingView => ({
  ...marksOf({ id, path: '/', releases, servedAt: 0 }, events),
  minute,
});

describe('sumMarks', () => {
  it('adds each new page view to its releases and minute, vitals by bucket', () => {
    const views = [
      pending('a', [{ type: 'view' }, { type: 'vital', name: 'LCP', value: 1200 }]),
      pending('b', [{ type: 'error', message: 'x', source: 'https://site/releases/pub-2/assets/a.js' }]),
      pending('c', [{ type: 'vital', name: 'LCP', value: 1200 }], '2026-11-29T10:01:00.000Z'),
    ];
    const { counts, buckets, fresh } = sumMarks(views, new Map());
    expect(counts).toEqual([
      { r: 'publicRemote', v: 'pub-2', m: MINUTE, views: 2, errors: 1, chunks: 0, hydrations: 0 },
      { r: 'adminRemote', v: 'adm-7', m: MINUTE, views: 2, errors: 0, chunks: 0, hydrations: 0 },
      {
        r: 'publicRemote',
        v: 'pub-2',
        m: '2026-11-29T10:01:00.000Z',
        views: 1,
        errors: 0,
        chunks: 0,
        hydrations: 0,
      },
      {
        r: 'adminRemote',
        v: 'adm-7',
        m: '2026-11-29T10:01:00.000Z',
        views: 1,
        errors: 0,
        chunks: 0,
        hydrations: 0,
      },
    ]);
    const lcp = vitalBucket(1200);
    expect(buckets).toEqual([
      { r: 'publicRemote', v: 'pub-2', m: MINUTE, vital: 'LCP', b: lcp, n: 1 },
      { r: 'adminRemote', v: 'adm-7', m: MINUTE, vital: 'LCP', b: lcp, n: 1 },
      { r: 'publicRemote', v: 'pub-2', m: '2026-11-29T10:01:00.000Z', vital: 'LCP', b: lcp, n: 1 },
      { r: 'adminRemote', v: 'adm-7', m: '2026-11-29T10:01:00.000Z', vital: 'LCP', b: lcp, n: 1 },
    ]);
    // a: view ×2 + LCP ×2; b: view ×2 + one error; c: view ×2 + LCP ×2.
    expect(fresh).toBe(11);
  });

  it('adds only the marks the database did not have for a page view seen before', () => {
    const view = pending('a', [{ type: 'view' }, { type: 'hydration-error', island: 'technologies' }]);
    const onlyError =
      marksOf({ id: 'a', path: '/', releases, servedAt: 0 }, [
        { type: 'hydration-error', island: 'technologies' },
      ]).marks & ~marksOf({ id: 'a', path: '/', releases, servedAt: 0 }, [{ type: 'view' }]).marks;
    const { counts, fresh } = sumMarks([view], new Map([['a', onlyError]]));
    expect(counts).toEqual([
      { r: 'publicRemote', v: 'pub-2', m: MINUTE, views: 0, errors: 1, chunks: 0, hydrations: 1 },
    ]);
    expect(fresh).toBe(2);
    expect(sumMarks([view], new Map([['a', 0]]))).toEqual({ counts: [], buckets: [], fresh: 0 });
  });
});
