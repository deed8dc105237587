import type { PageEvent } from '@portfolio/shared/schemas';

/**
 * The page's reporter: the view, uncaught errors, unhandled rejections, failed chunk imports, island hydration
 * failures and (once the visitor has interacted, when the browser is idle) web vitals, sent to `/api/v1/events`
 * with the page-view token the host server sent with the page (a `Server-Timing` header, so the page's bytes are
 * the same for every visitor and can be kept). No cookie, no storage: the token is all it sends besides what
 * happened. Part of the page-start script, so every byte counts (≤ 1 KiB gzipped).
 */

/** Dispatched on `document` with a `PageEvent` as `detail`: how the page's other code reports something. */
export const REPORT_EVENT = 'portfolio:report';
const ENDPOINT = '/api/v1/events';
/** Events one page reports at most besides its view: an error in a loop sends one batch, not a flood. */
const MAX_EVENTS = 40;
/** What happens together goes in one request; the rest waits for the page to be hidden. */
const BATCH_MS = 3000;
const INTERACTIONS = ['pointerdown', 'keydown', 'scroll', 'touchstart'];
/**
 * Ends the address of a page reloaded for a missing chunk, until the reloaded page reads it and takes it away: what
 * keeps the reload to once without a storage key (a fragment, so the server renders the same page).
 */
export const CHUNK_RELOAD_MARK = '#reloaded-for-a-missing-file';

export const reportPageEvent = (event: PageEvent) =>
  document.dispatchEvent(new CustomEvent(REPORT_EVENT, { detail: event }));

const firstScriptUrl = (text = '') => /https?:\/\/[^\s)'"]+?\.m?js/.exec(text)?.[0];

/** A failed dynamic import (Chromium, Firefox, Safari word it differently), or another error. */
export function pageEventOf(error: unknown): PageEvent {
  const message = String((error as Error | undefined)?.message ?? error);
  if (/dynamically imported module|module script failed/i.test(message))
    return { type: 'chunk-error', url: firstScriptUrl(message) ?? '' };
  return {
    type: 'error',
    message: message.slice(0, 300),
    source: firstScriptUrl((error as Error | undefined)?.stack),
  };
}

export interface Vitals {
  watchVitals(report: (event: PageEvent) => void): void;
}

/** The page-view token of this page: `Server-Timing: pv;desc="<token>"` on its answer (a 304's too). */
export const pageViewOf = (timing: Pick<Performance, 'getEntriesByType'>) =>
  (timing.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.serverTiming?.find(
    (metric) => metric.name === 'pv',
  )?.description;

export function startReporting(loadVitals: () => Promise<Vitals>, pageView = pageViewOf(performance)) {
  // Once per page: the page-start script and the application's entry (two builds) both start it.
  const root = document.documentElement.dataset;
  if (!pageView || root.reporting) return;
  root.reporting = '1';
  // A page reloaded for a missing chunk reloads no more, whatever fails next: its address said so, and says it
  // no more (a reload by the visitor starts afresh).
  let reloaded = location.hash.endsWith(CHUNK_RELOAD_MARK);
  if (reloaded)
    history.replaceState(
      history.state,
      '',
      location.pathname + location.search + location.hash.slice(0, -CHUNK_RELOAD_MARK.length),
    );
  let queue: PageEvent[] = [{ type: 'view' }];
  let budget = MAX_EVENTS;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hidden = () => document.visibilityState === 'hidden';
  const send = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!queue.length) return;
    const body = JSON.stringify({ pageView, events: queue });
    queue = [];
    if (!navigator.sendBeacon?.(ENDPOINT, body))
      fetch(ENDPOINT, { method: 'POST', body, keepalive: true }).catch(() => {});
  };
  // A chunk this page's releases no longer have (a tab opened before a file went): the page again, once, with the
  // releases served now. A host's chunk gone after its redeploy recovers the same way.
  const reloadOnce = () => {
    reloaded = true;
    send();
    history.replaceState(history.state, '', location.href + CHUNK_RELOAD_MARK);
    location.reload();
  };
  const report = (event: PageEvent) => {
    if (budget-- > 0) queue.push(event);
    if (event.type === 'chunk-error' && !reloaded) return reloadOnce();
    // Vitals are final when the page is hidden: they arrive after this page's own 'hidden' handler.
    if (hidden()) queueMicrotask(send);
    else timer ??= setTimeout(send, BATCH_MS);
  };
  if (document.readyState === 'complete') send();
  else addEventListener('load', send, { once: true });
  addEventListener('error', (event) => {
    report(
      event.error
        ? pageEventOf(event.error)
        : { type: 'error', message: String(event.message).slice(0, 300), source: event.filename },
    );
  });
  addEventListener('unhandledrejection', (event) => report(pageEventOf(event.reason)));
  document.addEventListener(REPORT_EVENT, (event) => report((event as CustomEvent<PageEvent>).detail));
  addEventListener('pagehide', send);
  document.addEventListener('visibilitychange', () => hidden() && send());

  // web-vitals reads the buffered entries: loaded once the visitor has interacted, when the browser is idle.
  const load = () => {
    for (const type of INTERACTIONS) removeEventListener(type, load, true);
    const watch = () =>
      loadVitals().then(
        (vitals) => vitals.watchVitals(report),
        () => {},
      );
    // Called as a method: taken off `window`, requestIdleCallback throws 'Illegal invocation'.
    if ('requestIdleCallback' in window) requestIdleCallback(watch);
    else setTimeout(watch);
  };
  for (const type of INTERACTIONS) addEventListener(type, load, { capture: true, passive: true });
}
