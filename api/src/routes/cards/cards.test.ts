import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { BACKGROUND, CARD_HEIGHT, CARD_WIDTH, MARGIN } from '../../cards/card-layout';
import { projects } from '../../db/schema';

const background = [1, 3, 5].map((at) => parseInt(BACKGROUND.slice(at, at + 2), 16));

/** Pixels of the margin around the card's content that are not the background: where something spilled. */
async function spilledPixels(png: Buffer): Promise<number> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const inset = MARGIN - 8;
  let spilled = 0;
  for (let y = 0; y < info.height; y += 1)
    for (let x = 0; x < info.width; x += 1) {
      const inMargin = x < inset || y < inset || x >= info.width - inset || y >= info.height - inset;
      if (!inMargin) continue;
      const at = (y * info.width + x) * 3;
      if (background.some((value, channel) => Math.abs(data[at + channel]! - value) > 2)) spilled += 1;
    }
  return spilled;
}

describe('preview cards (docs/product.md#preview-cards)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each(['/api/cards/home.png', '/api/cards/projects/trail-planner.png'])(
    'draws %s as a 1200 × 630 PNG with an ETag, and answers 304 to a reader holding it',
    async (url) => {
      const response = await t.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/png');
      const etag = response.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const meta = await sharp(response.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', CARD_WIDTH, CARD_HEIGHT]);
      expect(await spilledPixels(response.rawPayload)).toBe(0);

      const again = await t.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect(again.statusCode).toBe(304);
    },
  );

  it('draws a project card anew when its name changes, and keeps a 300-character name inside the card', async () => {
    const url = '/api/cards/projects/invoice-api.png';
    const before = await t.inject({ method: 'GET', url });
    // Longer than the form allows (120): what an import or a manual fix could store, still drawn inside.
    await t.app.db
      .update(projects)
      .set({ name: `Invoice ${'W'.repeat(292)}` })
      .where(eq(projects.slug, 'invoice-api'));
    const after = await t.inject({ method: 'GET', url, headers: { 'if-none-match': before.headers.etag } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(await spilledPixels(after.rawPayload)).toBe(0);
    // The name's box ends well above the technologies: a clipped name leaves the lower part of the text
    // column to them (an unclipped one would fill it to the bottom).
    const { data, info } = await sharp(after.rawPayload)
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const rowHasText = (y: number) => {
      for (let x = MARGIN + 60; x < 560; x += 1) {
        const at = (y * info.width + x) * 3;
        if (data[at]! > 200 && data[at + 1]! > 200 && data[at + 2]! > 200) return true;
      }
      return false;
    };
    expect(rowHasText(400)).toBe(false);
  });

  it('answers 404 for a hidden or unknown project, as its page does', async () => {
    await t.app.db.update(projects).set({ visible: false }).where(eq(projects.slug, 'portfolio'));
    expect((await t.inject({ method: 'GET', url: '/api/cards/projects/portfolio.png' })).statusCode).toBe(
      404,
    );
    expect(
      (await t.inject({ method: 'GET', url: '/api/cards/projects/no-such-project.png' })).statusCode,
    ).toBe(404);
  });
});
