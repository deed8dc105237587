import {
  idParamsSchema,
  orderInputSchema,
  technologyInputSchema,
  technologyListQuerySchema,
  technologyListSchema,
  technologySchema,
  technologyTagLinkSchema,
} from '@portfolio/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addTagToTechnology,
  createTechnology,
  deleteTechnology,
  getTechnology,
  listTechnologies,
  removeTagFromTechnology,
  reorderTechnologies,
  updateTechnology,
} from '../../../db/repositories/technologies';
import { readScope } from '../../../db/repositories/query-helpers';
import { imagesOfTechnology } from '../../../storage/image-references';
import { sendJson } from '../../json-reply';
import { bearerAuth, noContent } from '../../openapi';

const tags = ['technologies'];

const technologiesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          "Technologies in the owner's order with their tags; without offset and limit, all of them; hidden ones only with a token",
        querystring: technologyListQuerySchema,
        response: { 200: technologyListSchema },
      },
      onRequest: app.identify,
    },
    async (request, reply) =>
      sendJson(reply, await listTechnologies(app.db, request.query, readScope(request.userId))),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One technology with its tags; a hidden one only with a token',
        params: idParamsSchema,
        response: { 200: technologySchema },
      },
      onRequest: app.identify,
    },
    async (request, reply) =>
      sendJson(reply, await getTechnology(app.db, request.params.id, readScope(request.userId))),
  );

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Create a technology',
        security: bearerAuth,
        body: technologyInputSchema,
        response: { 201: technologySchema },
      },
    },
    async (request, reply) => sendJson(reply, await createTechnology(app.db, request.body), 201),
  );

  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Update a technology',
        security: bearerAuth,
        params: idParamsSchema,
        body: technologyInputSchema,
        response: { 200: technologySchema },
      },
    },
    async (request, reply) => {
      const images = await imagesOfTechnology(app.db, request.params.id);
      const answer = await updateTechnology(app.db, request.params.id, request.body);
      await app.releaseImages(images);
      return sendJson(reply, answer);
    },
  );

  app.put(
    '/order',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Set the owner's order: every technology id exactly once, first shown first",
        security: bearerAuth,
        body: orderInputSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await reorderTechnologies(app.db, request.body.ids);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Delete a technology (and its links)',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const images = await imagesOfTechnology(app.db, request.params.id);
      await deleteTechnology(app.db, request.params.id);
      await app.releaseImages(images);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/add-tag',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Tag a technology (idempotent); answers the technology',
        security: bearerAuth,
        body: technologyTagLinkSchema,
        response: { 200: technologySchema },
      },
    },
    async (request, reply) =>
      sendJson(reply, await addTagToTechnology(app.db, request.body.technologyId, request.body.tagId)),
  );

  app.post(
    '/remove-tag',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Untag a technology (idempotent); answers the technology',
        security: bearerAuth,
        body: technologyTagLinkSchema,
        response: { 200: technologySchema },
      },
    },
    async (request, reply) =>
      sendJson(reply, await removeTagFromTechnology(app.db, request.body.technologyId, request.body.tagId)),
  );
};

export default technologiesRoutes;
