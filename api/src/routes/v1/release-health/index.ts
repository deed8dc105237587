import type { RemoteName } from '@portfolio/shared/remotes';
import { healthQuerySchema, remoteHealthSchema } from '@portfolio/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { remoteHealth } from '../../../releases/health/remote-health';
import { bearerAuth } from '../../openapi';

/**
 * `GET /releases/{remote}/health`: what visitors' browsers reported about each release of a remote, and a
 * running rollout beside the live release with the watch's decision. For a signed-in user or that remote's
 * deploy key, like the registry's reads.
 */
const releaseHealthRoutes: FastifyPluginAsyncZod<{ minViews: number }> = async (app, options) => {
  app.get(
    '/:remote/health',
    {
      onRequest: app.authorizeRelease,
      schema: {
        tags: ['releases'],
        summary: "Each release's page views, errors and web vitals, and the rollout's decision",
        security: bearerAuth,
        params: z.object({ remote: z.string().max(40) }),
        querystring: healthQuerySchema,
        response: { 200: remoteHealthSchema },
      },
    },
    (request) =>
      remoteHealth(app.db, request.params.remote as RemoteName, request.query.minutes, options.minViews),
  );
};

export default releaseHealthRoutes;
