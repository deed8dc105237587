import { describe, expect, it } from 'vitest';
import { projects } from '../test/fixtures';
import { projectCountsBySlug, resolveTechnologyFilter, technologySlug } from './technology-filter';

describe('technology filter', () => {
  it('gives every technology a readable slug for the address', () => {
    expect(['React', 'Node.js', 'Tailwind CSS', 'C++', 'C#', ' Vue 3 '].map(technologySlug)).toEqual([
      'react',
      'node-js',
      'tailwind-css',
      'cplusplus',
      'csharp',
      'vue-3',
    ]);
  });

  it('resolves a slug to the projects that use it, by a name from the stack or the projects', () => {
    expect(resolveTechnologyFilter('react', projects, [])).toMatchObject({
      slug: 'react',
      name: 'React',
      total: 3,
      projects: [{ name: 'Portfolio' }],
    });
    expect(resolveTechnologyFilter('go', projects, ['Go'])).toMatchObject({ name: 'Go', projects: [] });
    expect(resolveTechnologyFilter('go', projects, [])).toBeUndefined();
    expect(resolveTechnologyFilter(undefined, projects, ['Go'])).toBeUndefined();
  });

  it('counts the projects of each technology', () => {
    expect(Object.fromEntries(projectCountsBySlug(projects))).toEqual({ typescript: 1, react: 1, docker: 1 });
  });
});
