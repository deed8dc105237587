import sharp from 'sharp';
import { INK, mix, WHITE } from './colors';

/**
 * The demo Trail Planner's screenshots, drawn like the covers (no stock images in the repository): 16:10 and
 * 2000 px wide, so the gallery's lightbox has a sharp image at every size it asks for.
 */
export const SCREENSHOT = { width: 2000, height: 1250 } as const;

export type ScreenshotMotif = 'route' | 'elevation' | 'packing';

const ACCENT = '#0f766e';
const LAND = '#ecfdf5';
const LINE = '#cbd5e1';

const rect = (x: number, y: number, width: number, height: number, fill: string, radius = 8) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${radius}" fill="${fill}"/>`;

/** The app's frame: a top bar with its name and a sidebar of the trip's days, the current one marked. */
function appFrame(content: string, day: number) {
  const days = Array.from({ length: 5 }, (_, index) => {
    const y = 190 + index * 110;
    const current = index === day;
    return (
      rect(40, y, 380, 90, current ? mix(ACCENT, WHITE, 0.85) : WHITE, 14) +
      rect(70, y + 24, 120, 18, current ? ACCENT : '#64748b', 9) +
      rect(70, y + 54, 220, 14, LINE, 7)
    );
  }).join('');
  return (
    rect(0, 0, SCREENSHOT.width, SCREENSHOT.height, '#f8fafc', 0) +
    rect(0, 0, SCREENSHOT.width, 120, INK, 0) +
    `<circle cx="80" cy="60" r="26" fill="${ACCENT}"/>` +
    rect(130, 46, 260, 28, WHITE, 14) +
    rect(SCREENSHOT.width - 360, 40, 300, 40, mix(ACCENT, INK, 0.3), 20) +
    rect(0, 120, 460, SCREENSHOT.height - 120, '#f1f5f9', 0) +
    days +
    content
  );
}

/** Wobbly closed contour lines around a summit, as on a hiking map. */
function contours(cx: number, cy: number, rings: number, step: number, phase: number) {
  return Array.from({ length: rings }, (_, ring) => {
    const radius = step * (ring + 1);
    const points = Array.from({ length: 61 }, (_, index) => {
      const angle = (index / 60) * Math.PI * 2;
      const wobble = 1 + 0.12 * Math.sin(3 * angle + phase + ring * 0.5);
      return `${(cx + Math.cos(angle) * radius * wobble * 1.3).toFixed(1)} ${(cy + Math.sin(angle) * radius * wobble).toFixed(1)}`;
    });
    return `<path d="M${points.join(' L')}Z" fill="none" stroke="#a7f3d0" stroke-width="4"/>`;
  }).join('');
}

const pin = (x: number, y: number, fill: string) =>
  `<path d="M${x} ${y} c-24 -33 -36 -51 -36 -69 a36 36 0 0 1 72 0 c0 18 -12 36 -36 69Z" fill="${fill}"/>` +
  `<circle cx="${x}" cy="${y - 69}" r="13" fill="${WHITE}"/>`;

/** The day's route on the offline map, with the "available offline" badge. */
function route() {
  const path = 'M620 930 C820 640 1000 880 1180 620 S1500 380 1780 460';
  return appFrame(
    rect(500, 160, 1460, 1050, LAND, 20) +
      contours(900, 640, 7, 44, 0.4) +
      contours(1560, 520, 6, 40, 2) +
      `<path d="${path}" fill="none" stroke="${ACCENT}" stroke-width="12" stroke-linecap="round" stroke-dasharray="3 26"/>` +
      pin(620, 930, INK) +
      pin(1780, 460, ACCENT) +
      rect(1540, 1090, 380, 70, WHITE, 35) +
      `<circle cx="1590" cy="1125" r="14" fill="#10b981"/>` +
      rect(1620, 1114, 260, 22, '#64748b', 11),
    1,
  );
}

/** The elevation profile of the day: the climb as a filled curve over a grid, with the summit marked. */
function elevation() {
  const [left, top, width, height] = [560, 260, 1340, 760];
  const points = Array.from({ length: 61 }, (_, index) => {
    const x = left + (index / 60) * width;
    const y =
      top + height - 120 - 430 * Math.sin((index / 60) * Math.PI) ** 1.6 - 60 * Math.sin(index / 3.1) ** 2;
    return `${x.toFixed(1)} ${y.toFixed(1)}`;
  });
  const grid = Array.from({ length: 5 }, (_, index) =>
    rect(left, top + index * (height / 5), width, 3, '#e2e8f0', 0),
  ).join('');
  return appFrame(
    rect(500, 160, 1460, 1050, WHITE, 20) +
      rect(560, 200, 360, 30, INK, 15) +
      grid +
      `<path d="M${left} ${top + height} L${points.join(' L')} L${left + width} ${top + height}Z" fill="${mix(ACCENT, WHITE, 0.7)}"/>` +
      `<path d="M${points.join(' L')}" fill="none" stroke="${ACCENT}" stroke-width="8"/>` +
      `<circle cx="${left + width / 2}" cy="${top + 200}" r="18" fill="${INK}"/>` +
      rect(left + width / 2 - 110, top + 120, 220, 44, INK, 22) +
      rect(560, 1080, 220, 70, mix(ACCENT, WHITE, 0.85), 14) +
      rect(800, 1080, 220, 70, mix(ACCENT, WHITE, 0.85), 14) +
      rect(1040, 1080, 220, 70, mix(ACCENT, WHITE, 0.85), 14),
    2,
  );
}

/** The group's shared packing list: items ticked by whoever packed them, each with their initials. */
function packing() {
  const items = [true, true, false, true, false, false, true].map((packed, index) => {
    const y = 270 + index * 120;
    return (
      rect(560, y, 1340, 96, WHITE, 14) +
      rect(590, y + 26, 44, 44, packed ? ACCENT : WHITE, 10) +
      (packed
        ? `<path d="M600 ${y + 48} l12 12 l22 -24" fill="none" stroke="${WHITE}" stroke-width="6" stroke-linecap="round"/>`
        : `<rect x="592" y="${y + 28}" width="40" height="40" rx="9" fill="none" stroke="#94a3b8" stroke-width="4"/>`) +
      rect(670, y + 36, [320, 260, 380, 220, 300, 340, 280][index]!, 24, packed ? '#94a3b8' : INK, 12) +
      `<circle cx="1840" cy="${y + 48}" r="26" fill="${['#f59e0b', '#6366f1', '#ec4899'][index % 3]}"/>`
    );
  });
  return appFrame(rect(560, 180, 420, 40, INK, 20) + items.join(''), 3);
}

/** A screenshot as SVG. */
export function screenshotSvg(motif: ScreenshotMotif) {
  const content = motif === 'route' ? route() : motif === 'elevation' ? elevation() : packing();
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCREENSHOT.width}" height="${SCREENSHOT.height}" viewBox="0 0 ${SCREENSHOT.width} ${SCREENSHOT.height}">${content}</svg>`;
}

/** A screenshot as WebP, the format of the covers. */
export const screenshotWebp = (motif: ScreenshotMotif) =>
  sharp(Buffer.from(screenshotSvg(motif)))
    .webp({ quality: 86 })
    .toBuffer();
