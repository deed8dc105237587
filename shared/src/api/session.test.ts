import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module: the session lives in its memory. */
const freshSession = async () => {
  vi.resetModules();
  return import('./session');
};

const answer = (status: number, body: unknown = {}, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

describe('the session of a page', () => {
  beforeEach(() => vi.stubGlobal('fetch', vi.fn()));
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.cookie = 'signed_in=; path=/; max-age=0';
  });

  it('asks the API nothing without the signed_in hint: an anonymous page is signed out at once', async () => {
    const session = await freshSession();
    expect(await session.ensureSession()).toBe('signed-out');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('with the hint, trades the refresh cookie for an access token', async () => {
    document.cookie = 'signed_in=1; path=/';
    vi.mocked(fetch).mockResolvedValueOnce(answer(200, { token: 'a.b.c' }));
    const session = await freshSession();
    expect(await session.ensureSession()).toBe('signed-in');
    expect(session.readToken()).toBe('a.b.c');
    expect(vi.mocked(fetch).mock.calls[0]![0]).toBe('/api/v1/auth/refresh');
  });

  it('on a 429, a page just opened waits as long as Retry-After says and asks again, never signed out', async () => {
    vi.useFakeTimers();
    document.cookie = 'signed_in=1; path=/';
    vi.mocked(fetch)
      .mockResolvedValueOnce(answer(429, { status: 429 }, { 'retry-after': '2' }))
      .mockResolvedValueOnce(answer(200, { token: 'a.b.c' }));
    const session = await freshSession();
    const seen: string[] = [];
    session.subscribeSession(() => seen.push(session.sessionStatus()));

    const ensured = session.ensureSession();
    await vi.advanceTimersByTimeAsync(1900);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(session.sessionStatus()).toBe('unknown');
    await vi.advanceTimersByTimeAsync(200);
    expect(await ensured).toBe('signed-in');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(seen).toEqual(['signed-in']);
  });

  it('on a 429, a page holding a token keeps it and stays signed in', async () => {
    vi.mocked(fetch).mockResolvedValueOnce(answer(429, { status: 429 }, { 'retry-after': '30' }));
    const session = await freshSession();
    session.saveToken('a.b.c');
    expect(await session.refreshSession()).toBe(false);
    expect(session.sessionStatus()).toBe('signed-in');
    expect(session.readToken()).toBe('a.b.c');
  });

  it('a 401 means the sign-in is over', async () => {
    vi.mocked(fetch).mockResolvedValueOnce(answer(401, { status: 401 }));
    const session = await freshSession();
    session.saveToken('a.b.c');
    expect(await session.refreshSession()).toBe(false);
    expect(session.sessionStatus()).toBe('signed-out');
  });

  it("hears another tab's sign-out", async () => {
    const session = await freshSession();
    const heard = vi.fn();
    const stop = session.onSignOutElsewhere(heard);
    const otherTab = new BroadcastChannel('portfolio-session');
    otherTab.postMessage('signed-out');
    otherTab.close();
    await vi.waitFor(() => expect(heard).toHaveBeenCalledTimes(1));
    stop();
  });

  it("does not take its own page's sign-out for another tab's (it would navigate away under it)", async () => {
    vi.mocked(fetch).mockResolvedValue(new Response(null, { status: 204 }));
    const session = await freshSession();
    const heard = vi.fn();
    const stop = session.onSignOutElsewhere(heard);
    await session.signOut();
    // Channels deliver asynchronously: give this page's own listener the time to hear it.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heard).not.toHaveBeenCalled();
    stop();
  });
});
