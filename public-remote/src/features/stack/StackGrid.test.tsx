import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { docker, react, typescript } from '../../test/fixtures';
import { StackGrid } from './StackGrid';
import { TagBadge } from '@portfolio/ui/TagBadge';

describe('StackGrid', () => {
  it('shows every technology with its icon and name', () => {
    const { container } = render(<StackGrid technologies={[typescript, react, docker]} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'TypeScript',
      'React',
      'Docker',
    ]);
    const icons = container.querySelectorAll('img');
    expect([...icons].map((icon) => icon.getAttribute('src'))).toEqual([typescript.icon, react.icon]);
    for (const icon of icons) {
      expect(icon).toHaveAttribute('width', '40');
      expect(icon).toHaveAttribute('height', '40');
      expect(icon).toHaveAttribute('loading', 'lazy');
      expect(icon).toHaveAttribute('decoding', 'async');
    }
  });

  it('shows the tags of each technology as badges', () => {
    render(<StackGrid technologies={[typescript, react, docker]} />);
    const tags = screen.getByRole('list', { name: 'TypeScript tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Language', 'Frontend']);
    expect(screen.queryByRole('list', { name: 'Docker tags' })).not.toBeInTheDocument();
  });

  it('says so when there are no technologies yet', () => {
    render(<StackGrid technologies={[]} />);
    expect(screen.getByText('No technologies to show yet.')).toBeInTheDocument();
  });
});

describe('TagBadge', () => {
  const expectations = {
    gray: ['bg-slate-100', 'text-slate-800', 'dark:bg-slate-800', 'dark:text-slate-100'],
    blue: ['bg-blue-100', 'text-blue-800', 'dark:bg-blue-950', 'dark:text-blue-200'],
    red: ['bg-red-100', 'text-red-800', 'dark:bg-red-950', 'dark:text-red-200'],
    green: ['bg-green-100', 'text-green-800', 'dark:bg-green-950', 'dark:text-green-200'],
    yellow: ['bg-yellow-100', 'text-yellow-900', 'dark:bg-yellow-950', 'dark:text-yellow-200'],
    indigo: ['bg-indigo-100', 'text-indigo-800', 'dark:bg-indigo-950', 'dark:text-indigo-200'],
    purple: ['bg-purple-100', 'text-purple-800', 'dark:bg-purple-950', 'dark:text-purple-200'],
    pink: ['bg-pink-100', 'text-pink-800', 'dark:bg-pink-950', 'dark:text-pink-200'],
  } as const;

  it.each(Object.entries(expectations))(
    'paints a %s tag in %s for light and dark themes',
    (color, classes) => {
      render(<TagBadge tag={{ name: 'Tag', color: color as keyof typeof expectations }} />);
      const badge = screen.getByText('Tag');
      expect(badge).toHaveClass(...classes);
      // One colour per badge: no class of another colour leaks in.
      const others = Object.keys(expectations).filter((other) => other !== color && other !== 'gray');
      for (const other of others) expect(badge.className).not.toMatch(new RegExp(`-${other}-`));
    },
  );

  it('falls back to gray for a colour it does not know', () => {
    render(<TagBadge tag={{ name: 'Odd', color: 'teal' as 'gray' }} />);
    expect(screen.getByText('Odd')).toHaveClass('bg-slate-100', 'text-slate-800');
  });
});
