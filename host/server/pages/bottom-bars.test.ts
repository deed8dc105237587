import { describe, expect, it } from 'vitest';
import { draftBar } from '../drafts/draft-preview';
import { previewBar } from '../releases/preview-bar';
import { bottomBars } from './bottom-bars';

describe('the bars at the bottom of a page', () => {
  it('stacks a draft preview bar and a release preview bar in one box fixed at the bottom, neither fixed alone', () => {
    const draft = draftBar({ editPath: '/admin/profile', card: '/api/cards/home.png?draft=t' });
    const release = previewBar([{ remote: 'publicRemote', version: 'v2' }]);
    const bars = bottomBars(draft, release);
    expect(bars).toMatch(/^<div id="bottom-bars" style="position:fixed;[^"]*flex-direction:column">/);
    expect(bars.indexOf('id="draft-preview-bar"')).toBeLessThan(bars.indexOf('id="release-preview-bar"'));
    // One box is positioned: two fixed at the same place covered each other.
    expect(bars.match(/position:fixed/g)).toHaveLength(1);
  });

  it('is nothing when no bar is shown', () => {
    expect(bottomBars(previewBar([]))).toBe('');
    expect(bottomBars()).toBe('');
  });
});
