import { verifyPageView } from '@portfolio/shared/page-view-token';
import { PAGE_EVENTS_MAX_BYTES, pageEventsSchema } from '@portfolio/shared/schemas';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { z } from 'zod';
import { forbidden, tooManyRequests } from '../../../problems';
import { marksOf } from '../../../releases/health/charge';

export interface EventsRoutesOptions {
  /** PAGE_VIEW_SECRET: what the host servers sign page views with. Unset: every report is refused. */
  secret: string | undefined;
  perMinute: number;
}

/**
 * `POST /events`: what visitors' browsers report about a page view (its view, errors, failed chunks and
 * hydrations, web vitals), taken only with a page-view token a host server signed, and counted per release
 * without keeping anything about the visitor. Answered 202 before anything is written: the counter writes once
 * a second. Reports come as JSON or as the text/plain `navigator.sendBeacon` sends.
 */
const eventsRoutes: FastifyPluginAsyncZod<EventsRoutesOptions> = async (app, options) => {
  // In memory, per instance: a budget per address that stops one flood without touching anyone else's reports.
  const limiter = new RateLimiterMemory({ points: options.perMinute, duration: 60 });
  const perAddress = async (request: FastifyRequest) => {
    try {
      await limiter.consume(request.ip);
    } catch (result) {
      if (!(result instanceof RateLimiterRes)) throw result;
      throw tooManyRequests(
        'Too many reports from this address. Try again later.',
        result.msBeforeNext / 1000,
      );
    }
  };
  // sendBeacon sends a string as text/plain: the same JSON, parsed (and guarded) as Fastify parses JSON.
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: PAGE_EVENTS_MAX_BYTES },
    app.getDefaultJsonParser('error', 'error'),
  );

  app.post(
    '/',
    {
      onRequest: perAddress,
      config: { writesNoPublicData: true },
      bodyLimit: PAGE_EVENTS_MAX_BYTES,
      // Every page view reports: a line each would drown the log.
      logLevel: 'warn',
      schema: {
        tags: ['events'],
        summary: "Report a page view's errors and web vitals (from visitors' browsers)",
        body: pageEventsSchema,
        response: { 202: z.undefined().describe('Taken: counted within a second') },
      },
    },
    async (request, reply) => {
      const view = options.secret ? verifyPageView(options.secret, request.body.pageView) : null;
      if (!view)
        throw forbidden(
          'This page-view token was not signed by this site, or is older than a day: nothing was counted.',
        );
      if (!app.pageViews.add(marksOf(view, request.body.events)))
        throw tooManyRequests('Reports are not being taken just now. Try again later.', 5);
      // No body: the browser that sent it never reads one.
      return reply.code(202).send();
    },
  );
};

export default eventsRoutes;
