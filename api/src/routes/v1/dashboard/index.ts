import { dashboardSchema } from '@portfolio/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readDashboard } from '../../../db/repositories/dashboard';
import { bearerAuth } from '../../openapi';

/** The admin home's figures: counts per resource, hidden items, the last changes. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['dashboard'],
        summary: 'Counts of every resource, the hidden projects and technologies, and the last items changed',
        security: bearerAuth,
        response: { 200: dashboardSchema },
      },
    },
    () => readDashboard(app.db),
  );
};

export default dashboardRoutes;
