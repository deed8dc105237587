import type { RemoteName } from '@portfolio/shared/remotes';
import {
  checkedPreviewSchema,
  checkedPromotionSchema,
  checkedRegistrationSchema,
  checkedRollbackSchema,
  liveStateSchema,
  promotionRuleInputSchema,
  releaseSchema,
  remoteReleasesSchema,
  rollbackResultSchema,
} from '@portfolio/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createHash } from 'node:crypto';
import { z } from 'zod';
import {
  changeLive,
  getLiveState,
  getRemoteReleases,
  recordPreview,
  registerRelease,
} from '../../../db/repositories/releases';
import { rollBack } from '../../../db/repositories/release-rollback';
import { setPromotionRule } from '../../../db/repositories/release-rules';
import { forbidden } from '../../../problems';
import type { JsonText } from '../../../db/json-statements';
import { sendJson } from '../../json-reply';
import { bearerAuth, noContent } from '../../openapi';

const tags = ['releases'];
/** Checked like a name here, so that an unknown remote is a 404 (from the hook), not a 400. */
const remoteParams = z.object({ remote: z.string().max(40) });
const remoteOf = (request: FastifyRequest) => (request.params as { remote: string }).remote as RemoteName;
const actorOf = (request: FastifyRequest) => request.releaseActor!;

/**
 * The registry of what each remote serves, with its history. Reads need a signed-in user or the remote's deploy
 * key; changes come only from a host server, which runs the release's checks before it forwards the caller's
 * request (and credentials) here — the site's `/api/v1/releases` is answered by the host server.
 */
const releasesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: app.requireReleaseChecker,
      // Every host server asks this every second: one log line each time would drown the log.
      logLevel: 'warn',
      schema: {
        tags,
        summary: 'What every remote serves now (host servers only)',
        response: { 200: liveStateSchema, 304: noContent },
      },
    },
    async (request, reply) => {
      const body = JSON.stringify(await getLiveState(app.db));
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return sendJson(reply, body as JsonText);
    },
  );

  app.get(
    '/:remote',
    {
      onRequest: app.authorizeRelease,
      schema: {
        tags,
        summary: "A remote's live release, rollout, stored releases and history",
        security: bearerAuth,
        params: remoteParams,
        response: { 200: remoteReleasesSchema },
      },
    },
    (request) => getRemoteReleases(app.db, remoteOf(request)),
  );

  app.post(
    '/:remote',
    {
      onRequest: [app.authorizeRelease, app.requireKeyScope('publish'), app.requireReleaseChecker],
      schema: {
        tags,
        summary: 'Register a checked release (from a host server)',
        security: bearerAuth,
        params: remoteParams,
        body: checkedRegistrationSchema,
        response: { 200: releaseSchema, 201: releaseSchema },
      },
    },
    async (request, reply) => {
      const { release, created } = await registerRelease(
        app.db,
        remoteOf(request),
        request.body,
        actorOf(request),
      );
      return reply.code(created ? 201 : 200).send(release);
    },
  );

  app.put(
    '/:remote/live',
    {
      onRequest: [app.authorizeRelease, app.requireKeyScope('promote'), app.requireReleaseChecker],
      schema: {
        tags,
        summary: 'Promote, roll out or roll back to a checked release (from a host server)',
        security: bearerAuth,
        params: remoteParams,
        body: checkedPromotionSchema,
        response: { 200: remoteReleasesSchema },
      },
    },
    async (request) => {
      const remote = remoteOf(request);
      await changeLive(app.db, remote, request.body, actorOf(request));
      return getRemoteReleases(app.db, remote);
    },
  );

  app.post(
    '/:remote/rollback',
    {
      onRequest: [app.authorizeRelease, app.requireKeyScope('promote'), app.requireReleaseChecker],
      schema: {
        tags,
        summary: 'Stop a running rollout, or else roll live back (from a host server)',
        security: bearerAuth,
        params: remoteParams,
        body: checkedRollbackSchema,
        response: { 200: rollbackResultSchema },
      },
    },
    async (request) => {
      const remote = remoteOf(request);
      const done = await rollBack(app.db, remote, request.body, actorOf(request));
      return { ...(await getRemoteReleases(app.db, remote)), ...done };
    },
  );

  app.put(
    '/:remote/rule',
    {
      onRequest: app.authorizeRelease,
      schema: {
        tags,
        summary:
          "Set or lift the remote's rule: promotion to everyone only after a rollout (signed-in users)",
        security: bearerAuth,
        params: remoteParams,
        body: promotionRuleInputSchema,
        response: { 200: remoteReleasesSchema },
      },
    },
    async (request) => {
      // The rule guards against what a key may do: a key never sets it.
      if (actorOf(request).kind !== 'user')
        throw forbidden("A remote's rule is set by a signed-in owner, not with a deploy key.");
      const remote = remoteOf(request);
      await setPromotionRule(app.db, remote, request.body.rule);
      return getRemoteReleases(app.db, remote);
    },
  );

  app.post(
    '/:remote/previews',
    {
      onRequest: [app.authorizeRelease, app.requireKeyScope('publish'), app.requireReleaseChecker],
      schema: {
        tags,
        summary: 'Record a preview link of a checked release (from a host server)',
        security: bearerAuth,
        params: remoteParams,
        body: checkedPreviewSchema,
        response: { 204: noContent },
      },
    },
    async (request, reply) => {
      const { version, checks, until } = request.body;
      await recordPreview(
        app.db,
        remoteOf(request),
        { version, checks, until: new Date(until) },
        actorOf(request),
      );
      return reply.code(204).send(null);
    },
  );
};

export default releasesRoutes;
