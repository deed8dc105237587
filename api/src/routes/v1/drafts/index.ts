import * as schemas from '@portfolio/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readDraft } from '../../../db/repositories/drafts';
import {
  checkedBody,
  type DraftKind,
  projectDrafts,
  userDrafts,
  withDraftApplied,
} from '../../../drafts/draft-items';

const KINDS: Record<schemas.DraftResource, DraftKind<unknown>> = {
  projects: projectDrafts as DraftKind<unknown>,
  users: userDrafts as DraftKind<unknown>,
};

const previewToken = (authorization: string | undefined) =>
  new RegExp(`^${schemas.DRAFT_PREVIEW_SCHEME} (\\S+)$`).exec(authorization?.trim() ?? '')?.[1];

/**
 * `GET /drafts/preview`: what a draft preview link shows, for the host server that renders its page. The link's
 * token comes as `Authorization: DraftPreview <token>`, so the read caches never keep the answer, and the answer
 * itself is for this request only (`private, no-store`).
 */
const draftsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/preview',
    {
      schema: {
        tags: ['drafts'],
        summary:
          'The item a draft preview link names with its draft applied (`Authorization: DraftPreview <token>`); 401 for a link not valid, expired or from a sign-in that ended',
        response: { 200: schemas.draftPreviewSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
      const grant = await app.draftPreviews.grantOf(previewToken(request.headers.authorization));
      const kind = KINDS[grant.resource];
      const draft = await readDraft(app.db, grant.resource, grant.itemId);
      const item: unknown = JSON.parse(
        await withDraftApplied(app.db, kind, grant.itemId, checkedBody(kind, draft)),
      );
      return {
        resource: grant.resource,
        itemId: grant.itemId,
        editPath: kind.editPath(grant.itemId),
        item,
      } as schemas.DraftPreview;
    },
  );
};

export default draftsRoutes;
