import fp from 'fastify-plugin';
import { join } from 'node:path';
import type { ImageStorageSettings } from '../../config';
import { imageKeyOf, referencedImages } from '../../storage/image-references';
import { ImageStorage } from '../../storage/image-storage';
import { openFileStore } from '../../storage/open-file-store';

declare module 'fastify' {
  interface FastifyInstance {
    storage: ImageStorage;
    /**
     * After a write replaced or deleted what showed these image addresses: removes each of our uploads among
     * them (with its variants) that nothing references any more, so its address answers 404.
     */
    releaseImages(urls: readonly string[]): Promise<void>;
  }
}

/** The uploaded images, in the backend the configuration names (a folder, the database or a bucket). */
export default fp<{ settings: ImageStorageSettings; dataDir: string; publicUrl: string }>(
  async (app, options) => {
    const files = await openFileStore(options.settings, {
      uploadsDir: join(options.dataDir, 'uploads'),
      db: app.db,
    });
    const storage = new ImageStorage(files, options.publicUrl);
    app.decorate('storage', storage);
    app.decorate('releaseImages', async (urls: readonly string[]) => {
      const keys = new Set(urls.map(imageKeyOf).filter((key) => key !== undefined));
      if (keys.size === 0) return;
      try {
        const referenced = await referencedImages(app.db);
        for (const key of keys) {
          if (referenced.has(key)) continue;
          const [preset, id] = key.split('/') as [string, string];
          await storage.remove(preset, id);
        }
      } catch (error) {
        // The write itself succeeded and stays answered as such; the sweep finds what was left behind.
        app.log.warn({ err: error, images: [...keys] }, 'could not remove images no longer used');
      }
    });
  },
  { name: 'storage', dependencies: ['db'] },
);
