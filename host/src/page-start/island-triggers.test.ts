import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ISLAND_HYDRATED_ATTRIBUTE,
  ISLAND_HYDRATED_EVENT,
  ISLAND_WANTED_EVENT,
  handleEarlyClicks,
  watchIslands,
} from './island-triggers';

const page = () => {
  document.body.innerHTML = `
    <div data-island="technologies"><a href="/?tech=react#projects">React</a></div>
    <div data-island="projects"><button type="button">Show project 2 of 3</button></div>`;
  return {
    technologies: document.querySelector<HTMLElement>('[data-island="technologies"]')!,
    projects: document.querySelector<HTMLElement>('[data-island="projects"]')!,
  };
};

const wantedIslands = () =>
  [...document.querySelectorAll('[data-island-wanted]')].map((element) =>
    element.getAttribute('data-island'),
  );

describe('watchIslands', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('asks for nothing until the visitor reaches for an island, then for that one, loading once', () => {
    const { technologies, projects } = page();
    const firstAsked = vi.fn();
    const asked: string[] = [];
    document.addEventListener(ISLAND_WANTED_EVENT, (event) =>
      asked.push((event as CustomEvent<Element>).detail.getAttribute('data-island')!),
    );
    stop = watchIslands(firstAsked);
    expect(firstAsked).not.toHaveBeenCalled();

    technologies.dispatchEvent(new Event('pointerenter'));
    expect(wantedIslands()).toEqual(['technologies']);
    projects.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    technologies.dispatchEvent(new Event('touchstart'));
    expect(wantedIslands()).toEqual(['technologies', 'projects']);
    expect(asked).toEqual(['technologies', 'projects']);
    expect(firstAsked).toHaveBeenCalledTimes(1);
  });

  it('asks for an island that comes into view', () => {
    const { projects } = page();
    let report: IntersectionObserverCallback = () => {};
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          report = callback;
        }
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    stop = watchIslands(() => {});
    report([{ isIntersecting: true, target: projects } as unknown as IntersectionObserverEntry], {} as never);
    expect(wantedIslands()).toEqual(['projects']);
    vi.unstubAllGlobals();
  });

  it('leaves an island that waits for the visitor out of view watching: only reaching for it asks for it', () => {
    document.body.innerHTML = `<div data-island="contact" data-island-on-interaction><input name="name"></div>`;
    const contact = document.querySelector('[data-island="contact"]')!;
    const observed: Element[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe(target: Element) {
          observed.push(target);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    stop = watchIslands(() => {});
    expect(observed).toEqual([]);
    contact.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(wantedIslands()).toEqual(['contact']);
    vi.unstubAllGlobals();
  });
});

describe('handleEarlyClicks', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    window.history.replaceState(null, '', '/');
  });

  it('holds a click on a button of an island not yet hydrated, and replays it once the island is', () => {
    const { projects } = page();
    const stop = handleEarlyClicks(() => {});
    const button = projects.querySelector('button')!;
    const clicks = vi.fn();
    button.addEventListener('click', clicks);

    button.click();
    expect(clicks).not.toHaveBeenCalled();
    projects.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
    document.dispatchEvent(new CustomEvent(ISLAND_HYDRATED_EVENT, { detail: projects }));
    expect(clicks).toHaveBeenCalledTimes(1);
    stop();
  });

  it('changes the address in place for a link to this page, asking for every island', () => {
    const { technologies } = page();
    const wantAll = vi.fn();
    const stop = handleEarlyClicks(wantAll);
    window.scrollTo = vi.fn() as typeof window.scrollTo;
    technologies.querySelector('a')!.click();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/?tech=react#projects',
    );
    expect(wantAll).toHaveBeenCalledTimes(1);
    stop();
  });

  it('leaves a link to another page to the browser, and a hydrated island to React', () => {
    const { technologies } = page();
    const wantAll = vi.fn();
    const stop = handleEarlyClicks(wantAll);
    const link = technologies.querySelector('a')!;
    link.href = '/projects/portfolio';
    const toAnotherPage = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(toAnotherPage);
    expect(toAnotherPage.defaultPrevented).toBe(false);

    link.href = '/?tech=react#projects';
    technologies.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, '');
    const hydrated = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(hydrated);
    expect(hydrated.defaultPrevented).toBe(false);
    expect(wantAll).not.toHaveBeenCalled();
    stop();
  });
});
