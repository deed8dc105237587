import fp from 'fastify-plugin';
import { join } from 'node:path';
import type { ImageStorageSettings } from '../../config';
import { openFileStore } from '../../storage/open-file-store';
import { ImageStorage } from '../../storage/image-storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: ImageStorage;
  }
}

/** The uploaded images, in the backend the configuration names (a folder, the database or a bucket). */
export default fp<{ settings: ImageStorageSettings; dataDir: string; publicUrl: string }>(
  async (app, options) => {
    const files = openFileStore(options.settings, { uploadsDir: join(options.dataDir, 'uploads'), db: app.db });
    app.decorate('storage', new ImageStorage(files, options.publicUrl));
  },
  { name: 'storage', dependencies: ['db'] },
);
