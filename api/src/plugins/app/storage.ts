import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { UploadPreset } from '@portfolio/shared/schemas';
import type { ImageFormat } from '../../lib/image-content';

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

export const STORED_FILE_NAME = /^[A-Za-z0-9_-]{1,64}\.(png|jpg|webp|svg)$/;

/**
 * Uploaded images live under `DATA_DIR/uploads/<preset>/<random>.<ext>` and are served back at
 * `/api/uploads/<preset>/<file>`. Names are random, so a URL never changes its content (cacheable forever).
 */
export class ImageStorage {
  constructor(
    readonly root: string,
    private readonly publicUrl: string,
  ) {}

  urlFor(preset: string, fileName: string): string {
    return `${this.publicUrl}/api/uploads/${preset}/${fileName}`;
  }

  async save(preset: UploadPreset, data: Buffer, format: ImageFormat) {
    const id = randomBytes(12).toString('base64url');
    const fileName = `${id}.${format}`;
    await mkdir(join(this.root, preset), { recursive: true });
    await writeFile(join(this.root, preset, fileName), data, { flag: 'wx' });
    return { publicId: `${preset}/${id}`, url: this.urlFor(preset, fileName) };
  }

  /** The path of a stored file, or undefined when the name is not one we could have made or it is gone. */
  async locate(preset: UploadPreset, fileName: string): Promise<string | undefined> {
    if (!STORED_FILE_NAME.test(fileName)) return undefined;
    const path = join(this.root, preset, fileName);
    try {
      return (await stat(path)).isFile() ? path : undefined;
    } catch {
      return undefined;
    }
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: ImageStorage;
  }
}

export default fp<{ dataDir: string; publicUrl: string }>(
  async (app, options) => {
    app.decorate('storage', new ImageStorage(join(options.dataDir, 'uploads'), options.publicUrl));
  },
  { name: 'storage' },
);
