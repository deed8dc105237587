import type { FastifyReply, FastifyRequest } from 'fastify';
import { entityTag, matchesIfNoneMatch, preferredEncoding } from '@portfolio/shared/http-caching';
import type { KeptPage } from './kept-page';

/**
 * Answers a kept page in the coding the browser prefers, with its entity tag, or 304 (no body) when the browser
 * already holds it. `no-cache`: a browser may keep it, and asks each time whether it is still the page.
 *
 * A 304 carries what RFC 9110 15.4.5 asks for (the tag, `Cache-Control`, `Vary`) and none of the page's own
 * headers (its type, its CSP): the browser keeps those of its copy, which the tag names (it covers them), so
 * they would be a kilobyte of nothing per revalidation.
 */
export function sendKeptPage(request: FastifyRequest, reply: FastifyReply, page: KeptPage, vary: string) {
  const encoding = page.encodingFor(preferredEncoding(request.headers['accept-encoding']));
  reply
    .code(page.status)
    .header('cache-control', 'no-cache')
    .header('vary', vary)
    .header('etag', entityTag(page.hash, encoding));
  if (page.status === 200 && matchesIfNoneMatch(request.headers['if-none-match'], page.hash))
    return reply.code(304).send();
  reply.headers(page.headers);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(page.bytes(encoding));
}
