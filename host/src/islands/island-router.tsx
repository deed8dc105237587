import { isHomeSection } from '@portfolio/shared/config';
import { ISLAND_ATTRIBUTE } from '@portfolio/shared/remotes';
import { createPath, type Location, type Navigator, Router, type To } from '@portfolio/shared/router';
import { type ReactNode, useSyncExternalStore } from 'react';
import { ADDRESS_CHANGED_EVENT } from '../features/shell/header-links';
import { scrollToSection } from '../features/shell/smooth-scroll';
import { wantIsland } from '../page-start/island-triggers';

const readLocation = (): Location => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  state: history.state as unknown,
  key: 'default',
});

let current = readLocation();
/**
 * The address the server rendered the page at (it never sees the hash): every island hydrates with it, whatever
 * the address became since, so its first render is the server's HTML; it then follows the address.
 */
const rendered: Location = { ...current, hash: '' };
const listeners = new Set<() => void>();

function addressChanged() {
  current = readLocation();
  for (const listener of listeners) listener();
}

/** History steps, and the header's anchors (which change the address in place, outside any island). */
const ADDRESS_EVENTS = ['popstate', ADDRESS_CHANGED_EVENT];

function subscribe(listener: () => void) {
  if (listeners.size === 0) for (const type of ADDRESS_EVENTS) window.addEventListener(type, addressChanged);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0)
      for (const type of ADDRESS_EVENTS) window.removeEventListener(type, addressChanged);
  };
}

const href = (to: To) => (typeof to === 'string' ? to : createPath(to));

/**
 * A change of the address from inside an island: on the same page (the stack's filter) it happens in place, and
 * every island hydrates, since each follows the address; a section in the hash is scrolled to. Another page is
 * loaded whole: this page has no router to draw it with, and that page is rendered by the server.
 */
function go(to: To, state: unknown, replace: boolean) {
  const url = new URL(href(to), window.location.href);
  if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) {
    window.location.assign(url.href);
    return;
  }
  if (replace) history.replaceState(state ?? null, '', url.href);
  else history.pushState(state ?? null, '', url.href);
  addressChanged();
  for (const container of document.querySelectorAll(`[${ISLAND_ATTRIBUTE}]`)) wantIsland(container, () => {});
  const section = url.hash.slice(1);
  if (isHomeSection(section)) scrollToSection(section);
}

const islandNavigator: Navigator = {
  createHref: href,
  push: (to, state) => go(to, state, false),
  replace: (to, state) => go(to, state, true),
  go: (delta) => history.go(delta),
};

/**
 * The router context of an island of a server-rendered page: every island reads the same address, so a filter
 * chosen in the stack shows in the projects, and Back walks through the choices.
 */
export function IslandRouter({ children }: { children: ReactNode }) {
  const location = useSyncExternalStore(
    subscribe,
    () => current,
    () => rendered,
  );
  return (
    <Router location={location} navigator={islandNavigator}>
      {children}
    </Router>
  );
}
