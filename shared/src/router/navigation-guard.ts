import type { Location, To, UNSAFE_createBrowserHistory } from 'react-router-dom';

/** React Router's history contract (browser and in-memory alike), which it does not export by name. */
export type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** Where a navigation starts and where it would go. */
export interface NavigationAttempt {
  currentLocation: Location;
  nextLocation: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

/** Answers true to hold a navigation until the visitor says whether to leave. */
export type ShouldBlock = (attempt: NavigationAttempt) => boolean;

/** A screen that may hold navigations: asked first, then handed the way to go on with one it held. */
export interface NavigationBlocker {
  shouldBlock: ShouldBlock;
  blocked(proceed: () => void): void;
}

/**
 * A history whose navigations a screen can hold: a link, a `navigate()`, and the browser's back and forward
 * buttons. What React Router's `useBlocker` does, without its data router (30 kB gzipped for every visitor of
 * the home page, which has no form to guard).
 *
 * Back and forward have already moved the address when they are seen: a held one is undone with the opposite
 * step, and that step is kept from the router, so the screen never changes under the question. It needs the
 * step's size (`delta`), which React Router's histories give for every entry they made.
 */
export function guardHistory(base: History) {
  let blocker: NavigationBlocker | null = null;
  /** Where the router is: after back or forward the address has moved already, and may be moved back. */
  let current = base.location;
  /** Pops the guard caused itself (undoing a held one, or replaying an allowed one): not asked about again. */
  const ownPops = { undo: 0, replay: 0 };

  const heldBy = (to: To) => {
    if (!blocker) return false;
    const { pathname, search, hash } = base.encodeLocation(to);
    return blocker.shouldBlock({ currentLocation: current, nextLocation: { pathname, search, hash } });
  };

  const guarded = (navigate: (to: To, state?: unknown) => void) => (to: To, state?: unknown) => {
    if (heldBy(to)) blocker!.blocked(() => navigate(to, state));
    else navigate(to, state);
  };

  const history: History = {
    get action() {
      return base.action;
    },
    get location() {
      return base.location;
    },
    createHref: (to) => base.createHref(to),
    createURL: (to) => base.createURL(to),
    encodeLocation: (to) => base.encodeLocation(to),
    push: guarded((to, state) => base.push(to, state)),
    replace: guarded((to, state) => base.replace(to, state)),
    go: (delta) => base.go(delta),
    listen(listener) {
      const follow: typeof listener = (update) => {
        current = update.location;
        listener(update);
      };
      return base.listen((update) => {
        if (update.action !== 'POP') return follow(update);
        if (ownPops.undo > 0) {
          ownPops.undo -= 1;
          return;
        }
        if (ownPops.replay > 0) {
          ownPops.replay -= 1;
          return follow(update);
        }
        const { delta } = update;
        if (!delta || !heldBy(update.location)) return follow(update);
        ownPops.undo += 1;
        base.go(-delta);
        blocker!.blocked(() => {
          ownPops.replay += 1;
          base.go(delta);
        });
      });
    },
  };

  return {
    history,
    /** Lets `next` hold navigations until it lets go (the function returned). One screen at a time. */
    hold(next: NavigationBlocker) {
      blocker = next;
      return () => {
        if (blocker === next) blocker = null;
      };
    },
  };
}

export type GuardedHistory = ReturnType<typeof guardHistory>;
