import { REMOTE_NAMES, type RemoteName } from '@portfolio/shared/remotes';
import type { ReleasePointer } from '@portfolio/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash, randomBytes } from 'node:crypto';
import type { Visitor } from './served-releases';

/** A random id per browser, only while a rollout runs: which share of visitors it falls in, sticky. */
export const ROLLOUT_COOKIE = 'pf-rollout';
const ROLLOUT_MAX_AGE_S = 30 * 24 * 3600;
/** One signed cookie per previewed remote: the release this browser sees instead of the live one. */
export const previewCookie = (remote: RemoteName) => `pf-preview-${remote}`;

/** What a preview link and its cookie carry, signed: the release, and until when it may be previewed. */
export interface PreviewGrant extends ReleasePointer {
  remote: RemoteName;
  /** Milliseconds since the epoch. */
  expires: number;
}

/** A bucket from 0 to 99 per remote: independent between remotes, stable for one browser. */
const bucketOf = (id: string) => (remote: RemoteName) =>
  createHash('sha256').update(`${remote}:${id}`).digest().readUInt32BE(0) % 100;

export function signGrant(app: FastifyInstance, grant: PreviewGrant): string {
  return app.signCookie(Buffer.from(JSON.stringify(grant)).toString('base64url'));
}

/** The grant a signed value carries, or undefined when it was tampered with, is malformed or has expired. */
export function readGrant(app: FastifyInstance, signed: string | undefined): PreviewGrant | undefined {
  if (!signed) return undefined;
  const unsigned = app.unsignCookie(signed);
  if (!unsigned.valid || !unsigned.value) return undefined;
  try {
    const grant = JSON.parse(Buffer.from(unsigned.value, 'base64url').toString()) as PreviewGrant;
    if (!REMOTE_NAMES.includes(grant.remote) || typeof grant.version !== 'string') return undefined;
    if (typeof grant.manifestUrl !== 'string' || !(grant.expires > Date.now())) return undefined;
    return grant;
  } catch {
    return undefined;
  }
}

/** The visitor's previews (each cookie's grant checked again) and rollout bucket. */
export function readVisitor(app: FastifyInstance, request: FastifyRequest): Visitor {
  const preview: Visitor['preview'] = {};
  for (const remote of REMOTE_NAMES) {
    const grant = readGrant(app, request.cookies[previewCookie(remote)]);
    if (grant?.remote === remote)
      preview[remote] = { version: grant.version, manifestUrl: grant.manifestUrl };
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
