// Draws the site's icons from host/icons/favicon.svg into host/public: `node scripts/favicons.mjs` after changing
// the SVG, then commit them all. A page whose icon is an SVG has Chromium draw it as an SVG document of its own on
// the page's main thread (13-43 ms on this machine's unthrottled CPU, per page load); a PNG icon costs the page
// nothing. favicon.ico is what browsers ask for on a first visit whatever a page names (and for the résumé's PDF
// and JSON, which name none): the same drawing in the sizes a tab, a taskbar and a shortcut take, as PNGs in an
// ICO directory.
import icoEndec from 'ico-endec';
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { ROOT } from './stack.mjs';

// sharp is the API's dependency; take the very same copy.
const sharp = createRequire(join(ROOT, 'api', 'package.json'))('sharp');

const SOURCE = join(ROOT, 'host', 'icons', 'favicon.svg');
const PUBLIC = join(ROOT, 'host', 'public');
/** The tab icon (16 px at up to 3×; search results ask for a multiple of 48) and the home-screen icon. */
const ICONS = [
  { file: 'favicon-48.png', size: 48 },
  { file: 'apple-touch-icon.png', size: 180 },
];
const ICO = { file: 'favicon.ico', sizes: [16, 32, 48] };

const { width: drawnWidth = 1 } = await sharp(SOURCE).metadata();
const draw = (size) => sharp(SOURCE, { density: (72 * size) / drawnWidth }).resize(size);

for (const { file, size } of ICONS) {
  await draw(size).png({ compressionLevel: 9, palette: true }).toFile(join(PUBLIC, file));
  console.log(`host/public/${file}: ${size}×${size}`);
}
// Full colour: ico-endec refuses a palette PNG whose chunks sharp orders otherwise than it expects.
const pngs = await Promise.all(ICO.sizes.map((size) => draw(size).png({ compressionLevel: 9 }).toBuffer()));
await writeFile(join(PUBLIC, ICO.file), icoEndec.encode(pngs));
console.log(`host/public/${ICO.file}: ${ICO.sizes.map((size) => `${size}×${size}`).join(', ')}`);
