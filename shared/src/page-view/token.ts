import { createHmac, createSecretKey, type KeyObject, randomFillSync, timingSafeEqual } from 'node:crypto';
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

/**
 * The secret as a key, made once: every page view's report is checked with it, and turning the text into a key
 * each time was a measurable part of a report's cost. A server holds one secret; a new one replaces it here.
 */
let key: { secret: string; object: KeyObject } | undefined;
function keyOf(secret: string): KeyObject {
  if (key?.secret !== secret) key = { secret, object: createSecretKey(Buffer.from(secret, 'utf8')) };
  return key.object;
}

/** A page view's random id: 12 bytes (96 bits), so two views never share one. */
const ID_BYTES = 12;
/**
 * Random bytes for the ids, drawn from the CSPRNG a few hundred ids at a time: one call per page view was a
 * visible share of a 304's cost. Each id still takes bytes no other id took.
 */
const idPool = { bytes: Buffer.alloc(ID_BYTES * 256), used: Number.POSITIVE_INFINITY };
function randomId(): string {
  if (idPool.used + ID_BYTES > idPool.bytes.length) {
    randomFillSync(idPool.bytes);
    idPool.used = 0;
  }
  const id = idPool.bytes.toString('base64url', idPool.used, idPool.used + ID_BYTES);
  idPool.used += ID_BYTES;
  return id;
}

const mac = (secret: string, body: string) =>
  createHmac('sha256', keyOf(secret)).update(`${PURPOSE}.${body}`).digest();

/**
 * Signs page views of one page (`path`, `releases`) fast: a 304 is a page view, and making each token from
 * scratch (JSON, base64url, HMAC) was a sixth of one. The part that names the page is encoded once: the payload
 * is JSON with it first, padded with spaces (JSON allows them) to a whole number of base64 groups (3 bytes), so
 * its base64url is a prefix of every token's body; each token encodes only its id and time after it. The format
 * and the HMAC-SHA256 over `PURPOSE.body` are the same as ever (verifyPageView reads both).
 */
export function pageViewSigner(
  secret: string,
  { path, releases }: Pick<PageView, 'path' | 'releases'>,
): (view?: Partial<Pick<PageView, 'id' | 'servedAt'>>) => string {
  const key = keyOf(secret);
  const page = `{"p":${JSON.stringify(path)},"r":${JSON.stringify(releases)},`;
  const padded = page.padEnd(page.length + ((3 - (Buffer.byteLength(page) % 3)) % 3), ' ');
  const head = Buffer.from(padded).toString('base64url');
  const signedHead = `${PURPOSE}.${head}`;
  return ({ id, servedAt = Date.now() } = {}) => {
    // A random id is base64url: nothing to escape.
    const idText = id === undefined ? `"${randomId()}"` : JSON.stringify(id);
    const tail = Buffer.from(`"i":${idText},"t":${servedAt}}`).toString('base64url');
    const signature = createHmac('sha256', key)
      .update(signedHead + tail)
      .digest('base64url');
    return `${TOKEN_VERSION}.${head}${tail}.${signature}`;
  };
}

export function signPageView(
  secret: string,
  view: Omit<PageView, 'id' | 'servedAt'> & Partial<Pick<PageView, 'id' | 'servedAt'>>,
): string {
  return pageViewSigner(secret, view)(view);
}

const MAX_TOKEN_LENGTH = 2048;
/**
 * An HMAC-SHA256 in base64url, unpadded. Decoding is lenient (junk skipped, the last letter's two spare bits
 * ignored), so the text is held to its one spelling: a token has one signature.
 */
const SIGNATURE_TEXT = /^[A-Za-z0-9_-]{42}[AEIMQUYcgkosw048]$/;
const VERSION_TEXT = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,79}$/;
/** What a host writes as the id (random bytes in base64url): the API lists ids comma-separated. */
const ID_TEXT = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The page view a token names, or null when this secret did not sign it, it is malformed, or it is older than
 * 24 h (or from the future). The signature is checked before anything of the payload is read.
 */
export function verifyPageView(secret: string, token: string, now = Date.now()): PageView | null {
  if (token.length > MAX_TOKEN_LENGTH) return null;
  const [version, body, signature, ...rest] = token.split('.');
  if (version !== TOKEN_VERSION || !body || !signature || rest.length > 0 || !SIGNATURE_TEXT.test(signature))
    return null;
  const expected = mac(secret, body);
  const given = Buffer.from(signature, 'base64url');
  if (!timingSafeEqual(given, expected)) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  if (!payload || typeof payload !== 'object') return null;
  const { i, p, r, t } = payload as Record<string, unknown>;
  if (
    typeof i !== 'string' ||
    !ID_TEXT.test(i) ||
    typeof p !== 'string' ||
    typeof t !== 'number' ||
    !r ||
    typeof r !== 'object'
  )
    return null;
  if (now - t > PAGE_VIEW_MAX_AGE_MS || t - now > CLOCK_SKEW_MS) return null;
  const releases: PageView['releases'] = {};
  for (const remote of REMOTE_NAMES) {
    const value = (r as Record<string, unknown>)[remote];
    if (typeof value === 'string' && VERSION_TEXT.test(value)) releases[remote] = value;
  }
  return { id: i, path: p, releases, servedAt: t };
}
