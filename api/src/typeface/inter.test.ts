import { openSync } from 'fontkit';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { INTER_FILES } from './inter';
import { textWidth, wrapWords } from './text-width';

const require = createRequire(import.meta.url);
/** The file the site preloads (host/src/typeface.css): the variable build, Latin. */
const SITE_FONT = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

describe('the one typeface (docs/decisions.md#one-typeface)', () => {
  it('is the same Inter release in the site, the résumé PDF and the preview cards', () => {
    const site = openSync(SITE_FONT);
    expect(site.familyName).toMatch(/^Inter\b/);
    for (const file of Object.values(INTER_FILES)) {
      const font = openSync(file);
      expect(font.familyName).toMatch(/^Inter\b/);
      expect(font.version).toBe(site.version);
      // The site's fallback is drawn to these (size-adjust and the overrides in host/src/typeface.css).
      expect([font.unitsPerEm, font.ascent, font.descent]).toEqual([2048, 1984, -494]);
    }
  });
});

describe('measured lines', () => {
  it('breaks between words only, each line within the width', () => {
    const measure = (text: string) => textWidth(text, 40, 'bold');
    const lines = wrapWords('Harbour Master Scheduling Platform'.split(' '), 500, measure)!;
    expect(lines.map((line) => line.join(' '))).toEqual(['Harbour Master', 'Scheduling Platform']);
    for (const line of lines) expect(measure(line.join(' '))).toBeLessThanOrEqual(500);
  });

  it('gives up on a word wider than the line', () => {
    expect(wrapWords(['W'.repeat(40)], 300, (text) => textWidth(text, 40))).toBeNull();
  });

  it('measures bold wider than regular, and kerning in', () => {
    expect(textWidth('PostgreSQL', 26, 'bold')).toBeGreaterThan(textWidth('PostgreSQL', 26));
    expect(textWidth('AV', 100)).toBeLessThan(textWidth('A', 100) + textWidth('V', 100));
  });
});
