import {
  createdDeployKeySchema,
  deployKeyInputSchema,
  deployKeyListSchema,
  idParamsSchema,
} from '@portfolio/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDeployKey, listDeployKeys, revokeDeployKey } from '../../../db/repositories/deploy-keys';
import { bearerAuth, noContent } from '../../openapi';

const tags = ['deploy keys'];

/** Keys that CI publishes and promotes one remote's releases with: made, listed and revoked by signed-in users. */
const deployKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Every deploy key (never the keys themselves)',
        security: bearerAuth,
        response: { 200: deployKeyListSchema },
      },
    },
    async () => ({ deployKeys: await listDeployKeys(app.db) }),
  );

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Make a deploy key for one remote; the answer is the only time the key is shown',
        security: bearerAuth,
        body: deployKeyInputSchema,
        response: { 201: createdDeployKeySchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await createDeployKey(app.db, request.body, request.userId)),
  );

  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Revoke a deploy key: it stops working at once, and stays listed for the history',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await revokeDeployKey(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default deployKeysRoutes;
