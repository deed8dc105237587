import { type Font, openSync } from 'fontkit';
import { INTER_FILES, type InterStyle } from './inter';

const opened = new Map<InterStyle, Font>();
const font = (style: InterStyle) => {
  let found = opened.get(style);
  if (!found) opened.set(style, (found = openSync(INTER_FILES[style])));
  return found;
};

/** How wide `text` is set in Inter at `size` px, kerning included: what a layout needs to decide a line break. */
export const textWidth = (text: string, size: number, style: InterStyle = 'regular') =>
  (font(style).layout(text).advanceWidth / font(style).unitsPerEm) * size;

/**
 * `text` in Inter as one SVG path whose baseline starts at x, y: outlines, so an image drawn from it needs no font
 * installed where it is rasterised (sharp's librsvg would pick whatever the machine has).
 */
export function textPath(
  text: string,
  {
    x,
    y,
    size,
    style = 'regular',
    fill,
  }: { x: number; y: number; size: number; style?: InterStyle; fill: string },
) {
  const { glyphs, positions } = font(style).layout(text);
  const scale = size / font(style).unitsPerEm;
  let pen = 0;
  const outlines = glyphs.map((glyph, index) => {
    const { xAdvance, xOffset, yOffset } = positions[index]!;
    // Font units point up; SVG's y points down.
    const path = `<path transform="translate(${pen + xOffset} ${-yOffset}) scale(1 -1)" d="${glyph.path.toSVG()}"/>`;
    pen += xAdvance;
    return path;
  });
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="${fill}">${outlines.join('')}</g>`;
}

/**
 * `words` set in lines no wider than `width` (each broken only between words, as a browser or satori breaks
 * them), or null when a single word is wider than a line.
 */
export function wrapWords(
  words: string[],
  width: number,
  measure: (text: string) => number,
  separator = ' ',
): string[][] | null {
  const lines: string[][] = [];
  let line: string[] = [];
  for (const word of words) {
    if (measure(word) > width) return null;
    const candidate = [...line, word];
    if (line.length > 0 && measure(candidate.join(separator)) > width) {
      lines.push(line);
      line = [word];
    } else line = candidate;
  }
  if (line.length > 0) lines.push(line);
  return lines;
}
