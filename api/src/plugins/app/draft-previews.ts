import type { DraftResource } from '@portfolio/shared/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
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
  /**
   * For a public read shown beside a preview's page (its card, the résumé) asked with `?draft=<token>`: the
   * token's grant, and the answer (or its refusal) marked for this reader only, never kept by any cache and never
   * indexed; 401 for a token not valid, as the page's. Undefined when asked without one: the live answer.
   */
  ofPublicRead(token: string | undefined, reply: FastifyReply): Promise<DraftPreviewGrant | undefined>;
}

declare module 'fastify' {
  interface FastifyInstance {
    draftPreviews: DraftPreviews;
  }
}

/**
 * Headers of an answer made for one reader: `private, no-store` keeps it out of every cache (the read cache
 * skips such an answer too), and no search engine indexes it.
 */
export const privateAnswer = (reply: FastifyReply) =>
  reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');

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
      async ofPublicRead(token, reply) {
        if (token === undefined) return undefined;
        privateAnswer(reply);
        return this.grantOf(token);
      },
    } satisfies DraftPreviews);
  },
  { name: 'draft-previews', dependencies: ['db', 'auth'] },
);
