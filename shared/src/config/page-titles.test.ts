import { describe, expect, it } from 'vitest';
import { adminPageTitle, homeTitle, publicPageTitle } from './page-titles';

const owner = { firstName: 'Ada', lastName: 'Lovelace', professionalTitle: 'Analyst' };

describe('page titles', () => {
  it('titles the home page with the owner and what they do', () => {
    expect(homeTitle(owner)).toBe('Ada Lovelace · Analyst');
  });

  it('falls back to the default professional title when the owner gave none', () => {
    expect(homeTitle({ ...owner, professionalTitle: '  ' })).toBe(`Ada Lovelace · ${'front end developer'}`);
  });

  it('names the site generically until the owner is known', () => {
    expect(homeTitle(undefined)).toBe('Portfolio');
    expect(publicPageTitle('Sign in', undefined)).toBe(`Sign in · ${'Portfolio'}`);
  });

  it('names a public page, then whose site it is', () => {
    expect(publicPageTitle('Sign in', owner)).toBe('Sign in · Ada Lovelace');
  });

  it.each([
    ['/admin', 'Home · Admin'],
    ['/admin/', 'Home · Admin'],
    ['/admin/projects', 'Projects · Admin'],
    ['/admin/projects/3', 'Projects · Admin'],
    ['/admin/technologies/create-new', 'Technologies · Admin'],
    ['/admin/tags', 'Tags · Admin'],
    ['/admin/profile', 'Profile · Admin'],
    ['/admin/nowhere', 'Page not found · Admin'],
  ])('titles the admin screen %s as %s', (path, title) => {
    expect(adminPageTitle(path)).toBe(title);
  });
});
