import { ISLAND_ATTRIBUTE } from '@portfolio/shared/remotes';

/** Set on an island's container once something asked for it; the hydrating code takes it from there. */
export const ISLAND_WANTED_ATTRIBUTE = 'data-island-wanted';
/** Dispatched on `document` with the container as `detail` each time an island is asked for. */
export const ISLAND_WANTED_EVENT = 'portfolio:island-wanted';
/** Set on an island's container once React has hydrated it. */
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-island-hydrated';
/** Dispatched on `document` with the container as `detail` once React has hydrated it. */
export const ISLAND_HYDRATED_EVENT = 'portfolio:island-hydrated';

/**
 * What asks for an island: the visitor reaching for it (a pointer entering it, focus moving into it, a finger
 * touching it: each comes before the click it may lead to) or the island scrolling into view.
 */
const INTERACTIONS = ['pointerenter', 'focusin', 'touchstart'] as const;

/** Asks for `container`'s island, once; `firstAsked` runs on the page's first. */
export function wantIsland(container: Element, firstAsked: () => void) {
  if (container.hasAttribute(ISLAND_WANTED_ATTRIBUTE)) return;
  if (!document.querySelector(`[${ISLAND_WANTED_ATTRIBUTE}]`)) firstAsked();
  container.setAttribute(ISLAND_WANTED_ATTRIBUTE, '');
  document.dispatchEvent(new CustomEvent(ISLAND_WANTED_EVENT, { detail: container }));
}

/**
 * Watches every island of the page for what asks for it. `firstAsked` runs when the first island is asked for:
 * nothing is hydrated, nor any of its code fetched, before. Returns a function that stops watching.
 */
export function watchIslands(firstAsked: () => void): () => void {
  const containers = [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)];
  const stops: (() => void)[] = [];
  const observer =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver((entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            observer?.unobserve(entry.target);
            wantIsland(entry.target, firstAsked);
          }
        })
      : undefined;
  for (const container of containers) {
    const want = () => wantIsland(container, firstAsked);
    for (const type of INTERACTIONS) {
      container.addEventListener(type, want, { once: true, passive: true });
      stops.push(() => container.removeEventListener(type, want));
    }
    observer?.observe(container);
  }
  return () => {
    observer?.disconnect();
    for (const stop of stops) stop();
  };
}

/**
 * React does not replay a click that arrives before it hydrated the button: the first click on a button of an
 * island not yet hydrated is held, and replayed once the island is (a link needs nothing of the kind: it is a
 * link). The pointer entering the island asked for it just before, so the wait is the hydration's. Returns a
 * function that stops holding.
 */
export function replayEarlyClicks(): () => void {
  const held = new Map<Element, HTMLElement>();
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const container = target?.closest(`[${ISLAND_ATTRIBUTE}]`);
    const button = target?.closest('button');
    if (!container || !button || !container.contains(button)) return;
    if (container.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.set(container, button);
  };
  const onHydrated = (event: Event) => {
    const container = (event as CustomEvent<unknown>).detail;
    if (!(container instanceof Element)) return;
    const button = held.get(container);
    held.delete(container);
    button?.click();
  };
  document.addEventListener('click', onClick, true);
  document.addEventListener(ISLAND_HYDRATED_EVENT, onHydrated);
  return () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener(ISLAND_HYDRATED_EVENT, onHydrated);
  };
}
