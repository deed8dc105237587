import type { Technology } from '@portfolio/shared/schemas';
import { describe, expect, it } from 'vitest';
import { locationLine, resumeLocation, skillGroups } from './json-resume';

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

describe("the résumé's location", () => {
  it('splits the profile line at its last comma, and reads the parts back as the same line', () => {
    for (const [line, parts] of [
      ['Lisbon, Portugal', { city: 'Lisbon', region: 'Portugal' }],
      ['Remote', { city: 'Remote' }],
      ['Porto, Norte, Portugal', { city: 'Porto, Norte', region: 'Portugal' }],
    ] as const) {
      expect(resumeLocation(line)).toEqual(parts);
      expect(locationLine(resumeLocation(line))).toBe(line);
    }
  });

  it("reads another tool's parts as one line, the address when it names no place, nothing when empty", () => {
    expect(locationLine({ city: 'San Francisco', region: 'California', countryCode: 'US' })).toBe(
      'San Francisco, California, US',
    );
    expect(locationLine({ address: '2712 Broadway St\nSan Francisco' })).toBe(
      '2712 Broadway St, San Francisco',
    );
    expect(locationLine({ city: ' ', postalCode: '94115' })).toBeUndefined();
  });
});
