import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projects } from '../../test/fixtures';
import { ProjectsCarousel } from './ProjectsCarousel';

const article = (name: string) => screen.getByRole('article', { name });

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

// Swiper reads its breakpoints through matchMedia, which jsdom lacks.
beforeEach(() => preferReducedMotion(false));
afterEach(() => vi.unstubAllGlobals());

describe('ProjectsCarousel', () => {
  it('puts every project on a slide with its name and description', () => {
    render(<ProjectsCarousel projects={projects} />);
    for (const project of projects) {
      const card = article(project.name);
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(project.name);
      expect(card).toHaveTextContent(project.description);
      expect(card.closest('.swiper-slide')).not.toBeNull();
    }
  });

  it('shows the cover, sized and lazy, or a placeholder when there is none', () => {
    render(<ProjectsCarousel projects={projects} />);
    const cover = article('Trail Planner').querySelector('img[src="https://images.example.com/trails.webp"]');
    expect(cover).toHaveAttribute('width', '800');
    expect(cover).toHaveAttribute('height', '450');
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover).toHaveAttribute('decoding', 'async');
    expect(within(article('Portfolio')).getByTestId('cover-placeholder')).toBeInTheDocument();
  });

  it("shows the icons of the project's technologies, or their names without an icon", () => {
    render(<ProjectsCarousel projects={projects} />);
    const portfolio = within(article('Portfolio')).getByRole('list', { name: 'Portfolio technologies' });
    expect(within(portfolio).getByRole('img', { name: 'TypeScript' })).toHaveAttribute('loading', 'lazy');
    expect(within(portfolio).getByRole('img', { name: 'React' })).toBeInTheDocument();
    expect(within(article('Trail Planner')).getByText('Docker')).toBeInTheDocument();
  });

  it('links the domain, the repository and the details only when set, in a new tab', () => {
    render(<ProjectsCarousel projects={projects} />);
    const trail = within(article('Trail Planner'));
    const expected = [
      ['Website of Trail Planner (opens in a new tab)', 'https://trails.example.com'],
      ['Source code of Trail Planner (opens in a new tab)', 'https://github.com/example/trails'],
      ['Details of Trail Planner (opens in a new tab)', 'https://notion.example.com/trails'],
    ];
    for (const [name, href] of expected) {
      const link = trail.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(within(article('Portfolio')).getAllByRole('link')).toHaveLength(1);
    expect(within(article('Invoice API')).queryAllByRole('link')).toHaveLength(0);
  });

  it('plays by itself and offers a Pause control that stops it and a Play control that restarts it', async () => {
    preferReducedMotion(false);
    render(<ProjectsCarousel projects={projects} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pause the projects slideshow' }));
    await userEvent.click(screen.getByRole('button', { name: 'Play the projects slideshow' }));
    expect(screen.getByRole('button', { name: 'Pause the projects slideshow' })).toBeInTheDocument();
  });

  it('stays still when the visitor prefers reduced motion, until they press Play', async () => {
    preferReducedMotion(true);
    render(<ProjectsCarousel projects={projects} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play the projects slideshow' }));
    expect(screen.getByRole('button', { name: 'Pause the projects slideshow' })).toBeInTheDocument();
  });

  it('says so when there are no projects yet', () => {
    render(<ProjectsCarousel projects={[]} />);
    expect(screen.getByText('No projects to show yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
