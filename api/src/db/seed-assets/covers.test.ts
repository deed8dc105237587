import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { type CoverSpec, coverSvg } from './covers';

const SPECS: CoverSpec[] = [
  {
    motif: 'profile-page',
    logos: ['typescript', 'react', 'nodejs'],
    outcome: { text: 'JavaScript a phone runs before the first tap', figure: '< 20 KiB' },
  },
  {
    motif: 'trail-map',
    logos: ['typescript', 'react', 'vitest'],
    outcome: { text: 'Clubs planning their season in the app', figure: '40' },
  },
  {
    motif: 'invoice',
    logos: ['nodejs', 'postgresql', 'docker'],
    outcome: { text: 'Invoices issued in the first year', figure: '12,000' },
  },
];

/** The cover as a 48 × 27 grey thumbnail: its composition, without the detail. */
const thumbnail = async (spec: CoverSpec) =>
  sharp(Buffer.from(coverSvg(spec)))
    .resize(48, 27)
    .greyscale()
    .raw()
    .toBuffer();

const meanDifference = (a: Buffer, b: Buffer) =>
  a.reduce((sum, value, index) => sum + Math.abs(value - b[index]!), 0) / a.length;

describe('the demo covers', () => {
  it('are three pictures, not one template in three colours: no two share a composition', async () => {
    const thumbnails = await Promise.all(SPECS.map(thumbnail));
    // The one mock-browser window they used to share, its inside drawn three ways, differed by 18 to 24 of 255.
    for (const [index, a] of thumbnails.entries())
      for (const b of thumbnails.slice(index + 1)) expect(meanDifference(a, b)).toBeGreaterThan(35);
  });

  it("set the project's own outcome on it: another figure draws another cover", async () => {
    for (const spec of SPECS) {
      const other = { ...spec, outcome: { ...spec.outcome, figure: '7' } };
      expect(meanDifference(await thumbnail(spec), await thumbnail(other))).toBeGreaterThan(0.5);
    }
  });
});
