import { describe, expect, it } from 'vitest';
import { safeReturnPath, signInPathFor } from './return-path';

describe('safeReturnPath', () => {
  it('keeps a path of this site with its query and fragment', () => {
    expect(safeReturnPath('/admin/tags')).toBe('/admin/tags');
    expect(safeReturnPath('/admin/projects?page=2&search=vue#top')).toBe(
      '/admin/projects?page=2&search=vue#top',
    );
  });

  it.each([
    ['//evil.com'],
    ['https://evil.com'],
    ['/\\evil.com'],
    ['/\\/evil.com'],
    ['\\\\evil.com'],
    ['javascript:alert(1)'],
    ['evil.com'],
    ['/%0a/evil.com'.replace('%0a', '\n')],
    ['/login'],
    [''],
    [null],
  ])('refuses %j', (candidate) => {
    expect(safeReturnPath(candidate)).toBeNull();
  });

  it('makes the sign-in address that leads back', () => {
    expect(signInPathFor('/admin/tags?page=2')).toBe('/login?next=%2Fadmin%2Ftags%3Fpage%3D2');
    expect(signInPathFor('/admin')).toBe('/login');
  });
});
