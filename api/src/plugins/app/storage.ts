import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { STORED_IMAGE_NAME } from '@portfolio/shared/images';
import type { UploadPreset } from '@portfolio/shared/schemas';
import type { ImageFormat } from '../../lib/image-content';
import { locateVariant, renderVariants, writeVariants } from '../../lib/image-variants';

export const CONTENT_TYPES: Record<ImageFormat, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
};

/**
 * Uploaded images live under `DATA_DIR/uploads/<preset>/<random>.<ext>` and are served back at
 * `/api/uploads/<preset>/<file>`. Names are random, so a URL never changes its content (cacheable forever).
 * Every image also gets its responsive WebP variants beside it (`<random>.400w.webp`, see image-variants).
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
    return this.write(preset, randomBytes(12).toString('base64url'), data, format, 'wx');
  }

  /**
   * The seed's demo images keep fixed names (`seed-react.svg`), replaced whenever an empty database is seeded.
   * Their variants are rendered on first request, which keeps a first start (and every test app) quick.
   */
  async saveAs(preset: UploadPreset, id: string, data: Buffer, format: ImageFormat) {
    return this.write(preset, id, data, format, 'w', false);
  }

  private async write(
    preset: UploadPreset,
    id: string,
    data: Buffer,
    format: ImageFormat,
    flag: 'w' | 'wx',
    variants = true,
  ) {
    const fileName = `${id}.${format}`;
    const folder = join(this.root, preset);
    const rendered = variants ? await renderVariants(data, format) : [];
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, fileName), data, { flag });
    await writeVariants(folder, id, rendered);
    return { publicId: `${preset}/${id}`, url: this.urlFor(preset, fileName) };
  }

  /**
   * The path of a stored file or of one of its variants, or undefined when the name is not one we could have
   * made or it is gone.
   */
  async locate(preset: UploadPreset, fileName: string): Promise<string | undefined> {
    if (!STORED_IMAGE_NAME.test(fileName)) return locateVariant(join(this.root, preset), fileName);
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
