import { describe, expect, it } from 'vitest';
import { KeptPage } from './kept-page';
import { PageCache } from './page-cache';

const headers = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': "script-src 'self'",
};
/** A page whose HTML is `length` bytes that gzip shrinks to almost nothing. */
const pageOf = (length: number, fill = 'a') => KeptPage.of(200, headers, fill.repeat(length));
const made = (length: number, fill?: string) => async () => ({
  page: await pageOf(length, fill),
  keep: true,
});

describe('a kept page', () => {
  it("is tagged by its headers as well as its bytes: a 304 leaves the browser its copy's policy", async () => {
    const html = '<!doctype html><title>Home</title>';
    const [page, same, otherPolicy] = await Promise.all([
      KeptPage.of(200, headers, html),
      KeptPage.of(200, { ...headers }, html),
      KeptPage.of(
        200,
        { ...headers, 'content-security-policy': "script-src 'self' https://other.example" },
        html,
      ),
    ]);
    expect(same.hash).toBe(page.hash);
    expect(otherPolicy.hash).not.toBe(page.hash);
  });
});

describe('the page cache', () => {
  it('makes a page once for every request that asks while it is made, then answers it kept', async () => {
    const cache = new PageCache(1_000_000);
    let makes = 0;
    const make = async () => {
      makes += 1;
      return { page: await pageOf(2000), keep: true };
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get('home', make)));
    expect(makes).toBe(1);
    expect(new Set(answers.map((answer) => answer.page)).size).toBe(1);
    expect(answers.filter((answer) => !answer.hit)).toHaveLength(1);
    expect((await cache.get('home', make)).hit).toBe(true);
    expect(makes).toBe(1);
  });

  it('drops the least recently used pages once they hold more than its budget, counting every coding', async () => {
    // Four pages of some 2,430 bytes (HTML and gzip) fit in 10,000; a fifth does not.
    const cache = new PageCache(10_000);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, made(2400, key));
    expect(cache.stats.pages).toBe(4);
    // Read 'a' again: 'b' is now the least recently used.
    await cache.get('a', made(2400, 'a'));
    await cache.get('e', made(2400, 'e'));
    expect(cache.stats.pages).toBe(4);
    expect(cache.stats.bytes).toBeLessThanOrEqual(10_000);
    expect((await cache.get('a', made(2400, 'a'))).hit).toBe(true);
    expect((await cache.get('b', made(2400, 'b'))).hit).toBe(false);
  });

  it('counts the brotli bytes once they are made, and keeps within the budget then too', async () => {
    const cache = new PageCache(1_000_000);
    const { page } = await cache.get('home', made(5000));
    const before = cache.stats.bytes;
    await page.brotliDone;
    await Promise.resolve();
    expect(cache.stats.bytes).toBe(page.size);
    expect(cache.stats.bytes).toBeGreaterThan(before);
  });

  it('keeps no page over a quarter of its budget, and none its maker says not to keep', async () => {
    const cache = new PageCache(10_000);
    await cache.get('huge', async () => ({
      page: await KeptPage.of(200, headers, randomText(4000)),
      keep: true,
    }));
    expect(cache.stats.pages).toBe(0);
    await cache.get('failed', async () => ({ page: await pageOf(100), keep: false }));
    expect(cache.stats.pages).toBe(0);
    expect((await cache.get('failed', made(100))).hit).toBe(false);
  });

  it('keeps nothing when making the page fails, and the next request tries again', async () => {
    const cache = new PageCache();
    await expect(cache.get('home', () => Promise.reject(new Error('render failed')))).rejects.toThrow();
    expect((await cache.get('home', made(10))).hit).toBe(false);
    expect((await cache.get('home', made(10))).hit).toBe(true);
  });
});

/** Text gzip cannot shrink. */
function randomText(length: number) {
  let text = '';
  while (text.length < length) text += Math.random().toString(36).slice(2);
  return text.slice(0, length);
}

describe('a kept page', () => {
  it('is sent gzipped to a brotli browser until its brotli bytes are made, then in brotli', async () => {
    const page = await pageOf(5000);
    expect(page.encodingFor('br')).toBe('gzip');
    await page.brotliDone;
    expect(page.encodingFor('br')).toBe('br');
    expect(page.bytes('br').length).toBeLessThan(page.bytes('identity').length);
    expect(page.encodingFor('identity')).toBe('identity');
    expect(page.bytes('identity').toString()).toBe('a'.repeat(5000));
  });

  it('has one hash for the same bytes, wherever they were made', async () => {
    expect((await pageOf(100)).hash).toBe((await pageOf(100)).hash);
    expect((await pageOf(100)).hash).not.toBe((await pageOf(101)).hash);
  });
});
