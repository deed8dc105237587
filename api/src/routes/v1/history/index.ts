import * as schemas from '@portfolio/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changeSetHistory,
  itemHistory,
  readVersion,
  recentHistory,
  trash,
} from '../../../db/repositories/history';
import { restoreSite, restoreVersion, undoChangeSet } from '../../../history/operations';
import { recordedChange } from '../../../history/recorded-change';
import { sendJson } from '../../json-reply';
import { bearerAuth } from '../../openapi';

const tags = ['history'];

/** The content history: every version of every item, the trash, and the ways back. Signed-in users only. */
const historyRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: app.authenticate };

  app.get(
    '/',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          "An item's versions (`resource` and `id`), the trash (`deleted=true`), one change set (`changeSet`) or the site's latest versions (`recent=true`), newest first, paged",
        security: bearerAuth,
        querystring: schemas.historyQuerySchema,
        response: { 200: schemas.historyListSchema },
      },
    },
    async (request, reply) => {
      const { resource, id, deleted, changeSet, recent, offset, limit } = request.query;
      const paging = { offset, limit };
      // The database writes the page's JSON: it is sent as it is (json-reply.ts).
      if (deleted) return sendJson(reply, await trash(app.db, paging));
      if (recent) return sendJson(reply, await recentHistory(app.db, paging));
      if (changeSet !== undefined) return sendJson(reply, await changeSetHistory(app.db, changeSet, paging));
      return sendJson(reply, await itemHistory(app.db, resource!, id!, paging));
    },
  );

  app.get(
    '/:id',
    {
      ...signedIn,
      schema: {
        tags,
        summary: 'One version, with the item as it was',
        security: bearerAuth,
        params: schemas.idParamsSchema,
        response: { 200: schemas.historyVersionSchema },
      },
    },
    async (request) => readVersion(app.db, request.params.id),
  );

  app.post(
    '/:id/restore',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Put the item back as this version holds it, links and place in the order too; a deleted item comes back with its id',
        security: bearerAuth,
        params: schemas.idParamsSchema,
        response: { 200: schemas.restoreResultSchema },
      },
    },
    async (request) =>
      recordedChange(app.db, request, (tx) => restoreVersion(tx, request.params.id), 'restore'),
  );

  app.post(
    '/change-sets/:changeSet/undo',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'Put every item of a change set (a save, an import, a reorder, a deletion) back as it was before it',
        security: bearerAuth,
        params: schemas.changeSetParamsSchema,
        response: { 200: schemas.restoreResultSchema },
      },
    },
    async (request) =>
      recordedChange(app.db, request, (tx) => undoChangeSet(tx, request.params.changeSet), 'restore'),
  );

  app.post(
    '/restore-site',
    {
      ...signedIn,
      schema: {
        tags,
        summary:
          'The whole site as it was at `at`: with `dryRun` the list of what would change, else done in one transaction',
        security: bearerAuth,
        body: schemas.restoreSiteInputSchema,
        response: { 200: schemas.restoreResultSchema },
      },
    },
    async (request) =>
      recordedChange(
        app.db,
        request,
        (tx) => restoreSite(tx, request.body.at, request.body.dryRun),
        'restore',
      ),
  );
};

export default historyRoutes;
