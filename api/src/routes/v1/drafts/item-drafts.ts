import * as schemas from '@portfolio/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { deleteDraft, readDraft, saveDraft, type StoredDraft } from '../../../db/repositories/drafts';
import { checkedBody, type DraftKind, withDraftApplied } from '../../../drafts/draft-items';
import { entityTagOf } from '../../../history/preconditions';
import { notFound } from '../../../problems';
import { sendJson } from '../../json-reply';
import { bearerAuth, noContent } from '../../openapi';
import type { App } from '../resource-routes';

interface DraftRoutes<Input> {
  kind: DraftKind<Input>;
  tags: string[];
  /** The item's name in the summaries: `project`, `profile`. */
  noun: string;
  /** One draft as the routes answer it. */
  draft: z.ZodType;
  /** The item as its `PUT` answers it. */
  item: z.ZodType;
  /** The public page of the item with the draft applied (`item` as the page reads it). */
  pagePath(item: unknown): string;
}

const answerOf = (draft: StoredDraft) => ({
  body: draft.body,
  baseEtag: entityTagOf(draft.baseVersion),
  savedAt: draft.savedAt.toISOString(),
  savedBy: draft.savedBy,
});

/**
 * `/{id}/draft` under an item's routes (docs/history.md#drafts-and-preview), signed-in users only, as its `PUT`:
 * read, save (`PUT`, the body its `PUT` takes, validated the same) and discard (`DELETE`) the item's unpublished
 * changes; publish them (`POST …/publish`: the item's save, one version, checked with `If-Match` or else the version
 * the draft was made from: 412 once the item changed since); and a signed preview link (`POST …/preview`).
 */
export function registerDraftRoutes<Input>(app: App, routes: DraftRoutes<Input>) {
  const { kind, tags, noun } = routes;
  const signedIn = { onRequest: app.authenticate };
  const privateWrite = { ...signedIn, config: { writesNoPublicData: true } };

  app.get(
    '/:id/draft',
    {
      ...signedIn,
      schema: {
        tags,
        summary: `The ${noun}'s unpublished changes (404: none)`,
        security: bearerAuth,
        params: schemas.idParamsSchema,
        response: { 200: routes.draft },
      },
    },
    async (request) => answerOf(await readDraft(app.db, kind.resource, request.params.id)),
  );

  app.put(
    '/:id/draft',
    {
      ...privateWrite,
      schema: {
        tags,
        summary: `Save changes to the ${noun} as a draft, without changing what visitors see`,
        security: bearerAuth,
        params: schemas.idParamsSchema,
        body: kind.input,
        response: { 200: routes.draft },
      },
    },
    async (request) => {
      await kind.check?.(app.db, request.body as Input);
      return answerOf(
        await saveDraft(app.db, kind.resource, request.params.id, request.body, request.userId),
      );
    },
  );

  app.delete(
    '/:id/draft',
    {
      ...privateWrite,
      schema: {
        tags,
        summary: `Discard the ${noun}'s draft`,
        security: bearerAuth,
        params: schemas.idParamsSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      if (!(await deleteDraft(app.db, kind.resource, request.params.id))) throw notFound('Draft');
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/:id/draft/publish',
    {
      ...signedIn,
      schema: {
        tags,
        summary: `Publish the ${noun}'s draft: one save, refused with 412 once the ${noun} changed since the draft was made (or since \`If-Match\`)`,
        security: bearerAuth,
        params: schemas.idParamsSchema,
        response: { 200: routes.item },
      },
    },
    async (request: FastifyRequest<{ Params: { id: number } }>, reply) => {
      const { id } = request.params;
      const draft = await readDraft(app.db, kind.resource, id);
      const ifMatch = request.headers['if-match'];
      request.precondition = {
        resource: kind.resource,
        itemId: id,
        ifMatch: typeof ifMatch === 'string' ? ifMatch : entityTagOf(draft.baseVersion),
      };
      return sendJson(reply, await kind.publish(app, request, id, checkedBody(kind, draft)));
    },
  );

  app.post(
    '/:id/draft/preview',
    {
      ...privateWrite,
      schema: {
        tags,
        summary: `A signed link, for you only and for 30 minutes, to the ${noun}'s page with its draft applied`,
        security: bearerAuth,
        params: schemas.idParamsSchema,
        response: { 201: schemas.draftPreviewLinkSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const draft = await readDraft(app.db, kind.resource, id);
      const item: unknown = JSON.parse(
        await withDraftApplied(app.db, kind, id, checkedBody(kind, draft), (tx) => kind.pageRead(tx, id)),
      );
      const { token, expires } = app.draftPreviews.issue(request, kind.resource, id);
      const link: schemas.DraftPreviewLink = {
        path: `${routes.pagePath(item)}?${schemas.DRAFT_PREVIEW_PARAM}=${encodeURIComponent(token)}`,
        expiresAt: new Date(expires).toISOString(),
      };
      return reply.code(201).send(link);
    },
  );
}
