import { describe, expect, it } from 'vitest';
import { projectSlugFromName } from '../schemas';
import { requestedTechnology, technologySlug } from './technology-filter';

describe('technology filter', () => {
  it('names a technology in the address by its letters and digits, accents dropped', () => {
    expect(
      ['Café', 'Crème Brûlée', 'Ångström', 'Node.js', 'C++', 'C#', ' Vue 3 '].map((name) =>
        technologySlug(name),
      ),
    ).toEqual(['cafe', 'creme-brulee', 'angstrom', 'node-js', 'cplusplus', 'csharp', 'vue-3']);
  });

  it('follows the rule of the project slugs: a name gives the same slug as a project or a technology', () => {
    for (const name of ['Café', 'Straße', 'Ångström', 'Node.js', 'C#']) {
      expect(technologySlug(name)).toBe(projectSlugFromName(name));
    }
  });

  it("reads an address's ?tech= by the same rule, so a link made from the name and a hand-typed one agree", () => {
    expect(requestedTechnology(technologySlug('Café'))).toBe('cafe');
    expect(requestedTechnology('Café')).toBe('cafe');
    expect(requestedTechnology(' React ')).toBe('react');
    expect(requestedTechnology('node-js')).toBe('node-js');
  });

  it('asks for no technology when the address names none', () => {
    expect(requestedTechnology(null)).toBeUndefined();
    expect(requestedTechnology(undefined)).toBeUndefined();
    expect(requestedTechnology('')).toBeUndefined();
    expect(requestedTechnology('???')).toBeUndefined();
  });
});
