import { describe, expect, it } from 'vitest';
import { adminTitle } from './admin-sections';

describe('adminTitle', () => {
  it.each([
    ['/admin/projects/3', 'Projects'],
    ['/admin/experiences', 'Experiences'],
    ['/admin/technologies/create-new', 'Technologies'],
    ['/admin/profile', 'Profile'],
    ['/admin/tags', 'Tags'],
    ['/admin/users', 'Users'],
    ['/admin', 'Home'],
    ['/admin/', 'Home'],
    ['/admin/nonsense', 'Page not found'],
  ])('titles %s as %s', (path, title) => {
    expect(adminTitle(path)).toBe(title);
  });
});
