import {
  idParamsSchema,
  publicUserSchema,
  userInputSchema,
  userListSchema,
  userSchema,
  userSearchQuerySchema,
} from '@portfolio/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readScope, SIGNED_IN_READ } from '../../../db/repositories/query-helpers';
import { createUser, deleteUser, getUser, listUsers, updateUser } from '../../../db/repositories/users';
import { forbidden } from '../../../problems';
import { imagesOfUser } from '../../../storage/image-references';
import { sendJson } from '../../json-reply';
import { bearerAuth, noContent } from '../../openapi';
import passwordRoutes from './password';

const tags = ['users'];

const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(passwordRoutes);

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Users by id; search with one of firstName, lastName, email (case-insensitive)',
        security: bearerAuth,
        querystring: userSearchQuerySchema,
        response: { 200: userListSchema },
      },
    },
    (request) => listUsers(app.db, request.query),
  );

  app.get(
    '/:id',
    {
      // Public: anyone reads a profile. With a valid token the answer also carries the phone and the hidden
      // projects and technologies.
      onRequest: app.identify,
      schema: {
        tags,
        summary:
          "A profile with experiences and projects in the owner's order; the phone and hidden items only with a valid token",
        params: idParamsSchema,
        response: { 200: z.union([userSchema, publicUserSchema]) },
      },
    },
    async (request, reply) =>
      sendJson(reply, await getUser(app.db, request.params.id, readScope(request.userId))),
  );

  app.post(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Create a user and e-mail them an invitation to choose a password',
        security: bearerAuth,
        body: userInputSchema,
        response: { 201: userSchema },
      },
    },
    async (request, reply) => {
      // The user and their invitation link are written together: never a user nobody can sign in as.
      const id = await app.db.transaction(async (tx) => {
        const created = await createUser(tx, request.body);
        await app.passwordLinks.sendInvitation(
          { id: created, email: request.body.email, firstName: request.body.firstName },
          tx,
        );
        return created;
      });
      return sendJson(reply, await getUser(app.db, id, SIGNED_IN_READ), 201);
    },
  );

  app.put(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Update a profile (and avatar)',
        security: bearerAuth,
        params: idParamsSchema,
        body: userInputSchema,
        response: { 200: userSchema },
      },
    },
    async (request, reply) => {
      await app.releaseImages(await updateUser(app.db, request.params.id, request.body));
      return sendJson(reply, await getUser(app.db, request.params.id, SIGNED_IN_READ));
    },
  );

  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Delete a user with their projects and experiences; never yourself',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      if (request.params.id === request.userId) throw forbidden('You cannot delete your own user.');
      const images = await imagesOfUser(app.db, request.params.id);
      await deleteUser(app.db, request.params.id);
      await app.releaseImages(images);
      return reply.code(204).send(null);
    },
  );
};

export default usersRoutes;
