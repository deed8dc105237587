import { parseArgs } from 'node:util';
import {
  ConfigError,
  IMAGE_STORAGE_KINDS,
  type ImageStorageKind,
  imageStorageSettings,
  loadConfig,
} from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { copyImageFiles } from '../storage/copy-image-files';
import { openConfiguredDatabase, openImageStorage } from './open-data';

const USAGE = `Copies the uploaded images (and their variants) from one storage into another, so that every API
instance serves them: from the folder DATA_DIR/uploads into the database or an S3-compatible bucket, or back.

  pnpm --filter @portfolio/api images:migrate --to database                # from the folder (the default)
  pnpm --filter @portfolio/api images:migrate --from database --to s3
  pnpm --filter @portfolio/api images:migrate --from s3 --to folder

Storages: ${IMAGE_STORAGE_KINDS.join(', ')}. The database is DATABASE_URL's (or PGlite in DATA_DIR), the bucket is
S3_BUCKET's (with S3_ENDPOINT, S3_PREFIX …), as for the API. Files the target already holds are skipped: a run that
stopped halfway resumes, and a second run copies nothing. The source is left as it is. Then set IMAGE_STORAGE to
the target (the database is already the default on PostgreSQL, the bucket once S3_BUCKET is set) and restart
the API. Safe while the API runs on PostgreSQL; with the embedded database, stop the API first.`;

const isKind = (value: string | undefined): value is ImageStorageKind =>
  IMAGE_STORAGE_KINDS.some((kind) => kind === value);

async function main() {
  const { values } = parseArgs({
    options: { from: { type: 'string' }, to: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const from = values.from ?? 'folder';
  if (!isKind(from) || !isKind(values.to) || from === values.to) {
    console.error(
      `Name two different storages: --from and --to, each one of ${IMAGE_STORAGE_KINDS.join(', ')}.\n\n${USAGE}`,
    );
    process.exitCode = 1;
    return;
  }
  const config = loadConfig();
  const fromSettings = imageStorageSettings(config, from);
  const toSettings = imageStorageSettings(config, values.to);
  const database = await openConfiguredDatabase(config);
  try {
    const source = (await openImageStorage(config, database, fromSettings)).files;
    const target = (await openImageStorage(config, database, toSettings)).files;
    console.log(`Copying images from ${source.location} to ${target.location}…`);
    const result = await copyImageFiles(source, target, (_path, progress) => {
      if (progress.copied % 100 === 0) console.log(`  ${progress.copied} files copied`);
    });
    console.log(
      `Copied ${result.copied} files (${(result.bytes / 1024 / 1024).toFixed(2)} MB); ` +
        `${result.skipped} were there already. ${source.location} is unchanged.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
});
