import sharp from 'sharp';
import { INK, inkOn, mix, WHITE } from './colors';
import { brandColor, glyph, type LogoSlug } from './logos';

/** 16:9 like the cards' cover box; twice the widest slot (about 370 px), so the 800 px variant is sharp. */
export const COVER = { width: 1200, height: 675 } as const;

/** What a demo project's cover shows in its window: a page, a trail map or an invoice. */
export type CoverMotif = 'profile-page' | 'trail-map' | 'invoice';

export interface CoverSpec {
  motif: CoverMotif;
  /** The project's technologies, first ones first: their colours tint the cover, their logos sit on it. */
  logos: LogoSlug[];
}

const NIGHT = '#0b1120';

/** The window every motif is drawn in: a rounded panel with a title bar, at the cover's left. */
const PANEL = { x: 96, y: 96, width: 760, height: 483, radius: 22, bar: 44 };

const rect = (x: number, y: number, width: number, height: number, fill: string, radius = 6, extra = '') =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${fill}"${extra}/>`;

function panel(inner: string, surface: string) {
  const { x, y, width, height, radius, bar } = PANEL;
  const dots = ['#f87171', '#fbbf24', '#34d399']
    .map((fill, index) => `<circle cx="${x + 28 + index * 22}" cy="${y + bar / 2}" r="7" fill="${fill}"/>`)
    .join('');
  return (
    // A soft shadow under the window, then the window clipped to its rounded corners.
    rect(x + 10, y + 18, width, height, '#000000', radius, ' opacity="0.28"') +
    `<clipPath id="panel"><rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}"/></clipPath>` +
    `<g clip-path="url(#panel)">${rect(x, y, width, height, surface, 0)}` +
    `${rect(x, y, width, bar, '#e2e8f0', 0)}${dots}${rect(x + 110, y + 12, 300, 20, '#f8fafc', 10)}` +
    `${inner}</g>`
  );
}

/** A portfolio page: avatar, name and title, bio lines, availability and three project cards. */
function profilePage(accent: string, colors: string[]) {
  const left = PANEL.x + 48;
  const top = PANEL.y + PANEL.bar + 40;
  const cards = [0, 1, 2]
    .map((index) => {
      const x = left + index * 226;
      const color = colors[index % colors.length]!;
      return (
        rect(x, top + 200, 206, 150, '#f1f5f9', 12) +
        rect(x, top + 200, 206, 84, mix(color, WHITE, 0.15), 12) +
        rect(x, top + 268, 206, 16, mix(color, WHITE, 0.15), 0) +
        rect(x + 16, top + 300, 130, 12, '#94a3b8') +
        rect(x + 16, top + 322, 90, 10, '#cbd5e1')
      );
    })
    .join('');
  return (
    `<circle cx="${left + 48}" cy="${top + 48}" r="48" fill="${mix(accent, WHITE, 0.55)}"/>` +
    `<circle cx="${left + 48}" cy="${top + 38}" r="18" fill="${accent}"/>` +
    `<path d="M${left + 16} ${top + 86} q32 -34 64 0" fill="${accent}"/>` +
    rect(left + 124, top + 8, 108, 24, '#d1fae5', 12) +
    `<circle cx="${left + 142}" cy="${top + 20}" r="5" fill="#10b981"/>` +
    rect(left + 154, top + 16, 66, 8, '#34d399', 4) +
    rect(left + 124, top + 46, 300, 26, INK) +
    rect(left + 124, top + 84, 200, 16, accent) +
    rect(left, top + 124, 640, 12, '#cbd5e1') +
    rect(left, top + 148, 590, 12, '#cbd5e1') +
    rect(left, top + 172, 420, 12, '#cbd5e1') +
    cards
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

/** A trail map: contour lines, a dashed route between two pins, and the elevation profile below it. */
function trailMap(accent: string) {
  const { x, y, width, height, bar } = PANEL;
  const land = '#ecfdf5';
  const profileTop = y + height - 110;
  const route = `M${x + 90} ${y + 330} C${x + 190} ${y + 180} ${x + 300} ${y + 300} ${x + 390} ${y + 200} S${x + 560} ${y + 120} ${x + 650} ${y + 170}`;
  const pin = (px: number, py: number, fill: string) =>
    `<path d="M${px} ${py} c-16 -22 -24 -34 -24 -46 a24 24 0 0 1 48 0 c0 12 -8 24 -24 46Z" fill="${fill}"/>` +
    `<circle cx="${px}" cy="${py - 46}" r="9" fill="${WHITE}"/>`;
  const elevation = Array.from({ length: 41 }, (_, index) => {
    const px = x + (index / 40) * width;
    const py = profileTop + 70 - 46 * Math.abs(Math.sin(index / 7)) - 16 * Math.sin(index / 2.3) ** 2;
    return `${px.toFixed(1)} ${py.toFixed(1)}`;
  });
  return (
    rect(x, y + bar, width, height - bar, land, 0) +
    contours(x + 260, y + 230, 6, 26, 0.6, '#a7f3d0') +
    contours(x + 580, y + 200, 5, 24, 2.1, '#a7f3d0') +
    `<path d="${route}" fill="none" stroke="${accent}" stroke-width="7" stroke-linecap="round" stroke-dasharray="2 16"/>` +
    pin(x + 90, y + 330, '#0f766e') +
    pin(x + 650, y + 170, accent) +
    rect(x, profileTop, width, 110, WHITE, 0) +
    `<path d="M${x} ${profileTop + 110} L${elevation.join(' L')} L${x + width} ${profileTop + 110}Z" fill="${mix(accent, WHITE, 0.6)}"/>` +
    `<path d="M${elevation.join(' L')}" fill="none" stroke="${accent}" stroke-width="4"/>`
  );
}

/** An invoice: header, line items with amounts, a total, and a round "paid" stamp with a check mark. */
function invoice(accent: string) {
  const { x, y, bar } = PANEL;
  const sheetX = x + 150;
  const sheetY = y + bar + 28;
  const lines = [0, 1, 2, 3]
    .map(
      (index) =>
        rect(sheetX + 40, sheetY + 150 + index * 44, [220, 180, 250, 160][index]!, 14, '#cbd5e1') +
        rect(sheetX + 370, sheetY + 150 + index * 44, 70, 14, '#94a3b8'),
    )
    .join('');
  return (
    rect(x, y + bar, PANEL.width, PANEL.height - bar, '#f1f5f9', 0) +
    // The sheet behind, tilted, then the invoice itself.
    rect(
      sheetX + 40,
      sheetY - 6,
      480,
      420,
      '#e2e8f0',
      10,
      ` transform="rotate(4 ${sheetX + 280} ${sheetY + 200})"`,
    ) +
    rect(sheetX, sheetY, 480, 420, WHITE, 10) +
    rect(sheetX, sheetY, 480, 16, accent, 0) +
    rect(sheetX + 40, sheetY + 50, 150, 26, INK) +
    rect(sheetX + 40, sheetY + 90, 110, 12, '#94a3b8') +
    rect(sheetX + 330, sheetY + 50, 110, 14, '#94a3b8') +
    rect(sheetX + 350, sheetY + 74, 90, 12, '#cbd5e1') +
    lines +
    rect(sheetX + 40, sheetY + 335, 400, 3, '#e2e8f0', 0) +
    rect(sheetX + 250, sheetY + 358, 80, 16, '#64748b') +
    rect(sheetX + 345, sheetY + 354, 95, 24, accent) +
    `<g transform="rotate(-14 ${sheetX + 470} ${sheetY + 330})">` +
    `<circle cx="${sheetX + 470}" cy="${sheetY + 330}" r="58" fill="none" stroke="#059669" stroke-width="8"/>` +
    `<circle cx="${sheetX + 470}" cy="${sheetY + 330}" r="44" fill="none" stroke="#059669" stroke-width="3"/>` +
    `<path d="M${sheetX + 446} ${sheetY + 332} l16 16 l32 -34" fill="none" stroke="#059669" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/></g>`
  );
}

/** The project's logos stacked on the cover's right, each on a tile of its brand colour. */
function logoColumn(logos: LogoSlug[]) {
  const shown = logos.slice(0, 4);
  const size = 104;
  const gap = 22;
  const x = PANEL.x + PANEL.width + 80;
  const top = (COVER.height - (shown.length * size + (shown.length - 1) * gap)) / 2;
  return shown
    .map((slug, index) => {
      const y = top + index * (size + gap);
      const color = brandColor(slug);
      return (
        rect(x + 6, y + 10, size, size, '#000000', 26, ' opacity="0.25"') +
        rect(x, y, size, size, color, 26) +
        glyph(slug, x + 24, y + 24, size - 48, inkOn(color))
      );
    })
    .join('');
}

/** The cover as SVG: the project's colours as a deep gradient with a dot grid, its window, its logos. */
export function coverSvg({ motif, logos }: CoverSpec) {
  const colors = logos.map(brandColor);
  const primary = colors[0] ?? '#0ea5e9';
  const secondary = colors[1] ?? primary;
  const accent = mix(primary, INK, 0.15);
  const inner =
    motif === 'profile-page'
      ? profilePage(accent, colors)
      : motif === 'trail-map'
        ? trailMap(accent)
        : invoice(accent);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER.width}" height="${COVER.height}" viewBox="0 0 ${COVER.width} ${COVER.height}">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${mix(primary, NIGHT, 0.45)}"/><stop offset="1" stop-color="${mix(secondary, NIGHT, 0.72)}"/></linearGradient>` +
    `<radialGradient id="glow" cx="0.85" cy="0.1" r="0.6"><stop offset="0" stop-color="${secondary}" stop-opacity="0.45"/>` +
    `<stop offset="1" stop-color="${secondary}" stop-opacity="0"/></radialGradient>` +
    `<pattern id="dots" width="28" height="28" patternUnits="userSpaceOnUse"><circle cx="2" cy="2" r="1.6" fill="${WHITE}" fill-opacity="0.12"/></pattern></defs>` +
    `<rect width="100%" height="100%" fill="url(#bg)"/><rect width="100%" height="100%" fill="url(#glow)"/>` +
    `<rect width="100%" height="100%" fill="url(#dots)"/>` +
    panel(inner, WHITE) +
    logoColumn(logos) +
    `</svg>`
  );
}

/** The cover as WebP, the format the variants are served in too. */
export const coverWebp = (spec: CoverSpec) =>
  sharp(Buffer.from(coverSvg(spec)))
    .webp({ quality: 86 })
    .toBuffer();
