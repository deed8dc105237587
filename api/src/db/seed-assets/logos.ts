import {
  siDocker,
  siNodedotjs,
  siPostgresql,
  siReact,
  siTailwindcss,
  siTypescript,
  siVitest,
  type SimpleIcon,
} from 'simple-icons';
import { inkOn } from './colors';

/**
 * The demo technologies' real logos, from simple-icons (CC0; the marks belong to their owners and name the
 * technology they stand for). Each is drawn on a tile of its brand colour, so it reads on light and dark pages.
 */
export const LOGOS = {
  typescript: siTypescript,
  react: siReact,
  nodejs: siNodedotjs,
  postgresql: siPostgresql,
  tailwindcss: siTailwindcss,
  vitest: siVitest,
  docker: siDocker,
} satisfies Record<string, SimpleIcon>;
export type LogoSlug = keyof typeof LOGOS;

export const brandColor = (slug: LogoSlug) => `#${LOGOS[slug].hex.toLowerCase()}`;

/** The glyph (drawn on a 24-unit grid) as an SVG group `size` units wide whose top-left corner is at x, y. */
export const glyph = (slug: LogoSlug, x: number, y: number, size: number, fill: string) =>
  `<path transform="translate(${x} ${y}) scale(${size / 24})" fill="${fill}" d="${LOGOS[slug].path}"/>`;

/** A 64×64 rounded tile: the logo at 36 units on its brand colour. Plain shapes only, as uploads must be. */
export function logoTileSvg(slug: LogoSlug) {
  const color = brandColor(slug);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">` +
    `<rect width="64" height="64" rx="14" fill="${color}"/>${glyph(slug, 14, 14, 36, inkOn(color))}</svg>\n`
  );
}
