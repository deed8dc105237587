import { readFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { DumpError, restoreDump, type Dump } from '../db/dump';
import { openConfiguredDatabase, openImageStorage } from './open-data';

const USAGE = `Loads a backup made by \`backup\` into an empty database (PGlite or PostgreSQL), and its images into
the storage IMAGE_STORAGE names (the folder, the database or the bucket).

  pnpm --filter @portfolio/api restore <backup.json>

Uses the same DATA_DIR / DATABASE_URL / IMAGE_STORAGE as the API; with the embedded database, stop the API first. The database
is created and migrated if needed, and must hold no rows: start the API only after the restore.`;

async function main() {
  const { values, positionals } = parseArgs({
    options: { help: { type: 'boolean' } },
    allowPositionals: true,
  });
  if (values.help || positionals.length !== 1) {
    console.log(USAGE);
    if (!values.help) process.exitCode = 1;
    return;
  }
  const config = loadConfig();
  const dump = JSON.parse(await readFile(positionals[0]!, 'utf8')) as Dump;
  const database = await openConfiguredDatabase(config);
  try {
    await restoreDump(database.db, (await openImageStorage(config, database)).files, dump);
    console.log(`Restored ${positionals[0]} (made ${dump.createdAt}).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof DumpError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exitCode = 1;
});
