import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { docker, react, typescript } from '../../test/fixtures';
import { renderWithProviders } from '@portfolio/ui/testing/render';
import { TechnologyGrid } from './TechnologyGrid';
import { TagBadge } from '@portfolio/ui/TagBadge';

describe('TechnologyGrid', () => {
  const renderGrid = (props: Partial<Parameters<typeof TechnologyGrid>[0]> = {}) =>
    renderWithProviders(<TechnologyGrid technologies={[typescript, react, docker]} {...props} />);

  it('shows every technology with its logo, or a monogram tile in its own colours without one', () => {
    const { container } = renderGrid();
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
    expect(screen.getByTestId('monogram-tile')).toHaveTextContent('Do');
  });

  it('offers the WebP variants of an uploaded logo, SVG or raster, for the 40 px slot', () => {
    for (const icon of ['/api/uploads/technologies/docker.png', '/api/uploads/technologies/docker.svg']) {
      const { unmount } = renderWithProviders(<TechnologyGrid technologies={[{ ...docker, icon }]} />);
      const image = document.querySelector('img');
      expect(image).toHaveAttribute(
        'srcset',
        '/api/uploads/technologies/docker.160w.webp 160w, /api/uploads/technologies/docker.400w.webp 400w, ' +
          '/api/uploads/technologies/docker.800w.webp 800w',
      );
      expect(image).toHaveAttribute('sizes', '40px');
      unmount();
    }
  });

  it('shows the tags of each technology as badges', () => {
    renderGrid();
    const tags = screen.getByRole('list', { name: 'TypeScript tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Language', 'Frontend']);
    expect(screen.queryByRole('list', { name: 'Docker tags' })).not.toBeInTheDocument();
  });

  it('links each technology to the projects built with it, and says how many there are', () => {
    renderGrid({
      projectCounts: new Map([
        ['typescript', 2],
        ['react', 1],
      ]),
    });
    expect(screen.getByText('Choose a technology to see the projects built with it.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'TypeScript' })).toHaveAttribute(
      'href',
      '/?tech=typescript#projects',
    );
    expect(screen.getByRole('link', { name: 'React' })).toHaveAttribute('href', '/?tech=react#projects');
    expect(screen.getByText('2 projects')).toBeInTheDocument();
    expect(screen.getByText('1 project')).toBeInTheDocument();
    expect(screen.getByText('No projects yet')).toBeInTheDocument();
  });

  it("paints every tag in one neutral style that takes the accent with its card, the chosen card's in the accent", () => {
    renderGrid({ chosen: 'react' });
    const badges = (name: string) =>
      within(screen.getByRole('list', { name: `${name} tags` }))
        .getAllByRole('listitem')
        .map((item) => item.firstElementChild as HTMLElement);
    // TypeScript's tags are of two colours in the fixtures: on the site both look alike.
    for (const badge of badges('TypeScript')) {
      expect(badge).toHaveClass(
        'bg-slate-100',
        'text-slate-700',
        'group-hover:text-(--accent-text)',
        'group-focus-within:text-(--accent-text)',
      );
      expect(badge).not.toHaveAttribute('data-color');
      expect(badge.className).not.toMatch(/-(blue|red|green|yellow|indigo|purple|pink)-/);
    }
    // The owner's accent, whichever it is: the public pages set it as custom properties (ui/src/styles/accent.ts).
    for (const badge of badges('React')) expect(badge).toHaveClass('bg-white', 'text-(--accent-text)');
    expect(screen.getByRole('link', { name: 'TypeScript' }).closest('li')).toHaveClass('group');
  });

  it('marks the technology whose projects are shown as the current one', () => {
    renderGrid({ chosen: 'react' });
    expect(screen.getByRole('link', { name: 'React' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('link', { name: 'TypeScript' })).not.toHaveAttribute('aria-current');
  });

  it('says so when there are no technologies yet', () => {
    renderWithProviders(<TechnologyGrid technologies={[]} />);
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
