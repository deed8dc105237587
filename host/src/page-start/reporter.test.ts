import type { PageEvent } from '@portfolio/shared/schemas';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_RELOAD_MARK, pageEventOf, pageViewOf, reportPageEvent, startReporting } from './reporter';

/**
 * What this test's page sent: each beacon's parsed body. jsdom has no sendBeacon, so the page's is recorded; the
 * reporters of earlier tests (their listeners stay on the window) send with their own tokens.
 */
let sent: { pageView: string; events: PageEvent[] }[];
let token = '';
const beacon = vi.fn((url: string, body: string) => {
  expect(url).toBe('/api/v1/events');
  const parsed = JSON.parse(body) as (typeof sent)[number];
  if (parsed.pageView === token) sent.push(parsed);
  return true;
});

describe('the page reporter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
    token = `v1.${Math.random()}.sig`;
  });
  afterEach(() => {
    vi.useRealTimers();
    delete document.documentElement.dataset.reporting;
  });

  // First: every reporter started stays listening, and only those that reloaded already ignore a chunk error.
  it('reloads once for a missing chunk, having sent it, and never again from the page that reload brings', () => {
    history.replaceState(null, '', '/projects?tag=react#top');
    startReporting(() => new Promise<never>(() => {}), token);
    const chunk = { type: 'chunk-error', url: 'http://cdn.test/releases/v2/assets/Carousel-x.js' } as const;
    // jsdom does not navigate: the address the reload goes to says what happened.
    reportPageEvent(chunk);
    expect(sent.map((body) => body.events)).toEqual([[{ type: 'view' }], [chunk]]);
    expect(location.href).toBe(`http://localhost:3000/projects?tag=react#top${CHUNK_RELOAD_MARK}`);

    // The page the reload brings: its address is as before, and the same failure is counted but reloads nothing.
    token = `v1.${Math.random()}.sig`;
    delete document.documentElement.dataset.reporting;
    startReporting(() => new Promise<never>(() => {}), token);
    expect(location.href).toBe('http://localhost:3000/projects?tag=react#top');
    reportPageEvent(chunk);
    reportPageEvent(chunk);
    expect(location.href).toBe('http://localhost:3000/projects?tag=react#top');
    vi.advanceTimersByTime(3000);
    expect(sent.at(-1)!.events).toEqual([chunk, chunk]);
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('sends the view with the page-view token, then errors batched, a chunk error at once, and all that waits when the page hides', () => {
    const vitals = vi.fn(() => new Promise<never>(() => {}));
    startReporting(vitals, token);
    expect(sent).toEqual([{ pageView: token, events: [{ type: 'view' }] }]);

    window.dispatchEvent(
      new ErrorEvent('error', {
        message: 'boom',
        error: Object.assign(new Error('boom'), {
          stack: 'Error: boom\n    at render (http://cdn.test/releases/v2/assets/Stack-x.js:1:2)',
        }),
      }),
    );
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', {
      value: new TypeError(
        'Failed to fetch dynamically imported module: http://cdn.test/releases/v2/assets/c.js',
      ),
    });
    window.dispatchEvent(rejection);
    // The chunk error goes at once, with what waited: the page reloads.
    expect(sent[1]!.events).toEqual([
      { type: 'error', message: 'boom', source: 'http://cdn.test/releases/v2/assets/Stack-x.js' },
      { type: 'chunk-error', url: 'http://cdn.test/releases/v2/assets/c.js' },
    ]);
    reportPageEvent({ type: 'hydration-error', island: 'technologies' });
    reportPageEvent({ type: 'error', message: 'next' });
    expect(sent).toHaveLength(2);
    vi.advanceTimersByTime(3000);
    expect(sent[2]!.events).toEqual([
      { type: 'hydration-error', island: 'technologies' },
      { type: 'error', message: 'next' },
    ]);

    reportPageEvent({ type: 'error', message: 'late' });
    window.dispatchEvent(new Event('pagehide'));
    expect(sent[3]!.events).toEqual([{ type: 'error', message: 'late' }]);
    expect(vitals).not.toHaveBeenCalled();
    expect(document.cookie).toBe('');
    expect(localStorage.length + sessionStorage.length).toBe(0);
  });

  it('loads web vitals only after the first interaction, when idle', () => {
    const vitals = vi.fn(() => new Promise<never>(() => {}));
    startReporting(vitals, token);
    vi.advanceTimersByTime(60_000);
    expect(vitals).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointerdown'));
    vi.advanceTimersByTime(1000);
    expect(vitals).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('keydown'));
    vi.advanceTimersByTime(1000);
    expect(vitals).toHaveBeenCalledTimes(1);
  });

  it('starts once per page, and only on a page with a token', () => {
    const vitals = () => new Promise<never>(() => {});
    startReporting(vitals, token);
    startReporting(vitals, token);
    expect(sent).toHaveLength(1);
    delete document.documentElement.dataset.reporting;
    startReporting(vitals, undefined);
    expect(sent).toHaveLength(1);
  });

  it('reads the token from the Server-Timing header of the page (its navigation entry)', () => {
    const entries = (serverTiming: { name: string; description: string }[]) => ({
      getEntriesByType: (type: string) => (type === 'navigation' ? [{ serverTiming }] : []),
    });
    expect(pageViewOf(entries([{ name: 'pv', description: 'v1.abc.sig' }]) as never)).toBe('v1.abc.sig');
    expect(pageViewOf(entries([{ name: 'db', description: 'x' }]) as never)).toBeUndefined();
    expect(pageViewOf({ getEntriesByType: () => [] })).toBeUndefined();
  });

  it('sends at most 40 events a page besides its view, however often the page throws', () => {
    startReporting(() => new Promise<never>(() => {}), token);
    for (let thrown = 0; thrown < 500; thrown += 1) reportPageEvent({ type: 'error', message: `${thrown}` });
    vi.advanceTimersByTime(3000);
    expect(sent.flatMap((body) => body.events)).toHaveLength(41);
  });

  it('tells a failed dynamic import from another error, in the words of each browser', () => {
    expect(
      pageEventOf(new TypeError('error loading dynamically imported module: http://a.test/x.js')),
    ).toEqual({
      type: 'chunk-error',
      url: 'http://a.test/x.js',
    });
    expect(pageEventOf(new TypeError('Importing a module script failed.'))).toEqual({
      type: 'chunk-error',
      url: '',
    });
    expect(pageEventOf('plain')).toEqual({ type: 'error', message: 'plain', source: undefined });
  });
});
