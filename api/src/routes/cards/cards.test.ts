import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { settleDataChanges, until } from '../../../test/data-changes';
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
    const heard = t.app.readCache.generation;
    // Longer than the form allows (120): what an import or a manual fix could store, still drawn inside.
    await t.app.db
      .update(projects)
      .set({ name: `Invoice ${'W'.repeat(292)}` })
      .where(eq(projects.slug, 'invoice-api'));
    // Written outside the API: the kept card goes when the database's notification arrives.
    await until(() => t.app.readCache.generation > heard);
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

describe('preview cards under a crawler storm', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await settleDataChanges(t.app);
  });

  const url = '/api/cards/projects/trail-planner.png';
  const get = (headers: Record<string, string> = {}) => t.inject({ method: 'GET', url, headers });
  /** A change made outside the API (a migration, a restore): only the database's notification tells. */
  const renameOutsideTheApi = async (name: string) => {
    const before = t.app.readCache.generation;
    await t.app.db.execute(sql`update projects set name = ${name} where slug = 'trail-planner'`);
    await until(() => t.app.readCache.generation > before);
  };

  it('draws a card once for a crowd: 20 at once and 20 after, one drawing, the rest from memory', async () => {
    await renameOutsideTheApi('Trail Planner, shared');
    const crowd = await Promise.all(Array.from({ length: 20 }, () => get({ 'accept-encoding': 'br, gzip' })));
    const later = [];
    for (let i = 0; i < 20; i += 1) later.push(await get({ 'accept-encoding': 'br, gzip' }));
    // One drawing for them all is counted in src/cards/drawn-cards.test.ts; here every answer is the same.
    const [first] = crowd;
    for (const response of [...crowd, ...later]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).toBe(first!.headers.etag);
      expect(response.rawPayload.equals(first!.rawPayload)).toBe(true);
    }
    // Kept as drawn: a PNG is compressed already, so it is neither brotli'd nor gzipped again.
    const last = later.at(-1)!;
    expect(last.headers['x-cache']).toBe('HIT');
    expect(last.headers['content-encoding']).toBeUndefined();
    expect(last.headers['content-type']).toBe('image/png');
    expect(last.headers['cache-control']).toBe('public, no-cache');
    // Other sites' pages show it: a kept copy says so as the drawing did.
    expect(last.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('answers 304 to a reader holding the card, from memory and after the cache was emptied', async () => {
    const { headers } = await get();
    const etag = String(headers.etag);
    const fromMemory = await get({ 'if-none-match': etag });
    expect([fromMemory.statusCode, fromMemory.headers['x-cache'], fromMemory.body]).toEqual([304, 'HIT', '']);
    expect(fromMemory.headers.etag).toBe(etag);
    // A write elsewhere empties the cache; the card still shows the same, so the tag holds without a drawing.
    await t.asOwner({ method: 'POST', url: '/api/v1/tags', payload: { name: 'Elsewhere', color: 'red' } });
    const afterWrite = await get({ 'if-none-match': etag });
    expect(afterWrite.statusCode).toBe(304);
    expect(afterWrite.headers['x-cache']).not.toBe('HIT');
    expect((await get()).headers.etag).toBe(etag);
  });

  it('draws anew on the first request after what the card shows changed, then serves that', async () => {
    const before = await get();
    await renameOutsideTheApi('Trail Planner, renamed');
    const changed = await get({ 'if-none-match': String(before.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(before.headers.etag);
    expect(changed.rawPayload.equals(before.rawPayload)).toBe(false);
    expect((await get()).headers['x-cache']).toBe('HIT');
  });
});
