import { describe, expect, it } from 'vitest';
import { isClientPage } from './client-pages';

describe('isClientPage', () => {
  it('names the sign-in pages and the whole admin area, with or without a trailing slash', () => {
    for (const path of [
      '/login',
      '/login/',
      '/recover-password',
      '/change-password',
      '/admin',
      '/admin/tags/3',
    ])
      expect(isClientPage(path), path).toBe(true);
  });

  it('names nothing else: a page of their names with more after it is no page', () => {
    for (const path of [
      '/',
      '/projects',
      '/login/extra',
      '/administrator',
      '/nonsense',
      '/change-password/x',
    ])
      expect(isClientPage(path), path).toBe(false);
  });
});
