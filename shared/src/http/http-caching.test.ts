import { describe, expect, it } from 'vitest';
import { entityTag, matchesIfNoneMatch, preferredEncoding, remembering } from './http-caching';

describe('content-coding negotiation', () => {
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0, identity', 'identity'],
    ['deflate', 'identity'],
  ] as const)('Accept-Encoding %j gets %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
    // Asked again, the remembered answer is the same.
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('remembering', () => {
  it('works each input out once while it is remembered', () => {
    const inputs: string[] = [];
    const length = remembering((input: string) => {
      inputs.push(input);
      return input.length;
    }, 4);
    expect([length('a'), length('bb'), length('a'), length('bb')]).toEqual([1, 2, 1, 2]);
    expect(inputs).toEqual(['a', 'bb']);
  });

  it('keeps at most its capacity: when full it forgets everything and starts again', () => {
    const inputs: string[] = [];
    const upper = remembering((input: string) => {
      inputs.push(input);
      return input.toUpperCase();
    }, 2);
    for (const input of ['a', 'b', 'c', 'a', 'c']) upper(input);
    // 'c' found it full (a, b) and cleared it; 'a' was forgotten with it, 'c' was kept.
    expect(inputs).toEqual(['a', 'b', 'c', 'a']);
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
