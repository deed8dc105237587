import replyFrom from '@fastify/reply-from';
import { API_JSON_BODY_LIMIT, MAX_UPLOAD_BYTES } from '@portfolio/shared/config';
import { PUBLIC_DATA_CHANGED_HEADER, RELEASE_CHECKER_HEADER } from '@portfolio/shared/remotes';
import type { Problem } from '@portfolio/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sendProblem } from './problems';

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
 * Headers only this server may send the API: a client's copy is dropped, whatever it holds, so no request from
 * outside passes for one this server checked.
 */
const INTERNAL_HEADERS = [RELEASE_CHECKER_HEADER];

/** Room for a multipart upload's boundaries and small fields around its file. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/**
 * A body the API would refuse for its size is refused here, before it is sent: the API answers 413 as soon as it
 * reads the length, and closes the connection while the body is still being sent, which the proxy would only see
 * as an API that failed (502).
 */
function oversized(request: FastifyRequest): string | undefined {
  const length = Number(request.headers['content-length'] ?? 0);
  const multipart = /^multipart\//i.test(request.headers['content-type'] ?? '');
  const limit = multipart ? MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD_BYTES : API_JSON_BODY_LIMIT;
  if (!(length > limit)) return undefined;
  return multipart
    ? `The upload is larger than ${MAX_UPLOAD_BYTES / 1024 / 1024} MB.`
    : `The request body is larger than ${API_JSON_BODY_LIMIT / 1024} KB.`;
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
  {
    answerTimeoutMs = ANSWER_TIMEOUT_MS,
    onPublicDataChanged = () => {},
  }: {
    answerTimeoutMs?: number;
    /** The API said a write it answered may have changed what visitors see (PUBLIC_DATA_CHANGED_HEADER). */
    onPublicDataChanged?: () => void;
  } = {},
) {
  await app.register(async (proxy) => {
    proxy.removeAllContentTypeParsers();
    proxy.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    await proxy.register(replyFrom, { base: apiUrl, undici: { headersTimeout: answerTimeoutMs } });
    const forward = (request: FastifyRequest, reply: FastifyReply, url: string) =>
      reply.from(url, {
        rewriteRequestHeaders: (_raw, headers) => {
          const forwarded = { ...headers };
          for (const name of INTERNAL_HEADERS) delete forwarded[name];
          return {
            ...forwarded,
            'x-forwarded-for': forwardedFor(request),
            'x-forwarded-proto': request.protocol,
            'x-forwarded-host': request.host,
          };
        },
        rewriteHeaders: (headers) => {
          // Before the answer leaves: the owner's next page view is checked against the write. The header is
          // between the API and this server only.
          if (!(PUBLIC_DATA_CHANGED_HEADER in headers)) return headers;
          onPublicDataChanged();
          const { [PUBLIC_DATA_CHANGED_HEADER]: _changed, ...rest } = headers;
          return rest;
        },
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
    proxy.addHook('onRequest', async (request, reply) => {
      const tooLarge = oversized(request);
      if (tooLarge) return sendProblem(reply.header('connection', 'close'), 413, tooLarge);
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
