import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyRequest } from 'fastify';

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
 * `/api/*` proxied to the API (API_URL), bodies streamed through untouched (uploads included; the API applies
 * its own limits). Answers the API did not compress are compressed here like any other.
 */
export async function registerApiProxy(app: FastifyInstance, apiUrl: string) {
  await app.register(async (proxy) => {
    proxy.removeAllContentTypeParsers();
    proxy.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    await proxy.register(replyFrom, { base: apiUrl });
    proxy.all('/api/*', (request, reply) =>
      reply.from(request.url, {
        rewriteRequestHeaders: (_raw, headers) => ({
          ...headers,
          'x-forwarded-for': forwardedFor(request),
          'x-forwarded-proto': request.protocol,
          'x-forwarded-host': request.host,
        }),
      }),
    );
  });
}
