/** Colour arithmetic for the generated seed images: `#rrggbb` strings in, `#rrggbb` strings out. */

const channels = (hex: string) => [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16));

const toHex = (values: number[]) =>
  `#${values.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;

/** `from` moved `amount` (0..1) of the way towards `to`. */
export const mix = (from: string, to: string, amount: number) => {
  const [a, b] = [channels(from), channels(to)];
  return toHex(a.map((value, index) => value + (b[index]! - value) * amount));
};

/** WCAG relative luminance. */
function luminance(hex: string) {
  const [r, g, b] = channels(hex).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

export const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

export const WHITE = '#ffffff';
export const INK = '#0f172a';

/**
 * What to draw on a brand colour: white, as the brands themselves mostly do, unless it is too faint to make out
 * (3:1, the minimum for a graphic), as on React's light cyan.
 */
export const inkOn = (background: string) => (contrast(WHITE, background) >= 3 ? WHITE : INK);
