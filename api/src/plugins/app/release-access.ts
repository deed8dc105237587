import { isRemoteName, RELEASE_CHECKER_HEADER } from '@portfolio/shared/remotes';
import type { DeployKeyScope, ReleaseActor } from '@portfolio/shared/schemas';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createHash, timingSafeEqual } from 'node:crypto';
import { isDeployKey, useDeployKey } from '../../db/repositories/deploy-keys';
import { findUserName } from '../../db/repositories/users';
import { forbidden, HttpProblem, notFound, unauthorized } from '../../problems';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * onRequest hook for `/releases/:remote…`: a signed-in user or a deploy key (401 without one), of a known
     * remote (404), and the key of that remote (403 with another's). Sets `request.releaseActor`.
     */
    authorizeRelease(request: FastifyRequest): Promise<void>;
    /** onRequest hook: only a host server (which holds the releases secret) may send checked changes. */
    requireReleaseChecker(request: FastifyRequest): Promise<void>;
    /** onRequest hook after `authorizeRelease`: a deploy key must have `scope` (a signed-in user may do all). */
    requireKeyScope(scope: DeployKeyScope): (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    releaseActor: ReleaseActor | null;
    /** What the deploy key of the request may do; null for a signed-in user. */
    deployKeyScopes: DeployKeyScope[] | null;
  }
}

const bearer = (request: FastifyRequest) =>
  /^Bearer (\S+)$/.exec(request.headers.authorization?.trim() ?? '')?.[1];

/** Compares digests, so neither the secret's length nor its characters leak through timing. */
const sameSecret = (given: string, secret: string) =>
  timingSafeEqual(createHash('sha256').update(given).digest(), createHash('sha256').update(secret).digest());

/** What each scope allows, in the words a refusal uses. */
const SCOPE_WORK: Record<DeployKeyScope, string> = {
  publish: 'registering and previewing releases',
  promote: 'rolling out, promoting and rolling back',
};

export const releasesTurnedOff = () =>
  new HttpProblem(
    503,
    'Remote releases are turned off: set the same RELEASES_SECRET on the API and on every host server.',
  );

export default fp<{ secret: string | undefined }>(
  async (app, options) => {
    app.decorateRequest('releaseActor', null);
    app.decorateRequest('deployKeyScopes', null);

    app.decorate('authorizeRelease', async (request: FastifyRequest) => {
      const remote = (request.params as { remote?: string }).remote ?? '';
      const token = bearer(request);
      if (token && isDeployKey(token)) {
        const key = await useDeployKey(app.db, token);
        if (!key) throw unauthorized('This deploy key is unknown or was revoked.');
        if (key.expired)
          throw unauthorized(
            `This deploy key expired at ${key.expiresAt.toISOString()}: make a new one in the admin, under Releases.`,
          );
        if (!isRemoteName(remote)) throw notFound(`Remote '${remote}'`);
        if (key.remote !== remote)
          throw forbidden(`This deploy key is for ${key.remote}; it cannot change ${remote}.`);
        request.releaseActor = { kind: 'key', id: key.id, name: key.name };
        request.deployKeyScopes = key.scopes;
        return;
      }
      await app.authenticate(request);
      if (!isRemoteName(remote)) throw notFound(`Remote '${remote}'`);
      const userId = request.userId!;
      const name = (await findUserName(app.db, userId)) ?? `User ${userId}`;
      request.releaseActor = { kind: 'user', id: userId, name };
    });

    app.decorate('requireKeyScope', (scope: DeployKeyScope) => async (request: FastifyRequest) => {
      const scopes = request.deployKeyScopes;
      if (scopes && !scopes.includes(scope))
        throw forbidden(
          `This deploy key has the ${scopes.join(' and ')} scope, not ${scope}: ${SCOPE_WORK[scope]} need a key with the ${scope} scope.`,
        );
    });

    app.decorate('requireReleaseChecker', async (request: FastifyRequest) => {
      if (!options.secret) throw releasesTurnedOff();
      const given = request.headers[RELEASE_CHECKER_HEADER];
      if (typeof given !== 'string' || !sameSecret(given, options.secret))
        throw forbidden(
          'Release changes are made through the site, whose host server checks each release first: send this request to the site, not to the API.',
        );
    });
  },
  { name: 'release-access', dependencies: ['db', 'auth'] },
);
