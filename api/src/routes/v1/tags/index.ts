import {
  idParamsSchema,
  nameSearchQuerySchema,
  tagInputSchema,
  tagListSchema,
  tagSchema,
} from '@portfolio/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createTag, deleteTag, getTag, listTags, updateTag } from '../../../db/repositories/tags';
import { sendJson } from '../../json-reply';
import { bearerAuth, noContent } from '../../openapi';

const tags = ['tags'];

const tagsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Tags by name',
        querystring: nameSearchQuerySchema,
        response: { 200: tagListSchema },
      },
    },
    async (request, reply) => sendJson(reply, await listTags(app.db, request.query)),
  );

  app.get(
    '/:id',
    { schema: { tags, summary: 'One tag', params: idParamsSchema, response: { 200: tagSchema } } },
    async (request, reply) => sendJson(reply, await getTag(app.db, request.params.id)),
  );

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Create a tag',
        security: bearerAuth,
        body: tagInputSchema,
        response: { 201: tagSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await createTag(app.db, request.body)),
  );

  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Update a tag',
        security: bearerAuth,
        params: idParamsSchema,
        body: tagInputSchema,
        response: { 200: tagSchema },
      },
    },
    (request) => updateTag(app.db, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Delete a tag (and its links)',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteTag(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default tagsRoutes;
