import type { Technology } from '@portfolio/shared/schemas';
import { describe, expect, it } from 'vitest';
import { skillGroups } from './json-resume';

const technology = (id: number, name: string, tags: string[]): Technology => ({
  id,
  name,
  icon: null,
  position: id,
  visible: true,
  tags: tags.map((tag, index) => ({ id: index + 1, name: tag, color: 'gray' })),
});

describe("the résumé's stack", () => {
  const stack = [
    technology(1, 'TypeScript', ['Backend', 'Frontend', 'Language']),
    technology(2, 'React', ['Frontend']),
    technology(3, 'Node.js', ['Backend']),
    technology(4, 'PostgreSQL', ['Backend', 'Database']),
    technology(5, 'Tailwind CSS', ['Frontend', 'Styling']),
    technology(6, 'Vitest', ['Testing', 'Tooling']),
    technology(7, 'Docker', ['Cloud', 'Tooling']),
    technology(8, 'Zig', []),
  ];

  it('lists each technology once, under the tag most of the stack shares, groups by name, Other last', () => {
    expect(skillGroups(stack)).toEqual([
      { name: 'Backend', keywords: ['TypeScript', 'Node.js', 'PostgreSQL'] },
      { name: 'Frontend', keywords: ['React', 'Tailwind CSS'] },
      { name: 'Tooling', keywords: ['Vitest', 'Docker'] },
      { name: 'Other', keywords: ['Zig'] },
    ]);
    const listed = skillGroups(stack).flatMap((group) => group.keywords);
    expect(listed).toHaveLength(stack.length);
    expect(new Set(listed).size).toBe(stack.length);
  });

  it('breaks a tie between two tags by name, whatever order the technology has them in', () => {
    expect(skillGroups([technology(1, 'Deno', ['Runtime', 'Backend'])])).toEqual([
      { name: 'Backend', keywords: ['Deno'] },
    ]);
  });
});
