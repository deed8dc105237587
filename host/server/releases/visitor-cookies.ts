import { REMOTE_NAMES, isRemoteName, type RemoteName } from '@portfolio/shared/remotes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Visitor } from './served-releases';

/** How the name of every cookie that may choose a visitor's releases starts. */
export const RELEASE_COOKIE_PREFIX = 'pf-';
/** A random id per browser, only while a rollout runs: which share of visitors it falls in, sticky. */
export const ROLLOUT_COOKIE = `${RELEASE_COOKIE_PREFIX}rollout`;
const ROLLOUT_MAX_AGE_S = 30 * 24 * 3600;
/** One cookie per previewed remote, holding its signed grant: the release this browser sees instead of the live one. */
export const previewCookie = (remote: RemoteName) => `${RELEASE_COOKIE_PREFIX}preview-${remote}`;
/** How long a preview link (and the cookie it sets) lasts at most, whatever a grant says. */
export const PREVIEW_LIFETIME_MS = 60 * 60_000;
/** Clocks of host servers may differ this much. */
const CLOCK_SKEW_MS = 60_000;

/**
 * What a preview link and its cookie carry, signed: a registered release (remote and version, never an address),
 * and until when it may be previewed. Where its files are is the registry's to say when it is used.
 */
export interface PreviewGrant {
  remote: RemoteName;
  version: string;
  /** Milliseconds since the epoch. */
  expires: number;
}

/** A bucket from 0 to 99 per remote: independent between remotes, stable for one browser. */
const bucketOf = (id: string) => (remote: RemoteName) =>
  createHash('sha256').update(`${remote}:${id}`).digest().readUInt32BE(0) % 100;

const mac = (secret: string, payload: string) =>
  createHmac('sha256', secret).update(`preview-grant:${payload}`).digest();

/** `<payload>.<signature>`, both base64url: the grant as JSON, and its HMAC-SHA256 with the preview secret. */
export function signGrant(secret: string, grant: PreviewGrant): string {
  const payload = Buffer.from(
    JSON.stringify({ remote: grant.remote, version: grant.version, expires: grant.expires }),
  ).toString('base64url');
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

/**
 * The grant a signed value carries, or undefined when it was tampered with, is malformed, has expired, or claims
 * to last longer than a preview may (a grant is never trusted for its own lifetime).
 */
export function readGrant(secret: string, signed: string | undefined): PreviewGrant | undefined {
  const [payload, signature, extra] = signed?.split('.') ?? [];
  if (!payload || !signature || extra !== undefined) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const grant = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Partial<PreviewGrant>;
    const { remote, version, expires } = grant;
    if (typeof remote !== 'string' || !isRemoteName(remote) || typeof version !== 'string') return undefined;
    if (typeof expires !== 'number' || !(expires > Date.now())) return undefined;
    if (expires > Date.now() + PREVIEW_LIFETIME_MS + CLOCK_SKEW_MS) return undefined;
    return { remote, version, expires };
  } catch {
    return undefined;
  }
}

/** The visitor's previews (each cookie's grant checked again) and rollout bucket. */
export function readVisitor(secret: string | undefined, request: FastifyRequest): Visitor {
  const preview: Visitor['preview'] = {};
  if (secret)
    for (const remote of REMOTE_NAMES) {
      const grant = readGrant(secret, request.cookies[previewCookie(remote)]);
      if (grant?.remote === remote) preview[remote] = grant.version;
    }
  const id = request.cookies[ROLLOUT_COOKIE];
  return { preview, bucket: id && /^[A-Za-z0-9_-]{16,64}$/.test(id) ? bucketOf(id) : undefined };
}

/**
 * A visitor not bucketed yet gets a rollout cookie with this answer, but only while a rollout runs: the page it
 * is rendered with and every later one then agree.
 */
export function bucketNewVisitor(reply: FastifyReply, visitor: Visitor, secure: boolean): Visitor {
  if (visitor.bucket) return visitor;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(ROLLOUT_COOKIE, id, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    maxAge: ROLLOUT_MAX_AGE_S,
  });
  return { ...visitor, bucket: bucketOf(id) };
}
