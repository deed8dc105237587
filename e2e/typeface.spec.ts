import { expect, test } from '@playwright/test';

test('pages set their text in Inter, served by the site itself from a file kept for a year, with the fallback beside it', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/login']) {
    await page.goto(path);
    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family).toMatch(/^"Inter Variable", "Inter Fallback",/);

    const faces = await page.evaluate(async () => {
      await document.fonts.load('700 16px "Inter Variable"', 'Portfolio');
      return [...document.fonts]
        .filter((face) => face.family.replaceAll('"', '') === 'Inter Variable' && face.status === 'loaded')
        .map((face) => face.display);
    });
    // The Latin face alone: these pages have no letter of the Latin Extended range.
    expect(faces).toEqual(['optional']);
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.pathname.endsWith('.woff2'))
        .map((url) => ({ origin: url.origin, path: url.pathname })),
    );
    expect(fetched).toEqual([
      {
        origin: new URL(page.url()).origin,
        path: expect.stringMatching(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/),
      },
    ]);

    const font = await request.get(fetched[0]!.path);
    expect(font.status()).toBe(200);
    expect(font.headers()['content-type']).toBe('font/woff2');
    expect(font.headers()['cache-control']).toContain('immutable');
  }
});
