import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { DEFAULT_SWEEP_MIN_AGE_MS, sweepOrphans } from '../storage/orphan-sweep';
import { openConfiguredDatabase, openImageStorage } from './open-data';

const USAGE = `Finds uploaded images that nothing references any more (a replaced or deleted item's, an upload whose
form was never saved, variants whose original is gone) and removes them with their variants.

  pnpm --filter @portfolio/api images:sweep                     # dry run: lists them, removes nothing
  pnpm --filter @portfolio/api images:sweep --delete            # removes them
  pnpm --filter @portfolio/api images:sweep --min-age-hours 2   # images written over 2 hours ago (default 24)

Images younger than the minimum age are left alone: they may be in a form being filled in. Safe while API
instances run on PostgreSQL; with the embedded database, stop the API first. Uses the same DATA_DIR /
DATABASE_URL / IMAGE_STORAGE as the API.`;

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;

async function main() {
  const { values } = parseArgs({
    options: {
      delete: { type: 'boolean' },
      'min-age-hours': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const minAgeHours = values['min-age-hours'] === undefined ? undefined : Number(values['min-age-hours']);
  if (minAgeHours !== undefined && !(Number.isFinite(minAgeHours) && minAgeHours >= 0)) {
    console.error('--min-age-hours must be a number of hours, 0 or more.');
    process.exitCode = 1;
    return;
  }
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    const storage = await openImageStorage(config, database);
    const result = await sweepOrphans({
      db: database.db,
      storage,
      minAgeMs: minAgeHours === undefined ? DEFAULT_SWEEP_MIN_AGE_MS : minAgeHours * 3_600_000,
      dryRun: !values.delete,
    });
    for (const image of result.orphans) {
      console.log(
        `${image.preset}/${image.id}  ${image.paths.length} files, ${megabytes(image.bytes)}, written ${image.writtenAt.toISOString()}` +
          (image.hasOriginal ? '' : '  (variants without their original)'),
      );
    }
    const bytes = result.orphans.reduce((total, image) => total + image.bytes, 0);
    const where = storage.files.location;
    console.log(
      values.delete
        ? `Removed ${result.removed} unreferenced images (${megabytes(bytes)}) from ${where}.`
        : `${result.orphans.length} unreferenced images (${megabytes(bytes)}) in ${where}; run again with --delete to remove them.`,
    );
    if (result.recent > 0) console.log(`${result.recent} younger unreferenced images were left alone.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
});
