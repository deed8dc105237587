import { describe, expect, it } from 'vitest';
import { hugePng, JPEG, PNG, pngHeaderOnly, TRUNCATED_PNG, WEBP } from '../../test/images';
import { ImageTooLargeError, inspectImage, MAX_IMAGE_PIXELS, UnsupportedImageError } from './image-content';

describe('inspectImage', () => {
  it('measures complete PNG, JPEG and WEBP images', async () => {
    await expect(inspectImage(PNG)).resolves.toEqual({ format: 'png', width: 1, height: 1, bytes: PNG });
    await expect(inspectImage(JPEG)).resolves.toEqual({ format: 'jpg', width: 3, height: 2, bytes: JPEG });
    await expect(inspectImage(WEBP)).resolves.toEqual({ format: 'webp', width: 4, height: 5, bytes: WEBP });
  });

  it('never reads past the end of the file, even when memory after it holds other data', async () => {
    // Node hands out small Buffers as slices of one shared pool: the bytes after this file belong to someone
    // else (in the probe, a reset e-mail). A width read from them would leak them to the uploader.
    const pool = Buffer.alloc(256, 0x41);
    TRUNCATED_PNG.copy(pool, 0);
    const file = pool.subarray(0, TRUNCATED_PNG.length);
    await expect(inspectImage(file)).rejects.toThrow(UnsupportedImageError);
  });

  it('refuses a PNG whose header is complete but whose pixels are missing', async () => {
    await expect(inspectImage(pngHeaderOnly(64, 64))).rejects.toThrow('The file is damaged');
  });

  it('refuses a damaged image whose header is intact', async () => {
    const damaged = Buffer.from(JPEG);
    damaged.fill(0x00, damaged.length - 40, damaged.length - 2);
    const cut = JPEG.subarray(0, JPEG.length - 30);
    await expect(inspectImage(cut)).rejects.toThrow(UnsupportedImageError);
  });

  it(`refuses more than ${MAX_IMAGE_PIXELS / 1e6} megapixels before decoding anything`, async () => {
    await expect(inspectImage(pngHeaderOnly(100_000, 100_000))).rejects.toThrow(ImageTooLargeError);
    await expect(inspectImage(await hugePng())).rejects.toThrow('at most 40 megapixels');
  });

  it('reads the size of an SVG from its width and height, or its viewBox', async () => {
    const svg = (attributes: string) =>
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}/>`);
    await expect(inspectImage(svg('width="24px" height="16"'))).resolves.toMatchObject({
      format: 'svg',
      width: 24,
      height: 16,
    });
    await expect(inspectImage(svg('viewBox="0 0 120 60"'))).resolves.toMatchObject({
      width: 120,
      height: 60,
    });
    await expect(inspectImage(svg('width="100%"'))).resolves.toMatchObject({ width: 0, height: 0 });
  });
});
