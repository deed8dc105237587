import { afterEach, describe, expect, it, vi } from 'vitest';
import { answeredNotFound } from './page-data';

/** The page's navigation entry as Navigation Timing gives it, or none. */
const navigatedTo = (entry?: { name: string; responseStatus?: number }) =>
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue(entry ? [entry as PerformanceEntry] : []);

afterEach(() => vi.restoreAllMocks());

describe('answeredNotFound', () => {
  it('is true for the path whose document the server answered 404', () => {
    navigatedTo({ name: 'https://site.test/projects/nope?x=1', responseStatus: 404 });
    expect(answeredNotFound('/projects/nope')).toBe(true);
  });

  it('is false for another path, another answer, or a browser that does not tell', () => {
    navigatedTo({ name: 'https://site.test/projects/nope', responseStatus: 404 });
    expect(answeredNotFound('/projects/other')).toBe(false);
    navigatedTo({ name: 'https://site.test/projects/nope', responseStatus: 200 });
    expect(answeredNotFound('/projects/nope')).toBe(false);
    navigatedTo({ name: 'https://site.test/projects/nope' });
    expect(answeredNotFound('/projects/nope')).toBe(false);
    navigatedTo();
    expect(answeredNotFound('/projects/nope')).toBe(false);
  });
});
