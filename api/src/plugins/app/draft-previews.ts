import type { DraftResource } from '@portfolio/shared/schemas';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isSignInLive } from '../../db/repositories/refresh-sessions';
import {
  DRAFT_PREVIEW_LIFETIME_MS,
  type DraftPreviewGrant,
  readDraftPreview,
  signDraftPreview,
} from '../../drafts/preview-token';
import { unauthorized } from '../../problems';

export interface DraftPreviews {
  /** A preview token of the item's draft for the request's signed-in user, and when it expires. */
  issue(request: FastifyRequest, resource: DraftResource, itemId: number): { token: string; expires: number };
  /**
   * The grant of a preview token: signed here, in time, and from a sign-in that is still live (signed out, or
   * the password changed, its links stop too); 401 otherwise.
   */
  grantOf(token: string | undefined): Promise<DraftPreviewGrant>;
}

declare module 'fastify' {
  interface FastifyInstance {
    draftPreviews: DraftPreviews;
  }
}

/** Signed preview links of drafts (docs/history.md#drafts-and-preview), with a key derived from the API's secret. */
export default fp<{ secret: string }>(
  async (app, { secret }) => {
    app.decorate('draftPreviews', {
      issue(request, resource, itemId) {
        const expires = Date.now() + DRAFT_PREVIEW_LIFETIME_MS;
        const grant = {
          resource,
          itemId,
          userId: request.userId!,
          sessionFamily: request.sessionFamily!,
          expires,
        };
        return { token: signDraftPreview(secret, grant), expires };
      },
      async grantOf(token) {
        const grant = readDraftPreview(secret, token);
        if (!grant || !(await isSignInLive(app.db, grant.userId, grant.sessionFamily)))
          throw unauthorized(
            'This draft preview link is not valid or has expired: open Preview again in the admin.',
          );
        return grant;
      },
    } satisfies DraftPreviews);
  },
  { name: 'draft-previews', dependencies: ['db', 'auth'] },
);
