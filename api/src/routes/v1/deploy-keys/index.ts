import * as schemas from '@portfolio/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createDeployKey, listDeployKeys, revokeDeployKey } from '../../../db/repositories/deploy-keys';
import { registerResourceRoutes } from '../resource-routes';

const deployKeys = { tags: ['deploy keys'], item: schemas.deployKeySchema };

/** Keys that CI publishes and promotes one remote's releases with: made, listed and revoked by signed-in users. */
const deployKeysRoutes: FastifyPluginAsyncZod = async (app) => {
  registerResourceRoutes(app, deployKeys, {
    list: {
      summary: 'Every deploy key (never the keys themselves)',
      access: 'signed-in',
      response: schemas.deployKeyListSchema,
      read: async () => ({ deployKeys: await listDeployKeys(app.db) }),
    },
    create: {
      summary: 'Make a deploy key for one remote; the answer is the only time the key is shown',
      input: schemas.deployKeyInputSchema,
      response: schemas.createdDeployKeySchema,
      write: (input, request) => createDeployKey(app.db, input, request.userId),
    },
    remove: {
      summary: 'Revoke a deploy key: it stops working at once, and stays listed for the history',
      write: (id) => revokeDeployKey(app.db, id),
    },
  });
};

export default deployKeysRoutes;
