import { startS3Server } from './s3-server';
import { usesPostgres } from './test-app';
import type { ImageStorageKind } from '../src/config';

export interface StorageBackend {
  name: string;
  kind: ImageStorageKind;
  /** Starts what the backend needs and answers the API's environment for it. */
  prepare(): Promise<{ env: Record<string, string>; close: () => Promise<void> }>;
}

const nothingToClose = async () => undefined;

/**
 * The image backends a storage test runs against on this vitest project: on PGlite the folder, the database
 * (PGlite) and an S3-compatible server; on PostgreSQL the database.
 */
export function storageBackends(): StorageBackend[] {
  const database: StorageBackend = {
    name: usesPostgres() ? 'PostgreSQL' : 'PGlite',
    kind: 'database',
    prepare: async () => ({ env: { IMAGE_STORAGE: 'database' }, close: nothingToClose }),
  };
  if (usesPostgres()) return [database];
  const folder: StorageBackend = {
    name: 'the folder',
    kind: 'folder',
    prepare: async () => ({ env: { IMAGE_STORAGE: 'folder' }, close: nothingToClose }),
  };
  const bucket: StorageBackend = {
    name: 'an S3-compatible bucket',
    kind: 's3',
    async prepare() {
      const server = await startS3Server();
      return { env: server.env, close: server.stop };
    },
  };
  return [folder, database, bucket];
}
