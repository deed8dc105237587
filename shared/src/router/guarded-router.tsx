import { createContext, type ReactNode, use, useEffect, useRef, useState } from 'react';
import {
  UNSAFE_createBrowserHistory as createBrowserHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router-dom';
import { type GuardedHistory, guardHistory, type History, type ShouldBlock } from './navigation-guard';

const GuardContext = createContext<GuardedHistory | null>(null);

/** The page's router on `history`, whose navigations a screen may hold with `useBlocker`. */
export function GuardedRouter({ history, children }: { history: History; children: ReactNode }) {
  const [guard] = useState(() => guardHistory(history));
  return (
    <GuardContext value={guard}>
      <HistoryRouter history={guard.history}>{children}</HistoryRouter>
    </GuardContext>
  );
}

/** `GuardedRouter` on the browser's address bar: the host's router, and a remote's on its own. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  // v5Compat: the router hears of its own pushes too, as React Router's BrowserRouter does.
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  return <GuardedRouter history={history}>{children}</GuardedRouter>;
}

export type Blocker = { state: 'unblocked' } | { state: 'blocked'; proceed(): void; reset(): void };

const UNBLOCKED: Blocker = { state: 'unblocked' };

/**
 * Holds the navigations `shouldBlock` picks (React Router's `useBlocker` contract, for our router): the blocker
 * turns `blocked` with `proceed()` to go on and `reset()` to stay. Outside a `GuardedRouter` nothing is held.
 */
export function useBlocker(shouldBlock: ShouldBlock | boolean): Blocker {
  const guard = use(GuardContext);
  const [blocker, setBlocker] = useState<Blocker>(UNBLOCKED);
  const latest = useRef(shouldBlock);
  useEffect(() => {
    latest.current = shouldBlock;
  });

  useEffect(() => {
    if (!guard) return;
    return guard.hold({
      shouldBlock: (attempt) =>
        typeof latest.current === 'function' ? latest.current(attempt) : latest.current,
      blocked: (proceed) =>
        setBlocker({
          state: 'blocked',
          proceed: () => {
            setBlocker(UNBLOCKED);
            proceed();
          },
          reset: () => setBlocker(UNBLOCKED),
        }),
    });
  }, [guard]);

  return blocker;
}
