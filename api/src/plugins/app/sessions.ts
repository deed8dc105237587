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
import { forbidden, unauthorized } from '../../problems';

/** How long a refresh cookie lasts without being used: a working day; each refresh starts it again. */
export const REFRESH_LIFETIME_MS = 8 * 60 * 60 * 1000;
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
  /** Rotates the cookie's refresh token and answers a fresh access token; 401 (cookie cleared) when it is over. */
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

/**
 * Refresh sessions behind an HttpOnly cookie: the browser's script never holds more than a 15-minute access token
 * in memory, and any tab of the same browser signs in with the cookie (docs/decisions.md, "Sessions").
 */
export default fp<{ publicUrl: string }>(
  async (app, options) => {
    const secureSite = options.publicUrl.startsWith('https:');

    function setCookie(request: FastifyRequest, reply: FastifyReply, value: string, maxAgeMs: number) {
      const secure = secureSite || request.protocol === 'https';
      const attributes = [
        `${REFRESH_COOKIE}=${value}`,
        `Path=${REFRESH_COOKIE_PATH}`,
        `Max-Age=${Math.floor(maxAgeMs / 1000)}`,
        'HttpOnly',
        'SameSite=Strict',
        ...(secure ? ['Secure'] : []),
      ];
      void reply.header('set-cookie', attributes.join('; '));
    }
    const clearCookie = (request: FastifyRequest, reply: FastifyReply) => setCookie(request, reply, '', 0);

    async function issue(
      user: { id: number; tokenVersion: number },
      family: string,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      const token = randomBytes(32).toString('base64url');
      await storeRefreshSession(app.db, {
        userId: user.id,
        family,
        tokenHash: hashToken(token),
        tokenVersion: user.tokenVersion,
        expiresAt: new Date(Date.now() + REFRESH_LIFETIME_MS),
      });
      setCookie(request, reply, token, REFRESH_LIFETIME_MS);
      return app.issueToken(user, family);
    }

    app.decorate('sessions', {
      async start(user, request, reply) {
        // Now and then, with a sign-in, the sessions nobody can use any more go.
        if (Math.random() < 0.05) await deleteStaleRefreshSessions(app.db, new Date());
        return issue(user, randomUUID(), request, reply);
      },

      async refresh(request, reply) {
        const token = readCookie(request, REFRESH_COOKIE);
        const session =
          token && token.length <= 64 ? await findRefreshSession(app.db, hashToken(token)) : undefined;
        const now = new Date();
        const over = (detail: string) => {
          clearCookie(request, reply);
          return unauthorized(detail);
        };
        if (!session) throw over('You are not signed in.');
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
        await markRefreshSessionUsed(app.db, session.id, now);
        return issue(
          { id: session.userId, tokenVersion: session.tokenVersion },
          session.family,
          request,
          reply,
        );
      },

      async end(request, reply) {
        const token = readCookie(request, REFRESH_COOKIE);
        const session =
          token && token.length <= 64 ? await findRefreshSession(app.db, hashToken(token)) : undefined;
        if (session) await revokeRefreshFamily(app.db, session.family, new Date());
        clearCookie(request, reply);
      },

      async requireSessionHeader(request) {
        if (request.headers[SESSION_HEADER] !== '1') {
          throw forbidden(`Send the ${SESSION_HEADER}: 1 header: only the site's own pages may do this.`);
        }
      },
    } satisfies Sessions);
  },
  { name: 'sessions', dependencies: ['db', 'auth'] },
);
