import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { createDump } from '../db/dump';
import { openConfiguredDatabase, openImageStorage } from './open-data';

const USAGE = `Writes a backup of the API's data: every entity and link as JSON, with the uploaded images (from the
folder, the database or the bucket, wherever IMAGE_STORAGE keeps them).

  pnpm --filter @portfolio/api backup [--out backup.json]

Uses the same DATA_DIR / DATABASE_URL / IMAGE_STORAGE as the API; with the embedded database, stop the API first.
Load it into an empty database with: pnpm --filter @portfolio/api restore <file>`;

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' }, help: { type: 'boolean' } } });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  const out = resolve(
    values.out ?? `portfolio-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.json`,
  );
  const database = await openConfiguredDatabase(config);
  try {
    const dump = await createDump(database.db, (await openImageStorage(config, database)).files);
    await writeFile(out, JSON.stringify(dump), { flag: 'wx' });
    const rows = Object.values(dump.tables).reduce((total, rows) => total + rows.length, 0);
    console.log(`Backup written to ${out}: ${rows} rows, ${dump.uploads.length} uploaded files.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
});
