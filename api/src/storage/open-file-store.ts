import type { ImageStorageSettings } from '../config';
import type { Database } from '../db/connection';
import type { FileStore } from './file-store';
import { DatabaseStore } from './database-store';
import { FolderStore } from './folder-store';

/** The backend the settings name: the folder `uploadsDir`, rows of `db`, or a bucket. */
export async function openFileStore(
  settings: ImageStorageSettings,
  context: { uploadsDir: string; db: Database },
): Promise<FileStore> {
  switch (settings.kind) {
    case 'folder':
      return new FolderStore(context.uploadsDir);
    case 'database':
      return new DatabaseStore(context.db);
    case 's3':
      return (await import('./s3-store')).S3Store.open(settings);
  }
}
