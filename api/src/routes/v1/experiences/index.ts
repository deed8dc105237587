import {
  companySearchQuerySchema,
  experienceInputSchema,
  experienceListSchema,
  experienceSchema,
  idParamsSchema,
} from '@portfolio/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createExperience,
  deleteExperience,
  getExperience,
  listExperiences,
  updateExperience,
} from '../../../db/repositories/experiences';
import { sendJson } from '../../json-reply';
import { bearerAuth, noContent } from '../../openapi';

const tags = ['experiences'];

const experiencesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Experiences, latest start first; `company` searches case-insensitively',
        querystring: companySearchQuerySchema,
        response: { 200: experienceListSchema },
      },
    },
    async (request, reply) => sendJson(reply, await listExperiences(app.db, request.query)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One experience',
        params: idParamsSchema,
        response: { 200: experienceSchema },
      },
    },
    async (request, reply) => sendJson(reply, await getExperience(app.db, request.params.id)),
  );

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Create an experience (dates are YYYY-MM-DD; no endDate means ongoing)',
        security: bearerAuth,
        body: experienceInputSchema,
        response: { 201: experienceSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createExperience(app.db, request.body)),
  );

  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Update an experience',
        security: bearerAuth,
        params: idParamsSchema,
        body: experienceInputSchema,
        response: { 200: experienceSchema },
      },
    },
    (request) => updateExperience(app.db, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Delete an experience',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteExperience(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default experiencesRoutes;
