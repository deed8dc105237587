import { saveToken } from '@portfolio/shared/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createStore, Provider } from '@portfolio/shared/state';
import { useEffect, useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, LocationProbe } from '../../test-utils';
import { PublicLayout } from './PublicLayout';

const SECTION_TOP = { about: 100, experience: 900, 'my-stack': 1700, projects: 2500 };

/** Stands in for the public remote's home page: the four sections, laid out at known offsets. */
function HomeSections() {
  return (
    <>
      {Object.entries(SECTION_TOP).map(([id, top]) => (
        <section
          key={id}
          id={id}
          ref={(element) => {
            if (element) element.getBoundingClientRect = () => ({ top }) as DOMRect;
          }}
        >
          {id}
        </section>
      ))}
    </>
  );
}

function LateHomeSections() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLoaded(true), 1500);
    return () => clearTimeout(timer);
  }, []);
  return loaded ? <HomeSections /> : <p>Loading the portfolio…</p>;
}

function renderAt(path: string, home = <HomeSections />) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <Provider store={createStore()}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route element={<PublicLayout />}>
              <Route index element={home} />
              <Route path="login" element={<p>login form</p>} />
              <Route path="projects/*" element={<p>every project</p>} />
            </Route>
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </Provider>
    </QueryClientProvider>,
  );
}

const lastScrollY = () => vi.mocked(window.scrollTo).mock.lastCall?.[1];

describe('PublicLayout', () => {
  beforeEach(() => {
    window.scrollTo = vi.fn() as typeof window.scrollTo;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse({ id: 1, firstName: 'Ada', lastName: 'Lovelace', avatar: '/uploads/ada.png' }),
      ),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("links the owner's avatar to /login", async () => {
    renderAt('/');
    const avatarLink = screen.getByRole('link', { name: 'Sign in' });
    expect(avatarLink).toHaveAttribute('href', '/login');
    // The image is decorative: the link's name says where it goes.
    await vi.waitFor(() =>
      expect(avatarLink.querySelector('img')).toHaveAttribute('src', '/uploads/ada.png'),
    );
  });

  it('has the anchors About, Experience and My stack, Projects to the page of every project, and Contact', () => {
    renderAt('/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['About', '/#about'],
      ['Experience', '/#experience'],
      ['My stack', '/#my-stack'],
      ['Projects', '/projects'],
    ]);
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toBeInTheDocument();
  });

  it('scrolls smoothly to the section over 1000 ms', () => {
    vi.useFakeTimers();
    renderAt('/');
    fireEvent.click(screen.getByRole('link', { name: 'My stack' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/#my-stack');

    act(() => vi.advanceTimersByTime(500));
    const halfway = lastScrollY();
    expect(halfway).toBeGreaterThan(0);
    expect(halfway).toBeLessThan(SECTION_TOP['my-stack']);

    act(() => vi.advanceTimersByTime(600));
    expect(lastScrollY()).toBe(SECTION_TOP['my-stack']);
  });

  it("stops when the visitor scrolls with the wheel: the visitor's scrolling wins", () => {
    vi.useFakeTimers();
    renderAt('/');
    fireEvent.click(screen.getByRole('link', { name: 'My stack' }));
    act(() => vi.advanceTimersByTime(300));
    const calls = vi.mocked(window.scrollTo).mock.calls.length;
    fireEvent.wheel(window);
    act(() => vi.advanceTimersByTime(1000));
    expect(vi.mocked(window.scrollTo).mock.calls.length).toBe(calls);
    expect(lastScrollY()).toBeLessThan(SECTION_TOP['my-stack']);
  });

  it('from another route goes to the home page first, then scrolls', () => {
    vi.useFakeTimers();
    renderAt('/login');
    expect(screen.getByText('login form')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('link', { name: 'My stack' }));

    expect(screen.getByTestId('location')).toHaveTextContent('/#my-stack');
    expect(screen.getByText('my-stack')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1100));
    expect(lastScrollY()).toBe(SECTION_TOP['my-stack']);
  });

  it("marks Projects as the current page on /projects and on a project's page, never on the home page", () => {
    for (const [path, current] of [
      ['/projects', 'page'],
      ['/projects/trail-planner', 'page'],
      ['/', null],
    ] as const) {
      const { unmount } = renderAt(path);
      expect(screen.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects');
      if (current)
        expect(screen.getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', current);
      else expect(screen.getByRole('link', { name: 'Projects' })).not.toHaveAttribute('aria-current');
      unmount();
    }
  });

  it('scrolls to the section of a link opened directly (/#experience)', async () => {
    renderAt('/#experience');
    await vi.waitFor(() => expect(lastScrollY()).toBe(SECTION_TOP.experience), { timeout: 3000 });
  });

  it('waits for sections that arrive after the navigation, as the remote loads late', async () => {
    vi.useFakeTimers();
    renderAt('/login', <LateHomeSections />);
    fireEvent.click(screen.getByRole('link', { name: 'About' }));
    act(() => vi.advanceTimersByTime(1000));
    expect(window.scrollTo).not.toHaveBeenCalled();

    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(screen.getByText('about')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1100));
    expect(lastScrollY()).toBe(SECTION_TOP.about);
  });
});

describe('PublicLayout: the page around the content', () => {
  const owner = {
    id: 1,
    firstName: 'Ada',
    lastName: 'Lovelace',
    professionalTitle: 'Analyst',
    avatar: '/api/uploads/avatars/ada.png',
    github: 'https://github.com/ada',
    linkedin: null,
    notionResume: null,
    email: 'ada@example.com',
    accent: 'rose',
    location: 'London',
    timeZone: 'Europe/London',
    signOff: 'Write to me about engines.',
  };
  beforeEach(() => {
    window.scrollTo = vi.fn() as typeof window.scrollTo;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse(owner)),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStorage.clear();
  });

  it('shows the avatar at its size with its variants, as the way to sign in', async () => {
    renderAt('/');
    const link = screen.getByRole('link', { name: 'Sign in' });
    const image = await vi.waitFor(() => {
      const found = link.querySelector('img');
      if (!found) throw new Error('no avatar yet');
      return found;
    });
    expect(image).toHaveAttribute('width', '40');
    expect(image).toHaveAttribute('height', '40');
    expect(image).toHaveAttribute(
      'srcset',
      expect.stringContaining('/api/uploads/avatars/ada.400w.webp 400w'),
    );
  });

  it('says "Admin" and leads to /admin when the owner is signed in', () => {
    saveToken('header.payload.signature');
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('says "Admin" from its first render in a browser whose signed_in hint says it is signed in, asking nothing', () => {
    document.cookie = 'signed_in=1; path=/';
    try {
      renderAt('/');
      expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
      expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).not.toContainEqual(
        expect.stringContaining('/auth/'),
      );
    } finally {
      document.cookie = 'signed_in=; path=/; max-age=0';
    }
  });

  it('ends with a footer: the name, the profile links and the year the profile was read', async () => {
    renderAt('/');
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent('Ada Lovelace');
    expect(footer).toHaveTextContent(`© ${new Date().getUTCFullYear()}`);
    // The title is the about section's: written once on the page.
    expect(footer).not.toHaveTextContent('Analyst');
    expect(within(footer).getByRole('link', { name: 'GitHub (opens in a new tab)' })).toHaveAttribute(
      'href',
      owner.github,
    );
    // The mail icon leads to the contact form, which keeps the address out of reach of address harvesters.
    expect(within(footer).getByRole('link', { name: 'Write to Ada' })).toHaveAttribute('href', '/contact');
    expect(within(footer).queryByRole('link', { name: /ada@example\.com/ })).not.toBeInTheDocument();
    expect(within(footer).queryByRole('link', { name: /LinkedIn/ })).not.toBeInTheDocument();
  });

  it('says in the footer what the header does not: the sign-off, the place and its time zone with its offset', async () => {
    renderAt('/');
    const footer = await screen.findByRole('contentinfo');
    expect(footer).toHaveTextContent('Write to me about engines.');
    expect(within(footer).getByText(/^London · Europe\/London \(UTC(\+1)?\)$/)).toBeInTheDocument();
    expect(screen.getByRole('banner')).not.toHaveTextContent('London');
  });

  it("sets the owner's accent for both themes around the page, for the stylesheet to pick the theme's", async () => {
    const { container } = renderAt('/');
    await screen.findByRole('contentinfo');
    const scope = container.querySelector('[data-accent-scope]') as HTMLElement;
    expect(scope.style.getPropertyValue('--accent-light-text')).toBe('#be123c');
    expect(scope.style.getPropertyValue('--accent-dark-text')).toBe('#fda4af');
    expect(scope.style.getPropertyValue('--accent-light-on-fill')).toBe('#ffffff');
    expect(scope).toContainElement(screen.getByRole('banner'));
    expect(scope).toContainElement(screen.getByRole('contentinfo'));
  });

  it('starts with a link that skips to the content and focuses it, leaving the address alone', () => {
    renderAt('/');
    const skip = screen.getAllByRole('link')[0]!;
    expect(skip).toHaveTextContent('Skip to content');
    fireEvent.click(skip);
    expect(document.activeElement).toBe(screen.getByRole('main'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });

  it("marks the header's link to the section being read, following the scroll", async () => {
    const tops: Record<string, number> = { about: 0, experience: 700, 'my-stack': 1500, projects: 2300 };
    function MovingSections() {
      return (
        <>
          {Object.keys(tops).map((id) => (
            <section
              key={id}
              id={id}
              ref={(element) => {
                if (element) element.getBoundingClientRect = () => ({ top: tops[id] }) as DOMRect;
              }}
            />
          ))}
        </>
      );
    }
    renderAt('/', <MovingSections />);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const current = () =>
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'true')
        .map((link) => link.textContent);
    await vi.waitFor(() => expect(current()).toEqual(['About']));

    Object.assign(tops, { about: -1500, experience: -800, 'my-stack': 0, projects: 800 });
    fireEvent.scroll(window);
    await vi.waitFor(() => expect(current()).toEqual(['My stack']));
  });

  it('marks no section on other pages', () => {
    renderAt('/login');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((link) => link.hasAttribute('aria-current')),
    ).toEqual([]);
  });
});
