// What a release's `release.json` says about it beyond its name, read from the built release folder: how much a
// visitor downloads and which versions of the shared packages it was built with.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The size of `file` as the static server sends it gzipped: its precompressed copy, else gzipped here. */
async function gzippedSize(file) {
  if (existsSync(`${file}.gz`)) return (await readFile(`${file}.gz`)).byteLength;
  return gzipSync(await readFile(file)).byteLength;
}

/**
 * From the release's `mf-manifest.json`: `downloadBytes`, the gzipped bytes of its browser entry and of every
 * script and stylesheet its exposed modules load (at once or later), what a visitor's browser may fetch of it,
 * the shared packages left out since the host provides them; `shared`, each shared package's version.
 */
export async function releaseFacts(dir) {
  const manifest = JSON.parse(await readFile(join(dir, 'mf-manifest.json'), 'utf8'));
  const entry = manifest.metaData?.remoteEntry;
  const files = new Set(entry ? [`${entry.path ?? ''}${entry.name}`] : []);
  for (const { assets } of manifest.exposes ?? [])
    for (const kind of [assets?.js, assets?.css])
      for (const file of [...(kind?.sync ?? []), ...(kind?.async ?? [])]) files.add(file);
  let downloadBytes = 0;
  for (const file of files) downloadBytes += await gzippedSize(join(dir, file));
  const shared = Object.fromEntries(
    (manifest.shared ?? []).map(({ name, version }) => [name, String(version ?? '')]),
  );
  return { downloadBytes, shared };
}
