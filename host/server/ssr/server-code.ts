import { createHash } from 'node:crypto';

/** The relative imports of an ES module (`from './x.js'`, `import('./y.js')`). */
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*["'](\.\.?\/[^"']+)["']/g;
const MAX_FILES = 300;
/** A real release's server code is about 0.5 MiB; the federation loader allows 10 MiB per file. */
const MAX_BYTES = 20 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 5000;

export class ServerCodeError extends Error {
  override name = 'ServerCodeError';
}

/** The body of `response`, refused past `budget` bytes without reading further. */
async function boundedText(response: Response, url: string, budget: number): Promise<string> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader!.read()) {
    size += read.value.byteLength;
    if (size > budget) {
      await reader!.cancel();
      throw new ServerCodeError(`The server code is larger than ${MAX_BYTES / 1024 / 1024} MiB (at ${url}).`);
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * A release's server entry and every module it reaches by relative import, as its origin serves them: path (from
 * the entry's folder, e.g. `assets/HomePage-x.js`) → code. Relative imports stay on the entry's origin; redirects,
 * which could lead anywhere, are refused.
 */
export async function fetchServerCode(entryUrl: string): Promise<Map<string, string>> {
  const base = new URL('.', entryUrl);
  const files = new Map<string, string>();
  const queue = [new URL(entryUrl).href];
  let bytes = 0;
  while (queue.length > 0) {
    const url = queue.shift()!;
    const path = decodeURIComponent(url.slice(base.href.length));
    if (files.has(path)) continue;
    if (!url.startsWith(base.href)) throw new ServerCodeError(`${url} is outside the release's folder.`);
    if (files.size >= MAX_FILES)
      throw new ServerCodeError(`The server code has more than ${MAX_FILES} files.`);
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    if (!response.ok) throw new ServerCodeError(`${url} answered ${response.status}.`);
    const code = await boundedText(response, url, MAX_BYTES - bytes);
    bytes += Buffer.byteLength(code);
    files.set(path, code);
    for (const [, specifier] of code.matchAll(RELATIVE_IMPORT)) queue.push(new URL(specifier!, url).href);
  }
  return files;
}

/**
 * What a release's server code is, in a few characters: two releases with the same digest run byte-identical code
 * (the entry and every module it imports, at the same paths), so one render process serves both.
 */
export async function serverCodeDigest(entryUrl: string): Promise<string> {
  const hash = createHash('sha256');
  const files = await fetchServerCode(entryUrl);
  for (const path of [...files.keys()].sort()) hash.update(`${path}\0${files.get(path)}\0`);
  return hash.digest('base64url');
}
