import { jwtDecode } from 'jwt-decode';
import type { LoginResponse } from '../schemas/auth';
import { hasSignedInHint } from '../session/signed-in-hint';

/**
 * The session of this page (docs/decisions.md, "Sessions"): the access token lives in this module's memory only
 * (never in any storage a script could read later), and the HttpOnly refresh cookie the API set at sign-in gets
 * the next one. So a new tab of the same browser signs itself in, and a sign-out in one tab (which ends the
 * sign-in on the server) is announced to the others on a BroadcastChannel. This module is part of the shared API
 * singleton: the host and both remotes see one session.
 */

export type SessionStatus = 'unknown' | 'signed-in' | 'signed-out';

/** Every sign-in and refresh call carries it: the API refuses them without (a cross-site form cannot send it). */
const SESSION_HEADER = { 'x-portfolio-session': '1' };
/** A token this close to its expiry is renewed before it is sent. */
const RENEW_BEFORE_MS = 60 * 1000;
const CHANNEL = 'portfolio-session';
/** Tabs refreshing at once would each use the same cookie: they take turns (Web Locks) where the browser can. */
const LOCK = 'portfolio-session-refresh';

let accessToken: string | null = null;
let expiresAtMs: number | null = null;
let status: SessionStatus = 'unknown';
let refreshing: Promise<boolean> | null = null;
let authBaseUrl = '/api/v1';
const listeners = new Set<() => void>();

function set(token: string | null, next: SessionStatus) {
  accessToken = token;
  expiresAtMs = token ? expiryOf(token) : null;
  status = next;
  for (const listener of listeners) listener();
}

function expiryOf(token: string): number | null {
  try {
    const { exp } = jwtDecode(token);
    return typeof exp === 'number' ? exp * 1000 : null;
  } catch {
    return null;
  }
}

/** Where the API lives (the client's base URL), for the auth calls this module makes itself. */
export function configureSessionBase(baseUrl: string) {
  authBaseUrl = baseUrl;
}

export const readToken = (): string | null => accessToken;
export const sessionStatus = (): SessionStatus => status;
export function subscribeSession(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Keeps an access token (a sign-in, a refresh, a password change's fresh token). */
export const saveToken = (token: string) => set(token, 'signed-in');
/** Forgets the access token of this page: signed out here (the server may still know the sign-in). */
export const clearToken = () => set(null, 'signed-out');

async function postAuth(path: string): Promise<Response> {
  return fetch(`${authBaseUrl}/auth${path}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { Accept: 'application/json', ...SESSION_HEADER },
  });
}

/** A 429's `Retry-After` in milliseconds: a second when it says nothing usable, a minute at most. */
function retryAfterMs(response: Response) {
  const seconds = Number(response.headers.get('retry-after'));
  return Math.min(Number.isFinite(seconds) && seconds > 0 ? seconds : 1, 60) * 1000;
}

async function refreshOnce(): Promise<boolean> {
  for (;;) {
    let response: Response;
    try {
      response = await postAuth('/refresh');
    } catch {
      return false;
    }
    if (response.ok) {
      set(((await response.json()) as LoginResponse).token, 'signed-in');
      return true;
    }
    // Too many refreshes of this sign-in (429) says it is still signed in: a page holding a token keeps it, a page
    // just opened waits as long as the API asks (holding the lock, so other tabs wait too) and asks again.
    if (response.status === 429) {
      if (status !== 'unknown') return false;
      await new Promise((resolve) => setTimeout(resolve, retryAfterMs(response)));
      continue;
    }
    // A server that is away (5xx) says nothing about the sign-in; anything else means there is none.
    if (response.status < 500) set(null, 'signed-out');
    return false;
  }
}

/**
 * Trades the refresh cookie for a fresh access token. One call at a time in this page, and across the
 * browser's tabs when Web Locks exist, so the second tab sends the cookie the first one received.
 */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const locks = globalThis.navigator?.locks;
      return locks ? await locks.request(LOCK, refreshOnce) : await refreshOnce();
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/**
 * Whether this browser may hold a sign-in, by the `signed_in` hint the API keeps beside the refresh cookie.
 * Without it the answer is no, with no call to the API.
 */
const mayBeSignedIn = () => typeof document !== 'undefined' && hasSignedInHint(document.cookie);

/**
 * Whether this page is signed in, asking the refresh cookie the first time (a new tab), and only when the hint
 * says there is a sign-in: an anonymous visitor's page makes no auth call (and logs no 401).
 */
export async function ensureSession(): Promise<SessionStatus> {
  if (status === 'unknown' && mayBeSignedIn()) await refreshSession();
  if (status === 'unknown') set(null, 'signed-out');
  return status;
}

/** An access token fit to send: renewed first when it is about to expire. */
export async function freshToken(): Promise<string | null> {
  if (accessToken && expiresAtMs !== null && expiresAtMs - Date.now() < RENEW_BEFORE_MS)
    await refreshSession();
  return accessToken;
}

function channel(): BroadcastChannel | undefined {
  return typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(CHANNEL);
}

/**
 * Whether this page signed out itself: a BroadcastChannel delivers to every other channel of the same name, this
 * page's own listener included, which must not treat the page's own sign-out as one made elsewhere (it would
 * navigate while the sign-out's own navigation starts).
 */
let signedOutHere = false;

/** Ends the sign-in on the server (the cookie and every token of it) and tells every other tab. */
export async function signOut(): Promise<void> {
  signedOutHere = true;
  try {
    await postAuth('/logout');
  } catch {
    // Offline: this page forgets its token anyway; the cookie ends with its lifetime.
  }
  clearToken();
  const announce = channel();
  announce?.postMessage('signed-out');
  announce?.close();
}

/** Calls `onSignedOut` when another tab of this browser signs out. */
export function onSignOutElsewhere(onSignedOut: () => void): () => void {
  const listen = channel();
  if (!listen) return () => {};
  listen.onmessage = (event) => {
    if (event.data !== 'signed-out' || signedOutHere) return;
    clearToken();
    onSignedOut();
  };
  return () => listen.close();
}
