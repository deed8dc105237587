import sharp from 'sharp';
import { textPath, textWidth, wrapWords } from '../../typeface/text-width';
import { INK, inkOn, mix, WHITE } from './colors';
import { brandColor, glyph, type LogoSlug } from './logos';

/** 16:9 like the cards' cover box; twice the widest slot (about 370 px), so the 800 px variant is sharp. */
export const COVER = { width: 1200, height: 675 } as const;

/**
 * What a demo project's cover is drawn from, each a picture of its own: the portfolio's home page on a phone,
 * the trail planner's map with its route and elevation, the invoice service's numbered invoices.
 */
export type CoverMotif = 'profile-page' | 'trail-map' | 'invoice';

export interface CoverSpec {
  motif: CoverMotif;
  /** The project's technologies, first ones first: their colours tint the cover, their logos sit on it. */
  logos: LogoSlug[];
  /** The project's first outcome, its figure set large on the cover and its text as the caption. */
  outcome: { text: string; figure: string | null };
}

const NIGHT = '#0b1120';
const PAD = 72;

const rect = (x: number, y: number, width: number, height: number, fill: string, radius = 6, extra = '') =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${fill}"${extra}/>`;

/**
 * The outcome set in Inter at (x, y), the figure's baseline: the figure large, its text in at most two lines
 * of `width` under it. Returns the markup and where the text ends.
 */
function outcomeText(
  { text, figure }: CoverSpec['outcome'],
  x: number,
  y: number,
  width: number,
  color: string,
) {
  let markup = '';
  let baseline = y;
  if (figure) {
    const size = Math.min(132, (132 * width) / textWidth(figure, 132, 'bold'));
    markup += textPath(figure, { x, y, size, style: 'bold', fill: color });
    baseline += 58;
  }
  const caption = 34;
  const lines = wrapWords(text.split(/\s+/), width, (line) => textWidth(line, caption)) ?? [[text]];
  lines.slice(0, 2).forEach((line, index) => {
    markup += textPath(line.join(' '), {
      x,
      y: baseline + index * caption * 1.3,
      size: caption,
      fill: mix(color, NIGHT, 0.2),
    });
  });
  return { markup, bottom: baseline + (Math.min(lines.length, 2) - 1) * caption * 1.3 };
}

/** The project's logos in a row of tiles of their brand colours, from (x, y). */
function logoRow(logos: LogoSlug[], x: number, y: number, size = 64) {
  return logos
    .slice(0, 5)
    .map((slug, index) => {
      const left = x + index * (size + 16);
      const color = brandColor(slug);
      return (
        rect(left, y, size, size, color, size * 0.25) +
        glyph(slug, left + size * 0.2, y + size * 0.2, size * 0.6, inkOn(color))
      );
    })
    .join('');
}

/**
 * The portfolio: its own home page on a phone (avatar, name, title, availability, the stack's chips and the
 * projects), tilted on the right; the outcome on the left, on a night background tinted by its technologies.
 */
function profilePage({ logos, outcome }: CoverSpec) {
  const colors = logos.map(brandColor);
  const accent = colors[0] ?? '#0ea5e9';
  const phone = { x: 760, y: 70, width: 330, height: 640 };
  const screen = { x: phone.x + 16, y: phone.y + 16, width: phone.width - 32 };
  const left = screen.x + 22;
  const chips = colors
    .slice(0, 4)
    .map((color, index) => rect(left + index * 66, screen.y + 232, 56, 22, mix(color, WHITE, 0.25), 11))
    .join('');
  const cards = [0, 1]
    .map((index) => {
      const y = screen.y + 290 + index * 150;
      const color = colors[(index + 1) % colors.length] ?? accent;
      return (
        rect(left, y, screen.width - 44, 132, '#f1f5f9', 14) +
        rect(left, y, screen.width - 44, 72, mix(color, WHITE, 0.2), 14) +
        rect(left, y + 58, screen.width - 44, 14, mix(color, WHITE, 0.2), 0) +
        rect(left + 14, y + 88, 150, 12, '#64748b') +
        rect(left + 14, y + 110, 100, 10, '#cbd5e1')
      );
    })
    .join('');
  const text = outcomeText(outcome, PAD, 250, 560, WHITE);
  return (
    `<g transform="rotate(-6 ${phone.x + phone.width / 2} ${phone.y + phone.height / 2})">` +
    rect(phone.x + 14, phone.y + 22, phone.width, phone.height, '#000000', 48, ' opacity="0.35"') +
    rect(phone.x, phone.y, phone.width, phone.height, '#1e293b', 48) +
    rect(screen.x, screen.y, screen.width, phone.height - 32, '#f8fafc', 34) +
    `<circle cx="${left + 34}" cy="${screen.y + 70}" r="34" fill="${mix(accent, WHITE, 0.5)}"/>` +
    `<circle cx="${left + 34}" cy="${screen.y + 62}" r="13" fill="${accent}"/>` +
    `<path d="M${left + 12} ${screen.y + 96} q22 -26 44 0" fill="${accent}"/>` +
    rect(left + 86, screen.y + 52, 160, 20, INK) +
    rect(left + 86, screen.y + 82, 110, 12, accent) +
    rect(left, screen.y + 130, screen.width - 44, 10, '#cbd5e1') +
    rect(left, screen.y + 150, screen.width - 70, 10, '#cbd5e1') +
    rect(left, screen.y + 170, screen.width - 120, 10, '#cbd5e1') +
    rect(left, screen.y + 198, 112, 20, '#d1fae5', 10) +
    `<circle cx="${left + 14}" cy="${screen.y + 208}" r="4" fill="#10b981"/>` +
    chips +
    cards +
    `</g>` +
    text.markup +
    logoRow(logos, PAD, text.bottom + 56)
  );
}

/** Closed contour lines around a summit, each one a little wobbly, as on a hiking map. */
function contours(cx: number, cy: number, rings: number, step: number, phase: number, stroke: string) {
  return Array.from({ length: rings }, (_, ring) => {
    const radius = step * (ring + 1);
    const points = Array.from({ length: 73 }, (_, index) => {
      const angle = (index / 72) * Math.PI * 2;
      const wobble = 1 + 0.13 * Math.sin(3 * angle + phase + ring * 0.4) + 0.06 * Math.cos(5 * angle - phase);
      const x = cx + Math.cos(angle) * radius * wobble * 1.25;
      const y = cy + Math.sin(angle) * radius * wobble;
      return `${x.toFixed(1)} ${y.toFixed(1)}`;
    });
    return `<path d="M${points.join(' L')}Z" fill="none" stroke="${stroke}" stroke-width="2.5"/>`;
  }).join('');
}

/**
 * The trail planner: the whole cover is its map, contour lines over two summits with a dashed route between
 * two pins, the route's elevation profile along the foot, and the outcome on a card in the top left.
 */
function trailMap({ logos, outcome }: CoverSpec) {
  const accent = mix(brandColor(logos[0] ?? 'react'), INK, 0.25);
  const land = '#ecfdf5';
  const profileTop = COVER.height - 150;
  const route = `M150 430 C290 250 420 420 560 300 S820 150 1000 230`;
  const pin = (px: number, py: number, fill: string) =>
    `<path d="M${px} ${py} c-18 -25 -27 -38 -27 -52 a27 27 0 0 1 54 0 c0 14 -9 27 -27 52Z" fill="${fill}"/>` +
    `<circle cx="${px}" cy="${py - 52}" r="10" fill="${WHITE}"/>`;
  const elevation = Array.from({ length: 61 }, (_, index) => {
    const px = (index / 60) * COVER.width;
    const py = profileTop + 110 - 64 * Math.abs(Math.sin(index / 10)) - 22 * Math.sin(index / 3.3) ** 2;
    return `${px.toFixed(1)} ${py.toFixed(1)}`;
  });
  const card = { x: PAD - 8, y: PAD - 16, width: 560, height: 250 };
  const text = outcomeText(outcome, card.x + 36, card.y + 130, card.width - 72, INK);
  return (
    rect(0, 0, COVER.width, COVER.height, land, 0) +
    contours(420, 330, 8, 30, 0.6, '#a7f3d0') +
    contours(900, 220, 7, 28, 2.1, '#a7f3d0') +
    contours(160, 560, 4, 34, 4.2, '#bbf7d0') +
    `<path d="${route}" fill="none" stroke="${accent}" stroke-width="9" stroke-linecap="round" stroke-dasharray="2 20"/>` +
    pin(150, 430, '#0f766e') +
    pin(1000, 230, accent) +
    rect(0, profileTop, COVER.width, 150, WHITE, 0, ' opacity="0.92"') +
    `<path d="M0 ${COVER.height} L${elevation.join(' L')} L${COVER.width} ${COVER.height}Z" fill="${mix(accent, WHITE, 0.6)}"/>` +
    `<path d="M${elevation.join(' L')}" fill="none" stroke="${accent}" stroke-width="5"/>` +
    rect(card.x + 8, card.y + 12, card.width, card.height, '#064e3b', 24, ' opacity="0.18"') +
    rect(card.x, card.y, card.width, card.height, WHITE, 24) +
    text.markup +
    logoRow(logos, COVER.width - PAD - 3 * 80 + 16, PAD - 16)
  );
}

/**
 * The invoice service: a fan of invoices numbered one after another, the front one stamped paid, and the
 * outcome on the left, on a night background tinted by its technologies.
 */
function invoices({ logos, outcome }: CoverSpec) {
  const accent = mix(brandColor(logos[1] ?? logos[0] ?? 'postgresql'), WHITE, 0.1);
  const sheet = { width: 400, height: 500 };
  const origin = { x: 690, y: 110 };
  const year = 2020;
  const sheets = [2, 1, 0]
    .map((back) => {
      const x = origin.x + back * 34;
      const y = origin.y - back * 30;
      const number = `No. ${year}-${String(41 - back).padStart(4, '0')}`;
      const lines = [0, 1, 2, 3]
        .map(
          (index) =>
            rect(x + 36, y + 200 + index * 46, [190, 150, 210, 130][index]!, 14, '#cbd5e1') +
            rect(x + sheet.width - 116, y + 200 + index * 46, 80, 14, '#94a3b8'),
        )
        .join('');
      return (
        `<g transform="rotate(${back * 5 - 4} ${x + sheet.width / 2} ${y + sheet.height})">` +
        rect(x + 10, y + 16, sheet.width, sheet.height, '#000000', 12, ' opacity="0.3"') +
        rect(x, y, sheet.width, sheet.height, WHITE, 12) +
        rect(x, y, sheet.width, 14, accent, 0) +
        textPath(number, { x: x + 36, y: y + 92, size: 40, style: 'bold', fill: INK }) +
        rect(x + 36, y + 122, 120, 12, '#94a3b8') +
        lines +
        rect(x + 36, y + 400, sheet.width - 72, 3, '#e2e8f0', 0) +
        rect(x + sheet.width - 156, y + 424, 120, 26, accent) +
        `</g>`
      );
    })
    .join('');
  const stamp = { x: origin.x + 300, y: origin.y + 360 };
  const text = outcomeText(outcome, PAD, 250, 520, WHITE);
  return (
    sheets +
    `<g transform="rotate(-14 ${stamp.x} ${stamp.y})">` +
    `<circle cx="${stamp.x}" cy="${stamp.y}" r="66" fill="none" stroke="#059669" stroke-width="9"/>` +
    `<circle cx="${stamp.x}" cy="${stamp.y}" r="50" fill="none" stroke="#059669" stroke-width="3"/>` +
    `<path d="M${stamp.x - 26} ${stamp.y + 2} l18 18 l36 -38" fill="none" stroke="#059669" stroke-width="11" stroke-linecap="round" stroke-linejoin="round"/></g>` +
    text.markup +
    logoRow(logos, PAD, text.bottom + 56)
  );
}

/** A night background in the project's colours, with a glow and a dot grid, for the covers that have one. */
function nightBackground(logos: LogoSlug[]) {
  const colors = logos.map(brandColor);
  const primary = colors[0] ?? '#0ea5e9';
  const secondary = colors[1] ?? primary;
  return (
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${mix(primary, NIGHT, 0.55)}"/><stop offset="1" stop-color="${mix(secondary, NIGHT, 0.78)}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.85" cy="0.1" r="0.6"><stop offset="0" stop-color="${secondary}" stop-opacity="0.4"/>` +
    `<stop offset="1" stop-color="${secondary}" stop-opacity="0"/></radialGradient>` +
    `<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="${WHITE}" fill-opacity="0.1"/></pattern></defs>` +
    `<rect width="100%" height="100%" fill="url(#bg)"/><rect width="100%" height="100%" fill="url(#glow)"/>` +
    `<rect width="100%" height="100%" fill="url(#dots)"/>`
  );
}

/** The cover as SVG: a picture of what the project is, with its outcome and its technologies' logos. */
export function coverSvg(spec: CoverSpec) {
  const picture =
    spec.motif === 'profile-page'
      ? nightBackground(spec.logos) + profilePage(spec)
      : spec.motif === 'trail-map'
        ? trailMap(spec)
        : nightBackground(spec.logos) + invoices(spec);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER.width}" height="${COVER.height}" viewBox="0 0 ${COVER.width} ${COVER.height}">` +
    `${picture}</svg>`
  );
}

/** The cover as WebP, the format the variants are served in too. */
export const coverWebp = (spec: CoverSpec) =>
  sharp(Buffer.from(coverSvg(spec)))
    .webp({ quality: 86 })
    .toBuffer();
