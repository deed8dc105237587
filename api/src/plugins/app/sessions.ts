import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  deleteStaleRefreshSessions,
  findRefreshSession,
  markRefreshSessionUsed,
  revokeRefreshFamily,
  storeRefreshSession,
} from '../../db/repositories/refresh-sessions';
import { SIGNED_IN_COOKIE } from '@portfolio/shared/signed-in-hint';
import { forbidden, unauthorized } from '../../problems';

/** How long a refresh cookie lasts without being used: a working day; each refresh starts it again. */
export const REFRESH_LIFETIME_MS = 8 * 60 * 60 * 1000;
/**
 * How long a sign-in lasts however often it is refreshed: a week after it began, the password is asked again, so a
 * cookie copied off a machine that stays open does not work for ever.
 */
export const SIGN_IN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/**
 * Two tabs opened together may both refresh with the same cookie before either sees the next one: a used token
 * presented again within this time still works. Later, it was copied: the whole sign-in ends.
 */
export const REFRESH_REUSE_GRACE_MS = 10 * 1000;
export const REFRESH_COOKIE = 'portfolio_refresh';
/** The browser sends the cookie to the auth routes only, never with the other API calls. */
export const REFRESH_COOKIE_PATH = '/api/v1/auth';
/**
 * The header the site's own script sends with refresh and sign-out. A cross-site page cannot send it without a
 * CORS preflight the API refuses, on top of the cookie's `SameSite=Strict`: no cross-site request forgery.
 */
export const SESSION_HEADER = 'x-portfolio-session';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface Sessions {
  /** A sign-in: a new refresh session (its cookie set on `reply`) and its first access token. */
  start(
    user: { id: number; tokenVersion: number },
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<string>;
  /**
   * Rotates the cookie's refresh token and answers a fresh access token; 401 (cookie cleared) when it is over, 429
   * (cookie kept: still signed in) when this sign-in refreshes too often.
   */
  refresh(request: FastifyRequest, reply: FastifyReply): Promise<string>;
  /** Sign-out: the cookie's sign-in ends (its refresh and access tokens), and the cookie goes. */
  end(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** onRequest hook for refresh and sign-out: only the site's own script may call them. */
  requireSessionHeader(request: FastifyRequest): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: Sessions;
  }
}

function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || undefined;
  }
  return undefined;
}

/** A sign-in: the family its refresh tokens share and when it began. */
interface SignIn {
  family: string;
  signedInAt: Date;
}

/**
 * Refresh sessions behind an HttpOnly cookie: the browser's script never holds more than a 15-minute access token
 * in memory, and any tab of the same browser signs in with the cookie (docs/decisions.md, "Sessions").
 */
export default fp<{ publicUrl: string }>(
  async (app, options) => {
    const secureSite = options.publicUrl.startsWith('https:');

    /**
     * The refresh cookie, and beside it the `signed_in` hint with the same lifetime: no secret (any value would
     * do), readable by the pages' script on every path, so a page knows from its first paint that this browser
     * holds a sign-in, and a page without it asks the API nothing.
     */
    function setCookies(request: FastifyRequest, reply: FastifyReply, value: string, maxAgeMs: number) {
      const secure = secureSite || request.protocol === 'https' ? ['Secure'] : [];
      const maxAge = `Max-Age=${Math.max(0, Math.floor(maxAgeMs / 1000))}`;
      const refresh = [`${REFRESH_COOKIE}=${value}`, `Path=${REFRESH_COOKIE_PATH}`, maxAge, 'HttpOnly'];
      const hint = [`${SIGNED_IN_COOKIE}=${value ? '1' : ''}`, 'Path=/', maxAge];
      void reply.header('set-cookie', [
        [...refresh, 'SameSite=Strict', ...secure].join('; '),
        [...hint, 'SameSite=Lax', ...secure].join('; '),
      ]);
    }
    const clearCookies = (request: FastifyRequest, reply: FastifyReply) => setCookies(request, reply, '', 0);

    async function issue(
      user: { id: number; tokenVersion: number },
      signIn: SignIn,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      const token = randomBytes(32).toString('base64url');
      const now = Date.now();
      // Idle for a working day at most, and never past the sign-in's end.
      const expiresAt = Math.min(
        now + REFRESH_LIFETIME_MS,
        signIn.signedInAt.getTime() + SIGN_IN_LIFETIME_MS,
      );
      await storeRefreshSession(app.db, {
        userId: user.id,
        family: signIn.family,
        tokenHash: hashToken(token),
        tokenVersion: user.tokenVersion,
        expiresAt: new Date(expiresAt),
        signedInAt: signIn.signedInAt,
      });
      setCookies(request, reply, token, expiresAt - now);
      return app.issueToken(user.id, signIn.family);
    }

    const sessionOf = async (request: FastifyRequest) => {
      const token = readCookie(request, REFRESH_COOKIE);
      return token && token.length <= 64 ? findRefreshSession(app.db, hashToken(token)) : undefined;
    };

    app.decorate('sessions', {
      async start(user, request, reply) {
        // Now and then, with a sign-in, the sessions nobody can use any more go.
        if (Math.random() < 0.05) await deleteStaleRefreshSessions(app.db, new Date());
        return issue(user, { family: randomUUID(), signedInAt: new Date() }, request, reply);
      },

      async refresh(request, reply) {
        const session = await sessionOf(request);
        const now = new Date();
        const over = (detail: string) => {
          clearCookies(request, reply);
          return unauthorized(detail);
        };
        if (!session) throw over('You are not signed in.');
        // `expiresAt` is the idle end or the sign-in's absolute end, whichever comes first.
        if (
          session.revokedAt ||
          session.expiresAt <= now ||
          session.tokenVersion !== session.currentTokenVersion
        ) {
          throw over('Your session has ended. Please sign in again.');
        }
        if (session.usedAt && now.getTime() - session.usedAt.getTime() > REFRESH_REUSE_GRACE_MS) {
          await revokeRefreshFamily(app.db, session.family, now);
          throw over('This session was used elsewhere and has been ended. Please sign in again.');
        }
        // Over the limit, the cookie stays as it is and unused: the sign-in goes on after the wait.
        await app.authLimits.perSignIn(session.family);
        await markRefreshSessionUsed(app.db, session.id, now);
        return issue({ id: session.userId, tokenVersion: session.tokenVersion }, session, request, reply);
      },

      async end(request, reply) {
        const session = await sessionOf(request);
        if (session) await revokeRefreshFamily(app.db, session.family, new Date());
        clearCookies(request, reply);
      },

      async requireSessionHeader(request) {
        if (request.headers[SESSION_HEADER] !== '1') {
          throw forbidden(`Send the ${SESSION_HEADER}: 1 header: only the site's own pages may do this.`);
        }
      },
    } satisfies Sessions);
  },
  { name: 'sessions', dependencies: ['db', 'auth', 'auth-limits'] },
);
