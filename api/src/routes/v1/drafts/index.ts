import * as schemas from '@portfolio/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DRAFT_KINDS, readWithDraft } from '../../../drafts/draft-items';
import { privateAnswer } from '../../../plugins/app/draft-previews';

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
      privateAnswer(reply);
      const grant = await app.draftPreviews.grantOf(previewToken(request.headers.authorization));
      const kind = DRAFT_KINDS[grant.resource];
      const item: unknown = JSON.parse(
        await readWithDraft(app.db, grant, (tx) => kind.pageRead(tx, grant.itemId)),
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
