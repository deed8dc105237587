import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { renderWithProviders } from '@portfolio/ui/testing/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { projects, react, typescript } from '../../test/fixtures';
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
    renderWithProviders(<ProjectsCarousel projects={projects} />);
    for (const project of projects) {
      const card = article(project.name);
      expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(project.name);
      expect(card).toHaveTextContent(project.description);
      expect(card.closest('.swiper-slide')).not.toBeNull();
    }
  });

  it('shows the covers at the size of their slot, the first one at once, the others lazily', () => {
    renderWithProviders(<ProjectsCarousel projects={[projects[1]!, projects[0]!]} />);
    const cover = article('Trail Planner').querySelector('img[src="/api/uploads/projects/trails.webp"]');
    expect(cover).toHaveAttribute('width', '800');
    expect(cover).toHaveAttribute('height', '450');
    expect(cover).toHaveAttribute(
      'srcset',
      '/api/uploads/projects/trails.160w.webp 160w, /api/uploads/projects/trails.400w.webp 400w, ' +
        '/api/uploads/projects/trails.800w.webp 800w',
    );
    expect(cover).toHaveAttribute(
      'sizes',
      '(min-width: 854px) 376px, (min-width: 464px) calc(45vw - 8px), 90vw',
    );
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('decoding', 'async');
  });

  it('draws a cover in the colours of a project that has none, with its name and logos', () => {
    renderWithProviders(<ProjectsCarousel projects={projects} />);
    const generated = within(article('Portfolio')).getByTestId('generated-cover');
    expect(generated).toHaveAttribute('aria-hidden', 'true');
    expect(generated).toHaveTextContent('Portfolio');
    expect([...generated.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      typescript.icon,
      react.icon,
    ]);
    // A later slide's images wait for the visitor.
    for (const image of article('Invoice API').querySelectorAll('img'))
      expect(image).toHaveAttribute('loading', 'lazy');
  });

  it("names the project's technologies on the card, with their logos", () => {
    renderWithProviders(<ProjectsCarousel projects={projects} />);
    const portfolio = within(article('Portfolio')).getByRole('list', { name: 'Portfolio technologies' });
    expect(
      within(portfolio)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['TypeScript', 'React']);
    expect(portfolio.querySelectorAll('img')).toHaveLength(2);
    expect(within(article('Trail Planner')).getByText('Docker')).toBeInTheDocument();
  });

  it('links the domain, the repository and the details only when set, in a new tab', () => {
    renderWithProviders(<ProjectsCarousel projects={projects} />);
    const trail = within(article('Trail Planner'));
    const expected = [
      ['Live site of Trail Planner (opens in a new tab)', 'https://trails.example.com'],
      ['Source code of Trail Planner (opens in a new tab)', 'https://github.com/example/trails'],
      ['Write-up of Trail Planner (opens in a new tab)', 'https://notion.example.com/trails'],
    ];
    for (const [name, href] of expected) {
      const link = trail.getByRole('link', { name });
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    // Besides its name, which leads to its page.
    expect(within(article('Portfolio')).getAllByRole('link')).toHaveLength(2);
    expect(within(article('Invoice API')).getAllByRole('link')).toHaveLength(1);
  });

  it('names each project with a link to its own page', () => {
    renderWithProviders(<ProjectsCarousel projects={projects} />);
    for (const project of projects)
      expect(within(article(project.name)).getByRole('link', { name: project.name })).toHaveAttribute(
        'href',
        `/projects/${project.slug}`,
      );
  });

  it('plays by itself and offers a Pause control that stops it and a Play control that restarts it', async () => {
    preferReducedMotion(false);
    renderWithProviders(<ProjectsCarousel projects={projects} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pause the projects slideshow' }));
    await userEvent.click(screen.getByRole('button', { name: 'Play the projects slideshow' }));
    expect(screen.getByRole('button', { name: 'Pause the projects slideshow' })).toBeInTheDocument();
  });

  it('stays still when the visitor prefers reduced motion, until they press Play', async () => {
    preferReducedMotion(true);
    renderWithProviders(<ProjectsCarousel projects={projects} />);
    await userEvent.click(screen.getByRole('button', { name: 'Play the projects slideshow' }));
    expect(screen.getByRole('button', { name: 'Pause the projects slideshow' })).toBeInTheDocument();
  });

  it("comes alive over the server's markup for a visitor who prefers reduced motion, still until Play", async () => {
    // The server cannot know the setting: it draws the moving carousel, which the browser rebuilds still at once.
    preferReducedMotion(true);
    const carousel = (
      <MemoryRouter>
        <ProjectsCarousel projects={projects} />
      </MemoryRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(carousel);
    document.body.append(container);
    await act(async () => void hydrateRoot(container, carousel));
    await userEvent.click(await screen.findByRole('button', { name: 'Play the projects slideshow' }));
    expect(screen.getByRole('button', { name: 'Pause the projects slideshow' })).toBeInTheDocument();
    container.remove();
  });

  it('puts the Pause control before the slides and the bullets after them', () => {
    renderWithProviders(<ProjectsCarousel projects={projects} />);
    const pause = screen.getByRole('button', { name: 'Pause the projects slideshow' });
    const firstSlide = article('Portfolio');
    const bullets = screen.getByRole('group', { name: 'Choose a project' });
    expect(pause.compareDocumentPosition(firstSlide) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(firstSlide.compareDocumentPosition(bullets) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has a bullet button per project, named after it, the current one marked and told as "1 / 3"', async () => {
    renderWithProviders(<ProjectsCarousel projects={projects} />);
    const bullets = within(screen.getByRole('group', { name: 'Choose a project' })).getAllByRole('button');
    expect(bullets.map((bullet) => bullet.getAttribute('aria-label'))).toEqual([
      'Show project 1 of 3: Portfolio',
      'Show project 2 of 3: Trail Planner',
      'Show project 3 of 3: Invoice API',
    ]);
    expect(bullets.map((bullet) => bullet.getAttribute('aria-current'))).toEqual(['true', null, null]);
    expect(screen.getByText('Project 1 / 3: Portfolio')).toHaveClass('sr-only');

    await userEvent.click(screen.getByRole('button', { name: 'Pause the projects slideshow' }));
    await userEvent.click(bullets[2]!);
    await waitFor(() => expect(bullets[2]).toHaveAttribute('aria-current', 'true'));
    expect(bullets[0]).not.toHaveAttribute('aria-current');
    // Paused, the position is announced as the visitor moves the slideshow.
    const position = screen.getByText('Project 3 / 3: Invoice API');
    expect(position).toHaveAttribute('aria-live', 'polite');
  });

  it('offers neither Pause nor bullets when every project is in view (two on a wide screen)', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query.startsWith('(min-width'),
        media: query,
        addEventListener: vi.fn(),
        removeEventListener: vi.fn(),
      })),
    );
    renderWithProviders(<ProjectsCarousel projects={projects.slice(0, 2)} />);
    expect(await screen.findByRole('article', { name: 'Trail Planner' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button')).not.toBeInTheDocument());
    expect(screen.queryByRole('group', { name: 'Choose a project' })).not.toBeInTheDocument();
  });

  it('says so when there are no projects yet', () => {
    renderWithProviders(<ProjectsCarousel projects={[]} />);
    expect(screen.getByText('No projects to show yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
