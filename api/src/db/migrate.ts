import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The generated SQL migrations: `api/drizzle` when running from source, `dist/drizzle` beside the bundle
 * (the build copies it there), so we look upwards from this module for the first folder that has them.
 */
export function findMigrationsFolder(start = dirname(fileURLToPath(import.meta.url))): string {
  let directory = start;
  for (;;) {
    const candidate = join(directory, 'drizzle');
    if (existsSync(join(candidate, 'meta', '_journal.json'))) return candidate;
    const parent = dirname(directory);
    if (parent === directory) throw new Error(`No drizzle migrations folder found above ${start}`);
    directory = parent;
  }
}
