import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { REMOTE_NAMES, type RemoteName } from '../remotes/names';

// The page-view token a host server sends with every page it serves (`Server-Timing: pv;desc="…"`) and the API
// checks on `POST /api/v1/events`: the host (HMAC with PAGE_VIEW_SECRET, which both hold) names the page's
// path, the release of each remote the page was served with, and when. Its random id is what makes a page view
// count once; it names no visitor. Server code only (node:crypto).

/** A token older than this is refused: a page left open a day is not a new view. */
export const PAGE_VIEW_MAX_AGE_MS = 24 * 60 * 60 * 1000;
/** A host's clock a little ahead of the API's still counts. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
const TOKEN_VERSION = 'v1';
/** Keeps a token of another purpose (or another format) from ever checking out as this one. */
const PURPOSE = 'portfolio page-view v1';

export interface PageView {
  /** Random, per page served: the key that counts it once. */
  id: string;
  path: string;
  /** The release (version) of each remote the page was served with. */
  releases: Partial<Record<RemoteName, string>>;
  /** When the host served it (ms since the epoch). */
  servedAt: number;
}

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}.${body}`).digest('base64url');

export function signPageView(
  secret: string,
  view: Omit<PageView, 'id' | 'servedAt'> & Partial<Pick<PageView, 'id' | 'servedAt'>>,
): string {
  const payload = {
    i: view.id ?? randomBytes(12).toString('base64url'),
    p: view.path,
    r: view.releases,
    t: view.servedAt ?? Date.now(),
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${TOKEN_VERSION}.${body}.${sign(secret, body)}`;
}

const MAX_TOKEN_LENGTH = 2048;
const VERSION_TEXT = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,79}$/;

/**
 * The page view a token names, or null when this secret did not sign it, it is malformed, or it is older than
 * 24 h (or from the future). The signature is checked before anything of the payload is read.
 */
export function verifyPageView(secret: string, token: string, now = Date.now()): PageView | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const [version, body, signature, ...rest] = token.split('.');
  if (version !== TOKEN_VERSION || !body || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!payload || typeof payload !== 'object') return null;
  const { i, p, r, t } = payload as Record<string, unknown>;
  if (typeof i !== 'string' || typeof p !== 'string' || typeof t !== 'number' || !r || typeof r !== 'object')
    return null;
  if (now - t > PAGE_VIEW_MAX_AGE_MS || t - now > CLOCK_SKEW_MS) return null;
  const releases: PageView['releases'] = {};
  for (const remote of REMOTE_NAMES) {
    const value = (r as Record<string, unknown>)[remote];
    if (typeof value === 'string' && VERSION_TEXT.test(value)) releases[remote] = value;
  }
  return { id: i, path: p, releases, servedAt: t };
}
