import { describe, expect, it } from 'vitest';
import { AnswerCache, CachedAnswer } from './answer-cache';

/** An answer whose cost (its body twice, for the compressed forms) is `cost` bytes. */
const answerOf = (cost: number) => new CachedAnswer(Buffer.alloc(cost / 2, 'a'), 'application/json');

describe('the read cache', () => {
  it('drops the least recently used answers once over its budget', () => {
    const cache = new AnswerCache(1000);
    for (const key of ['a', 'b', 'c']) expect(cache.set(key, answerOf(200), cache.generation)).toBe(true);
    cache.get('a');
    expect(cache.set('d', answerOf(200), cache.generation)).toBe(true);
    expect(cache.set('e', answerOf(200), cache.generation)).toBe(true);
    // 1,000 bytes hold five answers of 200; a sixth pushes out the oldest unread one, "b".
    expect(cache.set('f', answerOf(200), cache.generation)).toBe(true);
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd', 'e', 'f'].map((key) => cache.get(key) !== undefined)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
  });

  it('refuses an answer over a quarter of its budget, and one read before the last clear', () => {
    const cache = new AnswerCache(1000);
    expect(cache.set('big', answerOf(260), cache.generation)).toBe(false);
    const before = cache.generation;
    cache.clear();
    expect(cache.set('stale', answerOf(100), before)).toBe(false);
    expect(cache.set('fresh', answerOf(100), cache.generation)).toBe(true);
    expect(cache.size).toBe(1);
  });
});

describe('a kept answer', () => {
  it("is named by its route's version when it has one, else by its bytes", () => {
    const body = Buffer.from('{"a":1}');
    expect(new CachedAnswer(body, 'application/json', { version: 'v7' }).hash).toBe('v7');
    expect(new CachedAnswer(body, 'application/json').hash).toBe(
      new CachedAnswer(Buffer.from(body), 'application/json').hash,
    );
  });

  it('sends bytes compressed already (PNG, PDF) as they are, costing their size once', () => {
    const png = new CachedAnswer(Buffer.alloc(4096), 'image/png', {
      cacheControl: 'public, no-cache',
      headers: { 'cross-origin-resource-policy': 'cross-origin' },
    });
    expect(png.encodingFor('br')).toBe('identity');
    expect(png.cost).toBe(4096);
    expect(png.headersFor('identity')).toMatchObject({
      'cache-control': 'public, no-cache',
      'cross-origin-resource-policy': 'cross-origin',
      'content-type': 'image/png',
    });
    const json = new CachedAnswer(Buffer.alloc(4096, 'a'), 'application/json');
    expect(json.encodingFor('br')).toBe('br');
    expect(json.cost).toBe(8192);
    expect(json.headersFor('br')['cache-control']).toBe('no-cache');
  });
});
