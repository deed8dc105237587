import {
  idParamsSchema,
  orderInputSchema,
  nameSearchQuerySchema,
  projectInputSchema,
  projectListSchema,
  projectSchema,
  projectTechnologyLinkSchema,
  slugParamsSchema,
} from '@portfolio/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  addTechnologyToProject,
  createProject,
  deleteProject,
  getProject,
  getProjectBySlug,
  listProjects,
  removeTechnologyFromProject,
  reorderProjects,
  updateProject,
} from '../../../db/repositories/projects';
import { readScope } from '../../../db/repositories/query-helpers';
import { imagesOfProject } from '../../../storage/image-references';
import { sendJson } from '../../json-reply';
import { bearerAuth, noContent } from '../../openapi';

const tags = ['projects'];

const projectsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          "Projects in the owner's order; `name` searches case-insensitively; hidden ones only with a token",
        querystring: nameSearchQuerySchema,
        response: { 200: projectListSchema },
      },
      onRequest: app.identify,
    },
    async (request, reply) =>
      sendJson(reply, await listProjects(app.db, request.query, readScope(request.userId))),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One project with its technologies; a hidden one only with a token',
        params: idParamsSchema,
        response: { 200: projectSchema },
      },
      onRequest: app.identify,
    },
    async (request, reply) =>
      sendJson(reply, await getProject(app.db, request.params.id, readScope(request.userId))),
  );

  app.get(
    '/slug/:slug',
    {
      schema: {
        tags,
        summary:
          'The project at /projects/<slug>, also by a slug it had before a rename (its answer names the current one); a hidden one only with a token',
        params: slugParamsSchema,
        response: { 200: projectSchema },
      },
      onRequest: app.identify,
    },
    async (request, reply) =>
      sendJson(reply, await getProjectBySlug(app.db, request.params.slug, readScope(request.userId))),
  );

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Create a project',
        security: bearerAuth,
        body: projectInputSchema,
        response: { 201: projectSchema },
      },
    },
    async (request, reply) => sendJson(reply, await createProject(app.db, request.body), 201),
  );

  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Update a project',
        security: bearerAuth,
        params: idParamsSchema,
        body: projectInputSchema,
        response: { 200: projectSchema },
      },
    },
    async (request, reply) => {
      const images = await imagesOfProject(app.db, request.params.id);
      const answer = await updateProject(app.db, request.params.id, request.body);
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
        summary: "Set the owner's order: every project id exactly once, first shown first",
        security: bearerAuth,
        body: orderInputSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await reorderProjects(app.db, request.body.ids);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Delete a project',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const images = await imagesOfProject(app.db, request.params.id);
      await deleteProject(app.db, request.params.id);
      await app.releaseImages(images);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/add-tech',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Link a technology to a project (idempotent); answers the project',
        security: bearerAuth,
        body: projectTechnologyLinkSchema,
        response: { 200: projectSchema },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await addTechnologyToProject(app.db, request.body.projectId, request.body.technologyId),
      ),
  );

  app.post(
    '/remove-tech',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Unlink a technology from a project (idempotent); answers the project',
        security: bearerAuth,
        body: projectTechnologyLinkSchema,
        response: { 200: projectSchema },
      },
    },
    async (request, reply) =>
      sendJson(
        reply,
        await removeTechnologyFromProject(app.db, request.body.projectId, request.body.technologyId),
      ),
  );
};

export default projectsRoutes;
