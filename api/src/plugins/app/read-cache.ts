import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AnswerCache, CachedAnswer } from '../../lib/answer-cache';
import {
  type Encoding,
  entityTag,
  matchesIfNoneMatch,
  normalizedUrl,
  preferredEncoding,
} from '../../lib/http-caching';

declare module 'fastify' {
  interface FastifyInstance {
    readCache: AnswerCache;
  }
}

/** Only these answers are shared: the public API's reads. Health, docs and image files are not cached. */
const CACHED_PREFIX = '/api/v1/';
const MUTATING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** What a shared answer must vary on: a signed-in reader gets other bytes for the same URL. */
const VARY = 'Accept-Encoding, Authorization';

interface CacheState {
  key: string;
  generation: number;
  hit: boolean;
}
const states = new WeakMap<FastifyRequest, CacheState>();

/**
 * Anonymous readers are the only ones who may share an answer: a request with an `Authorization` header
 * (valid or not) neither reads nor fills the cache, so private fields and hidden items never land in it.
 */
const isSharedRead = (request: FastifyRequest) =>
  request.method === 'GET' &&
  request.headers.authorization === undefined &&
  request.routeOptions.url?.startsWith(CACHED_PREFIX) === true;

/** Sends the answer (or 304 when the client already has it) in the coding the client prefers. */
async function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, hit: boolean) {
  const encoding: Encoding = answer.encodingFor(preferredEncoding(request.headers['accept-encoding']));
  const vary = reply.getHeader('vary');
  reply
    .header('etag', entityTag(answer.hash, encoding))
    .header('cache-control', 'no-cache')
    .header('vary', vary ? `${String(vary)}, ${VARY}` : VARY)
    .header('x-cache', hit ? 'HIT' : 'MISS');
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.hash)) {
    reply.code(304);
    return null;
  }
  reply.type(answer.contentType);
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return answer.encoded(encoding);
}

/**
 * The read cache: public GET answers kept serialized (and compressed on demand) in memory, keyed by the
 * normalized URL, with a strong ETag and `Cache-Control: no-cache` so browsers and CDNs revalidate and get 304.
 *
 * Never stale, by two paths that both run for every write:
 * - this instance clears the cache when a POST, PUT, PATCH or DELETE is answered (not for a 4xx, which changed
 *   nothing), before the answer leaves: a read that starts after the write was acknowledged misses;
 * - PostgreSQL notifies every instance of each committed write (`app.dataChanges`, triggers in the database),
 *   which covers the other instances and writes made outside the API. While that feed is down the cache is
 *   bypassed, and it starts empty when the feed is back.
 */
export default fp<{ maxBytes: number }>(
  async (app, options) => {
    const cache = new AnswerCache(options.maxBytes);
    app.decorate('readCache', cache);
    app.dataChanges.on('change', () => cache.clear());
    app.dataChanges.on('lost', (error) => {
      cache.clear();
      app.log.warn({ err: error }, 'read cache off: lost the database change notifications; reconnecting');
    });
    app.dataChanges.on('restored', () => {
      cache.clear();
      app.log.info('read cache on: listening to database change notifications again');
    });

    // Registered after helmet and CORS, so a hit carries their headers; it skips validation and the handler.
    app.addHook('onRequest', async (request, reply) => {
      if (!app.dataChanges.listening || !isSharedRead(request)) return;
      const key = normalizedUrl(request.url);
      const answer = cache.get(key);
      states.set(request, { key, generation: cache.generation, hit: answer !== undefined });
      if (answer) return reply.send((await sendAnswer(request, reply, answer, true)) ?? undefined);
    });

    app.addHook('onSend', async (request, reply, payload) => {
      const status = reply.statusCode;
      if (MUTATING_METHODS.has(request.method)) {
        if (status < 400 || status >= 500) cache.clear();
        return payload;
      }
      const state = states.get(request);
      if (!state || state.hit || status !== 200) return payload;
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
      const answer = new CachedAnswer(
        Buffer.from(payload),
        String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
      );
      cache.set(state.key, answer, state.generation);
      return sendAnswer(request, reply, answer, false);
    });
  },
  { name: 'read-cache', dependencies: ['db'] },
);
