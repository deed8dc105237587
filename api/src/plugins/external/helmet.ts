import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/** Where the API answers with HTML: the OpenAPI browser. Everything else is JSON, problem+json or an image. */
const DOCUMENTS_PREFIX = '/api/docs';

/** The headers helmet's defaults set: the same on every answer, since we use no per-request CSP nonces. */
function helmetHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  helmet()({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

/**
 * The headers that protect an answer that is never rendered as a page (OWASP's REST Security Cheat Sheet):
 * nothing may load, run or frame it, it is never sniffed into HTML, and other sites cannot embed it. Helmet's
 * other defaults (COOP, Origin-Agent-Cluster, X-DNS-Prefetch-Control, X-Download-Options, X-XSS-Protection,
 * X-Permitted-Cross-Domain-Policies) govern documents or browsers long gone; on a JSON answer they did nothing
 * but double its header bytes, about as many as `/technologies`' whole body, on every visitor's read.
 */
export const API_ANSWER_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * Security headers on every answer: helmet's full set on the documentation pages, the API set on the rest.
 * Uploaded images relax Cross-Origin-Resource-Policy and tighten the CSP themselves. Computed once:
 * @fastify/helmet rebuilt helmet's whole middleware on every request, which cut a cached read to a third of
 * what Fastify serves without it.
 */
export default fp(
  async (app) => {
    const documentHeaders = helmetHeaders();
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.url.startsWith(DOCUMENTS_PREFIX) ? documentHeaders : API_ANSWER_HEADERS);
      done();
    });
  },
  { name: 'helmet' },
);
