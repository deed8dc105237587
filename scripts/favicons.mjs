// Draws the site's icons from host/icons/favicon.svg into host/public as PNG: `node scripts/favicons.mjs` after
// changing the SVG, then commit both. A page whose icon is an SVG has Chromium draw it as an SVG document of its
// own on the page's main thread (13-43 ms on this machine's unthrottled CPU, per page load); a PNG icon costs the
// page nothing.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './stack.mjs';

// sharp is the API's dependency; take the very same copy.
const sharp = createRequire(join(ROOT, 'api', 'package.json'))('sharp');

const SOURCE = join(ROOT, 'host', 'icons', 'favicon.svg');
/** The tab icon (16 px at up to 3×; search results ask for a multiple of 48) and the home-screen icon. */
const ICONS = [
  { file: 'favicon-48.png', size: 48 },
  { file: 'apple-touch-icon.png', size: 180 },
];

const { width: drawnWidth = 1 } = await sharp(SOURCE).metadata();
for (const { file, size } of ICONS) {
  await sharp(SOURCE, { density: (72 * size) / drawnWidth })
    .resize(size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(join(ROOT, 'host', 'public', file));
  console.log(`host/public/${file}: ${size}×${size}`);
}
