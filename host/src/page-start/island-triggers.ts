import { ISLAND_ATTRIBUTE, ISLAND_ON_INTERACTION_ATTRIBUTE } from '@portfolio/shared/remotes';
import { changeAddressInPlace, modified } from '../features/shell/header-links';

/** Set on an island's container once something asked for it; the hydrating code takes it from there. */
export const ISLAND_WANTED_ATTRIBUTE = 'data-island-wanted';
/** Dispatched on `document` with the container as `detail` each time an island is asked for. */
export const ISLAND_WANTED_EVENT = 'portfolio:island-wanted';
/** Set on an island's container once React has hydrated it. */
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-island-hydrated';
/** Set on an island's container when its code could not be loaded: it stays as the server rendered it. */
export const ISLAND_FAILED_ATTRIBUTE = 'data-island-failed';
/** Dispatched on `document` with the container as `detail` once React has hydrated it. */
export const ISLAND_HYDRATED_EVENT = 'portfolio:island-hydrated';

/**
 * What asks for an island: the visitor reaching for it (a pointer entering it, focus moving into it, a finger
 * touching it: each comes before the click it may lead to) or the island scrolling into view (unless it is marked
 * to wait for the visitor, `ISLAND_ON_INTERACTION_ATTRIBUTE`).
 */
const INTERACTIONS = ['pointerenter', 'focusin', 'touchstart'] as const;

/** Asks for `container`'s island, once; `firstAsked` runs on the page's first. */
export function wantIsland(container: Element, firstAsked: () => void) {
  if (container.hasAttribute(ISLAND_WANTED_ATTRIBUTE)) return;
  if (!document.querySelector(`[${ISLAND_WANTED_ATTRIBUTE}]`)) firstAsked();
  container.setAttribute(ISLAND_WANTED_ATTRIBUTE, '');
  document.dispatchEvent(new CustomEvent(ISLAND_WANTED_EVENT, { detail: container }));
}

/** Asks for every island of the page: what one follows, the address, has changed. */
export function wantEveryIsland(firstAsked: () => void) {
  for (const container of document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`))
    wantIsland(container, firstAsked);
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
    if (!container.hasAttribute(ISLAND_ON_INTERACTION_ATTRIBUTE)) observer?.observe(container);
  }
  return () => {
    observer?.disconnect();
    for (const stop of stops) stop();
  };
}

/**
 * How long a filter chosen before the islands were hydrated waits for them; then the page is loaded from the
 * server at its new address, which renders it filtered.
 */
const HYDRATION_DEADLINE_MS = 10_000;

/**
 * A click in an island React has not hydrated yet (React replays none):
 * - on a button: held, and replayed once the island is hydrated (the pointer entering the island asked for it
 *   just before, so the wait is the hydration's);
 * - on a link to this same page (the stack's filter): the address changes in place at once, as once hydrated,
 *   and every island is asked for: each hydrates with the address the server rendered, then follows the new one.
 *   Should they not be hydrated in time, the page at the new address is loaded from the server;
 * - on a link to another page: nothing, it is a link.
 * `wantAll` asks for every island. Returns a function that stops it.
 */
export function handleEarlyClicks(wantAll: () => void): () => void {
  const held = new Map<Element, HTMLElement>();
  let deadline: ReturnType<typeof setTimeout> | undefined;
  const everyIslandHydrated = () =>
    [...document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)].every((container) =>
      container.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE),
    );
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const container = target?.closest(`[${ISLAND_ATTRIBUTE}]`);
    if (!container || container.hasAttribute(ISLAND_HYDRATED_ATTRIBUTE)) return;
    // An island that cannot be hydrated keeps the server's page: its links lead to the server's pages.
    if (container.hasAttribute(ISLAND_FAILED_ATTRIBUTE)) return;
    const button = target?.closest('button');
    const link = target?.closest('a');
    if (button && container.contains(button)) {
      event.preventDefault();
      event.stopImmediatePropagation();
      held.set(container, button);
      return;
    }
    if (!link || !container.contains(link) || modified(event) || link.target) return;
    const url = new URL(link.href, window.location.href);
    if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) return;
    event.preventDefault();
    changeAddressInPlace(url.href);
    wantAll();
    clearTimeout(deadline);
    deadline = setTimeout(() => {
      if (!everyIslandHydrated()) window.location.reload();
    }, HYDRATION_DEADLINE_MS);
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
    clearTimeout(deadline);
    document.removeEventListener('click', onClick, true);
    document.removeEventListener(ISLAND_HYDRATED_EVENT, onHydrated);
  };
}
