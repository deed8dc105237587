import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The relative imports of an ES module (`from './x.js'`, `import('./y.js')`). */
const RELATIVE_IMPORT = /(?:\bfrom|\bimport)\s*\(?\s*["'](\.\.?\/[^"']+)["']/g;
const MAX_FILES = 300;

/**
 * Why a remote's server entry did not load. The federation SSR loader swallows an error thrown while the entry is
 * imported and reports "Failed to load Node.js entry … vm.SourceTextModule is not a constructor" instead; a
 * release check must say what really went wrong. This copies the entry and every file it reaches by relative
 * import into `folder`, keeping their paths, imports it there, and answers what that threw (or nothing).
 * It runs in the release's own render process, which is already where the remote's code may run.
 */
export async function diagnoseEntry(entryUrl: string, folder: string): Promise<string | undefined> {
  const seen = new Set<string>();
  const queue = [entryUrl];
  while (queue.length > 0 && seen.size < MAX_FILES) {
    const url = queue.shift()!;
    if (seen.has(url)) continue;
    seen.add(url);
    const response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(5000) });
    if (!response.ok) return `${url} answered ${response.status}`;
    const code = await response.text();
    const path = join(folder, new URL(url).pathname);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, code);
    for (const [, specifier] of code.matchAll(RELATIVE_IMPORT)) queue.push(new URL(specifier!, url).href);
  }
  try {
    await import(pathToFileURL(join(folder, new URL(entryUrl).pathname)).href);
    return undefined;
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
}
