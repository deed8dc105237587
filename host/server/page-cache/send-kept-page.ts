import type { FastifyReply, FastifyRequest } from 'fastify';
import { entityTag, matchesIfNoneMatch, preferredEncoding } from '@portfolio/shared/http-caching';
import type { KeptPage } from './kept-page';

/**
 * Answers a kept page in the coding the browser prefers, with its entity tag, or 304 (no body) when the browser
 * already holds it. `no-cache`: a browser may keep it, and asks each time whether it is still the page.
 */
export function sendKeptPage(request: FastifyRequest, reply: FastifyReply, page: KeptPage, vary: string) {
  const encoding = page.encodingFor(preferredEncoding(request.headers['accept-encoding']));
  reply
    .code(page.status)
    .headers(page.headers)
    .header('cache-control', 'no-cache')
    .header('vary', vary)
    .header('etag', entityTag(page.hash, encoding));
  if (page.status === 200 && matchesIfNoneMatch(request.headers['if-none-match'], page.hash))
    return reply.code(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(page.bytes(encoding));
}
