import type { Problem } from '@portfolio/shared/schemas';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { STATUS_CODES } from 'node:http';

/** Answers `application/problem+json` (RFC 9457), the one error format of the API and of this server. */
export const sendProblem = (
  reply: FastifyReply,
  status: number,
  detail: string,
  extensions: Record<string, unknown> = {},
) =>
  reply
    .code(status)
    .type('application/problem+json')
    .header('cache-control', 'no-store')
    .send({ title: STATUS_CODES[status] ?? 'Error', status, detail, ...extensions } satisfies Problem);

/**
 * Every failure of this server's own routes leaves as problem+json like the API's: what Fastify refuses before a
 * route runs (broken JSON, a content type a route does not read, a body over the limit, a malformed URL) with its
 * own status and message, anything unexpected as a 500 that says nothing of the inside.
 */
export function registerProblems(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendProblem(reply, status, error.message);
    // A visitor who leaves mid-page (a navigation, a closed tab) ends the stream being sent: nothing failed here.
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' && request.raw.destroyed)
      request.log.debug('the client went away before the answer was sent');
    else request.log.error({ err: error }, 'request failed');
    return sendProblem(reply, 500, 'Something went wrong on our side. Please try again.');
  });
}

/**
 * Paths with dot segments (`/./`, `/../`), doubled slashes, backslashes or encoded separators and dots: no page or
 * file of the site has one, and a server further on may read them differently from this one's router, so a route
 * and its checks could be walked around (`/api/v1/./releases/…` reached the API's release route behind the host's).
 */
const AMBIGUOUS_PATH = /(^|\/)\.{1,2}(\/|$)|\/\/|\\|%(2e|2f|5c)/i;

/** Refuses an ambiguous path before any route is chosen (see AMBIGUOUS_PATH). */
export function refuseAmbiguousPaths(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?', 1)[0] ?? '';
    if (AMBIGUOUS_PATH.test(path))
      return sendProblem(
        reply,
        400,
        'The address has dot segments, doubled slashes or encoded separators, which no page of this site has.',
      );
  });
}
