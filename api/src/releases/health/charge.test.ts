import type { PageView } from '@portfolio/shared/page-view-token';
import { describe, expect, it } from 'vitest';
import { MARK_SLOTS, marksOf } from './charge';
import { vitalBucket } from './vital-buckets';

const view: PageView = {
  id: 'view-1',
  path: '/',
  releases: { publicRemote: 'pub-2', adminRemote: 'adm-7' },
  servedAt: 0,
};

/** The marks a report made, by name: `remote kind`. */
const named = (marks: number) =>
  MARK_SLOTS.filter((_, slot) => marks & (1 << slot)).map(({ remote, kind }) => `${remote} ${kind}`);

describe('marksOf', () => {
  it('lays the marks out as migration 0020 folded the stored ones: remote × 9 + kind', () => {
    // Stored bits outlive a deploy for a day: a new layout needs a migration that empties page_views.
    expect(MARK_SLOTS.map(({ remote, kind }) => `${remote} ${kind}`)).toEqual(
      ['publicRemote', 'adminRemote'].flatMap((remote) =>
        [
          'view',
          'error',
          'chunk-error',
          'hydration-error',
          'vital:LCP',
          'vital:INP',
          'vital:CLS',
          'vital:FCP',
          'vital:TTFB',
        ].map((kind) => `${remote} ${kind}`),
      ),
    );
  });

  it('charges an error to the remote whose release folder its script is in, else to every remote of the page', () => {
    const report = marksOf(view, [
      { type: 'error', message: 'boom', source: 'https://site.test/releases/pub-2/assets/stack.js' },
    ]);
    expect(named(report.marks)).toEqual(['publicRemote view', 'publicRemote error', 'adminRemote view']);
    expect(named(marksOf(view, [{ type: 'error', message: 'boom' }]).marks)).toEqual([
      'publicRemote view',
      'publicRemote error',
      'adminRemote view',
      'adminRemote error',
    ]);
  });

  it('counts a kind once per page view, and a vital keeps the bucket of its first value', () => {
    const report = marksOf(view, [
      { type: 'chunk-error', url: 'https://site.test/releases/adm-7/assets/a.js' },
      { type: 'chunk-error', url: 'https://site.test/releases/adm-7/assets/b.js' },
      { type: 'vital', name: 'LCP', value: 1200 },
      { type: 'vital', name: 'LCP', value: 9000 },
    ]);
    expect(named(report.marks)).toEqual([
      'publicRemote view',
      'publicRemote vital:LCP',
      'adminRemote view',
      'adminRemote error',
      'adminRemote chunk-error',
      'adminRemote vital:LCP',
    ]);
    expect(Object.values(report.buckets)).toEqual([vitalBucket(1200), vitalBucket(1200)]);
  });

  it('charges a failed island of the home page to the public remote', () => {
    const report = marksOf(view, [{ type: 'hydration-error', island: 'technologies' }]);
    expect(named(report.marks)).toContain('publicRemote hydration-error');
    expect(named(report.marks)).not.toContain('adminRemote hydration-error');
  });
});
