import { createPath, type Location, type Navigator, Router, type To } from '@portfolio/shared/router';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { ADDRESS_CHANGED_EVENT, changeAddressInPlace } from '../features/shell/header-links';
import { wantEveryIsland } from '../page-start/island-triggers';

const readLocation = (): Location => ({
  pathname: window.location.pathname,
  search: window.location.search,
  hash: window.location.hash,
  state: history.state as unknown,
  key: 'default',
});

const listeners = new Set<() => void>();

function addressChanged() {
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
function go(to: To, replace: boolean) {
  const url = new URL(href(to), window.location.href);
  if (url.origin !== window.location.origin || url.pathname !== window.location.pathname) {
    window.location.assign(url.href);
    return;
  }
  changeAddressInPlace(url.href, replace);
  // The entry is here already: nothing more to load for the first.
  wantEveryIsland(() => {});
}

const islandNavigator: Navigator = {
  createHref: href,
  push: (to) => go(to, false),
  replace: (to) => go(to, true),
  go: (delta) => history.go(delta),
};

/**
 * The router context of an island of a server-rendered page: every island reads the same address, so a filter
 * chosen in the stack shows in the projects, and Back walks through the choices.
 */
export function IslandRouter({ renderedAt, children }: { renderedAt: string; children: ReactNode }) {
  // The address the server rendered the page at (PageScripts): every island hydrates with it, whatever the
  // address became since (a filter chosen before it was hydrated), so its first render is the server's HTML.
  const [location, setLocation] = useState<Location>(() => {
    const { pathname, search } = new URL(renderedAt, window.location.href);
    return { pathname, search, hash: '', state: null, key: 'default' };
  });
  // A new address is drawn once the frame the click asked for has been painted (the scroll towards the projects
  // starts at once), as a transition: the filtered projects follow a few milliseconds of work at a time, and the
  // click's input-to-next-paint is the click's own work.
  useEffect(() => {
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const follow = () => {
      const next = readLocation();
      startTransition(() => setLocation(next));
    };
    const followAfterPaint = () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      frame = requestAnimationFrame(() => (timer = setTimeout(follow)));
    };
    follow();
    const stop = subscribe(followAfterPaint);
    return () => {
      stop();
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return (
    <Router location={location} navigator={islandNavigator}>
      {children}
    </Router>
  );
}
