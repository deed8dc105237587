import { expect, test } from '@playwright/test';

test('every page preloads Inter from the site itself and sets its text in it, the fallback drawn to its measure', async ({
  page,
  request,
}) => {
  for (const path of ['/', '/login']) {
    await page.goto(path);
    const preloads = page.locator('head link[rel="preload"][as="font"]');
    await expect(preloads).toHaveCount(1);
    const href = (await preloads.getAttribute('href'))!;
    expect(href).toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
    await expect(preloads).toHaveAttribute('crossorigin', '');

    const font = await request.get(href);
    expect(font.status()).toBe(200);
    expect(font.headers()['content-type']).toBe('font/woff2');
    expect(font.headers()['cache-control']).toContain('immutable');

    const family = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
    expect(family).toMatch(/^"Inter Variable", "Inter Fallback",/);
    // The face the preload fetched is the one the stylesheet asks for: loading it fetches nothing more.
    const loaded = await page.evaluate(async () => {
      await document.fonts.load('700 16px "Inter Variable"', 'Portfolio');
      return [...document.fonts]
        .filter((face) => face.family.replaceAll('"', '') === 'Inter Variable' && face.status === 'loaded')
        .map((face) => face.display);
    });
    expect(loaded).toEqual(['optional']);
    const fetched = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.includes('/assets/inter-latin-wght-normal-')).length,
    );
    expect(fetched).toBe(1);
  }
});
