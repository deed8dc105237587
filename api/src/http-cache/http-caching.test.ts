import { describe, expect, it } from 'vitest';
import { normalizedUrl } from './http-caching';

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
