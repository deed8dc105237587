import type { Project, PublicUser, Technology } from '@portfolio/shared/schemas';
import { describe, expect, it } from 'vitest';
import { filteredUrl, type HomeData } from './page-renderer';

const technology = (name: string) => ({ name }) as Technology;
const data = {
  technologies: [technology('React'), technology('Node.js')],
  owner: { projects: [{ technologies: [technology('C#')] } as Project] } as PublicUser,
} as HomeData;

describe('filteredUrl', () => {
  it('renders a filter the site knows, from the stack or a project, whatever its case or spaces', () => {
    expect(filteredUrl('/', 'react', data)).toBe('/?tech=react');
    expect(filteredUrl('/', ' Node-JS ', data)).toBe('/?tech=node-js');
    expect(filteredUrl('/projects', 'csharp', data)).toBe('/projects?tech=csharp');
  });

  it('renders the page unfiltered for no filter or one the site does not know (an old link)', () => {
    expect(filteredUrl('/', null, data)).toBe('/');
    expect(filteredUrl('/', '', data)).toBe('/');
    expect(filteredUrl('/', 'cobol', data)).toBe('/');
  });
});
