import type { FastifyRequest } from 'fastify';
import { createSigner, createVerifier, TokenError } from 'fast-jwt';
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isSignInLive } from '../../db/repositories/refresh-sessions';
import { unauthorized } from '../../problems';

const ALGORITHM = 'HS256';
/**
 * Access tokens live in the tabs' memory only and are short: a tab gets the next one from its refresh cookie
 * (`POST /auth/refresh`, see ./sessions.ts), and a signed-out sign-in's tokens stop at once anyway (`sid`).
 */
export const TOKEN_LIFETIME_MS = 15 * 60 * 1000;
const TOKEN_LIFETIME_SECONDS = TOKEN_LIFETIME_MS / 1000;
/** How far ahead of this instance's clock another instance's may be when it issues a token. */
const CLOCK_SKEW_SECONDS = 30;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Signs an access token: `sub` is the user id, `sid` the sign-in (refresh session family) it belongs to, which
     * sign-out, its lifetime and a password change end.
     */
    issueToken(userId: number, sessionFamily: string): string;
    /** onRequest hook: a valid bearer token of an existing user, or 401. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** onRequest hook: reads a valid token when there is one; anything else leaves the request anonymous. */
    identify(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    userId: number | null;
    /** The sign-in (`sid`) the request's token belongs to; null without a valid token. */
    sessionFamily: string | null;
  }
}

/** `JWT_SECRET`, or one generated once (256 bits) and kept in the data folder so restarts keep sessions. */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const path = join(dataDir, 'jwt-secret');
  if (existsSync(path)) return readFileSync(path, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(path, secret, { mode: 0o600, flag: 'wx' });
  return secret;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer ([A-Za-z0-9_.-]+)$/.exec(header.trim());
  return match?.[1] ?? '';
}

interface SessionClaims {
  sub?: unknown;
  sid?: unknown;
  iat?: unknown;
  exp?: unknown;
}

/**
 * Whether the token's lifetime is one this API issues: at most 15 minutes from an issue time that is not in the
 * future. A token signed with a leaked secret for a year is refused, whatever else it claims.
 */
function lifetimeIssued(iat: unknown, exp: unknown, nowSeconds: number) {
  return (
    typeof iat === 'number' &&
    typeof exp === 'number' &&
    exp - iat <= TOKEN_LIFETIME_SECONDS &&
    iat <= nowSeconds + CLOCK_SKEW_SECONDS
  );
}

export default fp<{ secret: string }>(
  async (app, options) => {
    // fast-jwt checks HS256 with node's HMAC on this thread, in microseconds. (WebCrypto, which jose uses, queues
    // on libuv's thread pool behind password hashing: a login flood made every signed-in request wait seconds.)
    const sign = createSigner({ key: options.secret, algorithm: ALGORITHM, expiresIn: TOKEN_LIFETIME_MS });
    const verify = createVerifier({
      key: options.secret,
      // Pinned: `alg: none` and every other algorithm are refused. A token without `exp` never expires: refused.
      algorithms: [ALGORITHM],
      requiredClaims: ['sub', 'exp', 'iat', 'sid'],
    });

    /** Judges the token; only a database answer can accept it, and a database failure is never a "no". */
    async function signInFrom(token: string): Promise<{ userId: number; family: string } | null> {
      let claims: SessionClaims;
      try {
        claims = verify(token) as SessionClaims;
      } catch (error) {
        if (error instanceof TokenError) return null;
        throw error;
      }
      const { sub, sid, iat, exp } = claims;
      if (typeof sub !== 'string' || !/^[1-9][0-9]{0,9}$/.test(sub)) return null;
      if (typeof sid !== 'string' || sid.length > 64) return null;
      if (!lifetimeIssued(iat, exp, Date.now() / 1000)) return null;
      // The one lookup per signed-in request: the user still exists, and its sign-in was neither signed out nor
      // ended by its lifetime or a password change.
      const userId = Number(sub);
      return (await isSignInLive(app.db, userId, sid)) ? { userId, family: sid } : null;
    }

    app.decorateRequest('userId', null);
    app.decorateRequest('sessionFamily', null);

    app.decorate('issueToken', (userId: number, sessionFamily: string) =>
      sign({ sub: String(userId), sid: sessionFamily }),
    );

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (token === undefined) throw unauthorized();
      const signIn = token ? await signInFrom(token) : null;
      if (signIn === null) throw unauthorized('The token is invalid or has expired. Please sign in again.');
      request.userId = signIn.userId;
      request.sessionFamily = signIn.family;
    });

    app.decorate('identify', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      const signIn = token ? await signInFrom(token) : null;
      request.userId = signIn?.userId ?? null;
      request.sessionFamily = signIn?.family ?? null;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
