import fp from 'fastify-plugin';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

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
 * Security headers on every answer; uploaded images relax Cross-Origin-Resource-Policy themselves.
 * Computed once: @fastify/helmet rebuilt helmet's whole middleware on every request, which cut a cached read
 * to a third of what Fastify serves without it.
 */
export default fp(
  async (app) => {
    const headers = helmetHeaders();
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'helmet' },
);
