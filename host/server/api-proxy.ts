import replyFrom from '@fastify/reply-from';
import type { Problem } from '@portfolio/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** How long a client should wait before trying again when the API does not answer (starting, restarting). */
const RETRY_AFTER_SECONDS = 5;
/**
 * How long the API may take to start its answer: an upload's image checks take seconds at most, the API's own
 * query timeout is shorter still. undici's default (300 s) would keep a visitor waiting on a hung API.
 */
const ANSWER_TIMEOUT_MS = 30_000;

/**
 * The visitor's address chain for the API. Addresses a client wrote into X-Forwarded-For are passed on only
 * as far as `trustProxy` trusts the hops that added them (`request.ips`); the peer's own address always ends
 * the chain, so the API's per-visitor limits count visitors, not this server.
 */
export function forwardedFor(request: FastifyRequest): string {
  const chain = request.ips ? [...request.ips].reverse() : [request.socket.remoteAddress ?? request.ip];
  return chain.join(', ');
}

/**
 * The answer when the API could not be reached or did not answer in time: a problem like the API's own, 502 or
 * 504, never a 500 carrying the API's internal address (the cause goes to this server's log).
 */
function upstreamProblem(error: Error & { statusCode?: number }): Problem {
  return error.statusCode === 504
    ? { title: 'Gateway Timeout', status: 504, detail: 'The API did not answer in time. Please try again.' }
    : {
        title: 'Bad Gateway',
        status: 502,
        detail: 'The API is not answering. Please try again in a moment.',
      };
}

/**
 * `/api/*` proxied to the API (API_URL), bodies streamed through untouched (uploads included; the API applies
 * its own limits). Answers the API did not compress are compressed here like any other.
 */
export async function registerApiProxy(
  app: FastifyInstance,
  apiUrl: string,
  { answerTimeoutMs = ANSWER_TIMEOUT_MS } = {},
) {
  await app.register(async (proxy) => {
    proxy.removeAllContentTypeParsers();
    proxy.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    await proxy.register(replyFrom, { base: apiUrl, undici: { headersTimeout: answerTimeoutMs } });
    const forward = (request: FastifyRequest, reply: FastifyReply, url: string) =>
      reply.from(url, {
        rewriteRequestHeaders: (_raw, headers) => ({
          ...headers,
          'x-forwarded-for': forwardedFor(request),
          'x-forwarded-proto': request.protocol,
          'x-forwarded-host': request.host,
        }),
        onError: (failedReply, { error }) => {
          const problem = upstreamProblem(error);
          failedReply.log.error({ err: error }, 'the API could not be reached');
          failedReply
            .code(problem.status)
            .type('application/problem+json')
            .header('retry-after', String(RETRY_AFTER_SECONDS))
            .send(problem);
        },
      });
    proxy.all('/api/*', (request, reply) => forward(request, reply, request.url));
    // The owner's résumé lives at the site's root, where people look for it; the API makes it.
    for (const [path, apiPath] of Object.entries(SITE_FILES_FROM_API)) {
      proxy.get(path, (request, reply) => forward(request, reply, `${apiPath}${queryOf(request.url)}`));
    }
  });
}

/** Files the site serves at its root that the API makes (docs/product.md#resume). */
export const SITE_FILES_FROM_API = {
  '/resume.json': '/api/v1/resume.json',
  '/resume.pdf': '/api/v1/resume.pdf',
} as const;

const queryOf = (url: string) => {
  const start = url.indexOf('?');
  return start === -1 ? '' : url.slice(start);
};
