/**
 * How long a browser or CDN may keep a built file. A remote's release (`releases/<version>/…`) is never written
 * again once published, so every file in it is kept for a year, its manifest and entry included. Elsewhere Vite
 * ends every chunk's name with an 8-character content hash (`assets/HomePage-B_yeWHYM.js`, the host's
 * `remoteEntry-CXwBvlaI.js`), so those never change either. Everything else names the current build
 * (`index.html`, `last-build.json`, `remotes.json`) and must be revalidated on every use, or a redeploy would
 * not reach visitors.
 */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

const HASHED_NAME = /-([A-Za-z0-9_-]{8})\.[a-z0-9]+(?:\.(?:br|gz))?$/;
/**
 * A word such as `mf-manifest.json`'s "manifest" has the shape of a hash too; a real one almost always holds a
 * capital, a digit or `_`/`-` (a hash without one is merely revalidated, never wrongly kept).
 */
const NOT_A_WORD = /[A-Z0-9_-]/;

/** `releases/<version>/<file>`: a file of an immutable release. */
const RELEASE_FILE = /^\/?releases\/[A-Za-z0-9][A-Za-z0-9._+-]*\/./;

/** The Cache-Control header for a file, by its path relative to the site's root. */
export function cacheControlFor(relativePath: string): string {
  const path = relativePath.replaceAll('\\', '/');
  if (RELEASE_FILE.test(path)) return IMMUTABLE;
  const name = path.split('/').pop() ?? '';
  const hash = HASHED_NAME.exec(name)?.[1];
  return hash && NOT_A_WORD.test(hash) ? IMMUTABLE : REVALIDATE;
}
