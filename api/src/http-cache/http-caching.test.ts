import { describe, expect, it } from 'vitest';
import { matchesIfNoneMatch, normalizedUrl, preferredEncoding, remembering } from './http-caching';

describe('the read cache key', () => {
  it('sorts the query, so the same question in another order is one entry', () => {
    expect(normalizedUrl('/api/v1/projects?offset=0&limit=10')).toBe('/api/v1/projects?limit=10&offset=0');
    expect(normalizedUrl('/api/v1/projects?limit=10&offset=0')).toBe('/api/v1/projects?limit=10&offset=0');
  });

  it('keeps a path without a query, and drops an empty query', () => {
    expect(normalizedUrl('/api/v1/technologies')).toBe('/api/v1/technologies');
    expect(normalizedUrl('/api/v1/technologies?')).toBe('/api/v1/technologies');
  });

  it('gives the same key every time it is asked again', () => {
    const first = normalizedUrl('/api/v1/tags?offset=10&limit=5');
    expect(normalizedUrl('/api/v1/tags?offset=10&limit=5')).toBe(first);
  });
});

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
  it('matches the tag of any coding of the same content, weak or strong', () => {
    expect(matchesIfNoneMatch('"abc"', 'abc')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc-br"', 'abc')).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc-gzip"', 'abc')).toBe(true);
    expect(matchesIfNoneMatch('*', 'abc')).toBe(true);
    expect(matchesIfNoneMatch('"abd"', 'abc')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'abc')).toBe(false);
  });
});
