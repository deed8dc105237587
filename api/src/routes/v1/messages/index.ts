import {
  idParamsSchema,
  messageChallengeSchema,
  messageInputSchema,
  messageListQuerySchema,
  messageListSchema,
  messageSchema,
  messageUpdateSchema,
} from '@portfolio/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deleteMessage, getMessage, listMessages, updateMessage } from '../../../db/repositories/messages';
import { messageIntake } from '../../../messages/intake';
import { bearerAuth, noContent } from '../../openapi';

const tags = ['messages'];

/** What visitors write through the contact form, and the owner's inbox of it. */
const messagesRoutes: FastifyPluginAsyncZod<{ inboxBudgetPerMinute: number }> = async (app, options) => {
  const intake = messageIntake(app, options);

  app.get(
    '/challenge',
    {
      schema: {
        tags,
        summary: 'A proof-of-work challenge (ALTCHA) to solve before sending a message; signed, single use',
        response: { 200: messageChallengeSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return app.messageChallenges.issue();
    },
  );

  app.post(
    '/',
    {
      onRequest: (request) => intake.countAttempt(request.ip),
      config: { writesNoPublicData: true },
      schema: {
        tags,
        summary: 'Send the owner a message (the contact form); 202 whether it reaches the Inbox or Spam',
        body: messageInputSchema,
        response: { 202: z.undefined().describe('Received: in the Inbox, in Spam, or (a bot) nowhere') },
      },
    },
    async (request, reply) => {
      const outcome = await intake.receive(request.body);
      if (outcome.kept) request.log.info({ message: outcome.id, folder: outcome.folder }, 'message received');
      return reply.code(202).send();
    },
  );

  app.get(
    '/',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Messages of one folder, unread first, paged; with the Inbox’s unread count',
        security: bearerAuth,
        querystring: messageListQuerySchema,
        response: { 200: messageListSchema },
      },
    },
    (request) => listMessages(app.db, request.query),
  );

  app.get(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'One message, in whichever folder it is',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 200: messageSchema },
      },
    },
    (request) => getMessage(app.db, request.params.id),
  );

  app.patch(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Mark a message read or unread, or move it to another folder',
        security: bearerAuth,
        params: idParamsSchema,
        body: messageUpdateSchema,
        response: { 200: messageSchema },
      },
    },
    (request) => updateMessage(app.db, request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: 'Delete a message',
        security: bearerAuth,
        params: idParamsSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      await deleteMessage(app.db, request.params.id);
      return reply.code(204).send(null);
    },
  );
};

export default messagesRoutes;
