import { describe, expect, it } from 'vitest';
import { entityTag, matchesIfNoneMatch, preferredEncoding } from './http-caching';

describe('content-coding negotiation', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['*;q=0, identity', 'identity'],
  ] as const)('Accept-Encoding %j gets %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('If-None-Match', () => {
  it('matches the page in any coding, weak or strong, in a list, or *', () => {
    for (const header of [
      entityTag('abc', 'identity'),
      entityTag('abc', 'br'),
      `W/${entityTag('abc', 'gzip')}`,
      entityTag('abc', 'gzip'),
      `"x", ${entityTag('abc', 'gzip')}`,
      '*',
    ])
      expect(matchesIfNoneMatch(header, 'abc'), header).toBe(true);
    for (const header of [undefined, '"abcd"', '"ab"', '"abc-zstd"', '"abc-br', '"abc"x', '"abc-gzip"x'])
      expect(matchesIfNoneMatch(header, 'abc'), header).toBe(false);
  });
});
