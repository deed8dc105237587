import { join } from 'node:path';
import type { Config, ImageStorageSettings } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/connection';
import { ImageStorage } from '../storage/image-storage';
import { openFileStore } from '../storage/open-file-store';

/** The database a CLI works on: the same DATABASE_URL, or PGlite in the same DATA_DIR, as the API. */
export function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  return openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
}

/** Image storage in `settings` (the configured one by default) for a CLI, on an open database. */
export async function openImageStorage(
  config: Config,
  database: DatabaseHandle,
  settings: ImageStorageSettings = config.imageStorage,
) {
  const files = await openFileStore(settings, {
    uploadsDir: join(config.dataDir, 'uploads'),
    db: database.db,
  });
  return new ImageStorage(files, config.publicUrl);
}
