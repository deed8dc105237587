import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADDRESS_CHANGED_EVENT, enhanceHeaderLinks, markSignedIn } from './header-links';

// The header as the server renders it, with sections whose tops the test decides (jsdom has no layout).
const tops: Record<string, number> = {};
function serverPage() {
  document.body.innerHTML = `
    <a href="#main" data-skip-link>Skip to content</a>
    <a href="/login" aria-label="Sign in" title="Sign in" data-account-link><img alt=""></a>
    <nav aria-label="Main">
      <a href="/#about" data-section-link="about">About</a>
      <a href="/#experience" data-section-link="experience">Experience</a>
      <a href="/#my-stack" data-section-link="my-stack">My stack</a>
      <a href="/#projects" data-section-link="projects">Projects</a>
    </nav>
    <main id="main" tabindex="-1">
      <section id="about"></section><section id="experience"></section>
      <section id="my-stack"></section><section id="projects"></section>
    </main>`;
  for (const section of document.querySelectorAll('section'))
    section.getBoundingClientRect = () => ({ top: tops[section.id] ?? 0 }) as DOMRect;
}
const current = () => [...document.querySelectorAll('[aria-current="true"]')].map((link) => link.textContent);

describe('enhanceHeaderLinks', () => {
  let stop = () => {};
  beforeEach(() => {
    Object.assign(tops, { about: 0, experience: 700, 'my-stack': 1500, projects: 2300 });
    window.history.replaceState(null, '', '/');
    window.scrollTo = vi.fn() as typeof window.scrollTo;
    serverPage();
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('marks the section being read, following the scroll', async () => {
    stop = enhanceHeaderLinks();
    await vi.waitFor(() => expect(current()).toEqual(['About']));
    Object.assign(tops, { about: -1500, experience: -800, 'my-stack': 0, projects: 800 });
    window.dispatchEvent(new Event('scroll'));
    await vi.waitFor(() => expect(current()).toEqual(['My stack']));
  });

  it('scrolls smoothly to a section, with the section in the address, and tells the islands', () => {
    vi.useFakeTimers();
    const told = vi.fn();
    window.addEventListener(ADDRESS_CHANGED_EVENT, told);
    stop = enhanceHeaderLinks();
    document.querySelector<HTMLElement>('[data-section-link="projects"]')!.click();
    expect(window.location.hash).toBe('#projects');
    expect(told).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1100);
    expect(vi.mocked(window.scrollTo).mock.lastCall?.[1]).toBe(2300);
    window.removeEventListener(ADDRESS_CHANGED_EVENT, told);
  });

  it('focuses the content from the skip link, leaving the address alone', () => {
    stop = enhanceHeaderLinks();
    document.querySelector<HTMLElement>('[data-skip-link]')!.click();
    expect(document.activeElement).toBe(document.getElementById('main'));
    expect(window.location.hash).toBe('');
  });

  it('leaves the anchors to the browser on another page, which loads the home page', () => {
    window.history.replaceState(null, '', '/projects');
    stop = enhanceHeaderLinks();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('[data-section-link="projects"]')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(current()).toEqual([]);
  });
});

describe('markSignedIn', () => {
  beforeEach(serverPage);
  afterEach(() => {
    document.cookie = 'signed_in=; path=/; max-age=0';
  });
  const avatar = () => document.querySelector('[data-account-link]')!;

  it("turns the avatar into 'Admin', leading to /admin, in a browser with the signed_in hint", () => {
    document.cookie = 'theme=dark; path=/';
    document.cookie = 'signed_in=1; path=/';
    markSignedIn();
    expect(avatar()).toHaveAttribute('href', '/admin');
    expect(avatar()).toHaveAttribute('aria-label', 'Admin');
    expect(avatar()).toHaveAttribute('title', 'Admin');
  });

  it("leaves 'Sign in' to a browser without it", () => {
    markSignedIn();
    expect(avatar()).toHaveAttribute('href', '/login');
    expect(avatar()).toHaveAttribute('aria-label', 'Sign in');
  });
});
