import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './cache-policy';

describe('cacheControlFor', () => {
  it('keeps hashed assets for a year', () => {
    expect(cacheControlFor('/assets/HomePage-B_yeWHYM.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('assets/index-VcrghAXc.css')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/remoteEntry-CXwBvlaI.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('assets/index-VcrghAXc.css.br')).toBe('public, max-age=31536000, immutable');
  });

  it('revalidates the files that name the current build', () => {
    for (const path of ['/index.html', '/remoteEntry.js', '/mf-manifest.json', '/remotes.json', '/'])
      expect(cacheControlFor(path)).toBe('no-cache');
  });

  it("keeps every file of a release for a year: a release's files never change", () => {
    for (const path of [
      'releases/20261125-210100-7d7acf9/mf-manifest.json',
      '/releases/v2/remoteEntry.js',
      'releases/v2/assets/logo.svg.br',
    ])
      expect(cacheControlFor(path)).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('releases/')).toBe('no-cache');
    expect(cacheControlFor('last-build.json')).toBe('no-cache');
  });

  it('revalidates a file whose name carries no hash', () => {
    expect(cacheControlFor('/assets/logo.svg')).toBe('no-cache');
    expect(cacheControlFor('/mf-manifest.json.gz')).toBe('no-cache');
  });
});
