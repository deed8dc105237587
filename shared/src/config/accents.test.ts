import { describe, expect, it } from 'vitest';
import { ACCENT_PRESETS, accentPreset, ACCENTS, DEFAULT_ACCENT } from './accents';

/** WCAG 2's relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2's contrast ratio, from 1 (none) to 21 (black on white). */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

// The site's backgrounds, written out here rather than read from the code: white cards and footer on a slate-50
// page in the light theme; slate-900 cards, footer and preview cards on a slate-950 page in the dark one.
const BACKGROUNDS = {
  light: ['#ffffff', '#f8fafc'],
  dark: ['#0f172a', '#020617'],
} as const;

describe('accent presets', () => {
  it('checks contrast the way WCAG counts it', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  for (const accent of ACCENTS) {
    for (const theme of ['light', 'dark'] as const) {
      const colors = ACCENT_PRESETS[accent][theme];
      it(`${accent}, ${theme} theme: text and buttons meet WCAG AA on every background`, () => {
        for (const background of BACKGROUNDS[theme]) {
          expect(contrast(colors.text, background), `text on ${background}`).toBeGreaterThanOrEqual(4.5);
          // A button's edge against the page (non-text contrast, 1.4.11).
          expect(contrast(colors.fill, background), `button on ${background}`).toBeGreaterThanOrEqual(3);
        }
        expect(contrast(colors.onFill, colors.fill), 'label on the button').toBeGreaterThanOrEqual(4.5);
      });
    }
  }

  it('falls back to the default for an accent it does not know', () => {
    expect(DEFAULT_ACCENT).toBe('sky');
    expect(accentPreset('chartreuse')).toBe(ACCENT_PRESETS.sky);
    expect(accentPreset(null)).toBe(ACCENT_PRESETS.sky);
    expect(accentPreset('toString')).toBe(ACCENT_PRESETS.sky);
    expect(accentPreset('rose').label).toBe('Rose');
  });
});
