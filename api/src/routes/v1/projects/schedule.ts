import * as schemas from '@portfolio/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cancelScheduled, listScheduled, scheduleChange } from '../../../db/repositories/scheduled-changes';
import { bearerAuth, noContent } from '../../openapi';

type App = Parameters<FastifyPluginAsyncZod>[0];

const tags = ['projects'];

/**
 * A project shown or hidden at a set time (`/projects/{id}/schedule`), signed-in users only; the API instances
 * apply each change within a few seconds of its time, once (`plugins/app/scheduled-changes.ts`).
 */
export function registerSchedule(app: App) {
  const signedIn = { onRequest: app.authenticate };

  app.get(
    '/:id/schedule',
    {
      ...signedIn,
      schema: {
        tags,
        summary: "A project's scheduled publish and hide, still to come, soonest first",
        security: bearerAuth,
        params: schemas.idParamsSchema,
        response: { 200: schemas.scheduleListSchema },
      },
    },
    async (request) => ({ scheduled: await listScheduled(app.db, request.params.id) }),
  );

  app.post(
    '/:id/schedule',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Publish or hide the project at a time (one already past happens at once)',
        security: bearerAuth,
        params: schemas.idParamsSchema,
        body: schemas.scheduleInputSchema,
        response: { 201: schemas.scheduledChangeSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await scheduleChange(app.db, request.params.id, request.body, request.userId)),
  );

  app.delete(
    '/:id/schedule/:scheduleId',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'Drop a scheduled publish or hide that has not happened yet',
        security: bearerAuth,
        params: schemas.scheduleParamsSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await cancelScheduled(app.db, request.params.id, request.params.scheduleId);
      return reply.code(204).send(null);
    },
  );
}
