import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { fetchServerCode } from './server-code';

const reason = (error: unknown) =>
  error instanceof Error ? `${error.name}: ${error.message}` : String(error);

/**
 * Why a remote's server entry did not load. The federation SSR loader swallows an error thrown while the entry is
 * imported and reports "Failed to load Node.js entry … vm.SourceTextModule is not a constructor" instead; a
 * release check must say what really went wrong. This copies the entry and every file it reaches by relative
 * import into `folder`, keeping their paths, imports it there, and answers what that threw (or nothing).
 * It runs in the release's own render process, which is already where the remote's code may run.
 */
export async function diagnoseEntry(entryUrl: string, folder: string): Promise<string | undefined> {
  let files: Map<string, string>;
  try {
    files = await fetchServerCode(entryUrl);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
  for (const [path, code] of files) {
    await mkdir(dirname(join(folder, path)), { recursive: true });
    await writeFile(join(folder, path), code);
  }
  try {
    await import(pathToFileURL(join(folder, [...files.keys()][0]!)).href);
    return undefined;
  } catch (error) {
    return reason(error);
  }
}
