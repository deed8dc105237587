import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify, SignJWT } from 'jose';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { users } from '../../db/schema';
import { unauthorized } from '../../problems';

const ALGORITHM = 'HS256';
export const TOKEN_LIFETIME = '8h';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs a session token whose `sub` is the user id. */
    issueToken(userId: number): Promise<string>;
    /** onRequest hook: a valid bearer token of an existing user, or 401. */
    authenticate(request: FastifyRequest): Promise<void>;
    /** onRequest hook: reads a valid token when there is one; anything else leaves the request anonymous. */
    identify(request: FastifyRequest): Promise<void>;
  }
  interface FastifyRequest {
    userId: number | null;
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

export default fp<{ secret: string }>(
  async (app, options) => {
    const key = new TextEncoder().encode(options.secret);

    async function userIdFrom(token: string): Promise<number | null> {
      try {
        // The algorithm is pinned: `alg: none` and any other algorithm are refused by jose.
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        if (typeof payload.sub !== 'string' || !/^[1-9][0-9]{0,9}$/.test(payload.sub)) return null;
        const id = Number(payload.sub);
        const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.id, id));
        return user ? user.id : null;
      } catch {
        return null;
      }
    }

    app.decorateRequest('userId', null);

    app.decorate('issueToken', (userId: number) =>
      new SignJWT({})
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(TOKEN_LIFETIME)
        .sign(key),
    );

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      if (token === undefined) throw unauthorized();
      const userId = token ? await userIdFrom(token) : null;
      if (userId === null) throw unauthorized('The token is invalid or has expired. Please sign in again.');
      request.userId = userId;
    });

    app.decorate('identify', async (request: FastifyRequest) => {
      const token = bearerToken(request);
      request.userId = token ? await userIdFrom(token) : null;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);
