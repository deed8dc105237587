import { PUBLIC_DATA_CHANGED_HEADER, RELEASE_CHECKER_HEADER } from '@portfolio/shared/remotes';
import { DRAFT_PREVIEW_PARAM } from '@portfolio/shared/schemas';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AnswerCache, CachedAnswer } from '../../http-cache/answer-cache';
import { HitTally } from '../../http-cache/hit-tally';
import { mayChangePublicReads } from '../../http-cache/public-writes';
import {
  type Encoding,
  entityTag,
  matchesIfNoneMatch,
  normalizedUrl,
  preferredEncoding,
} from '../../http-cache/http-caching';

/**
 * Only these answers are shared: the public API's reads and the preview cards (a link shared widely brings a
 * crawler per site it lands on). Health, docs and image files are not cached.
 */
const CACHED_PREFIXES = ['/api/v1/', '/api/cards/'];
/**
 * Never shared: the release registry is for host servers and signed-in users only, and its tables send no change
 * notifications, so a kept answer would be both a leak and stale.
 */
const UNCACHED_PREFIX = '/api/v1/releases';
/** Nor the auth routes: a reset link's state changes when it is used, by a write on a table nobody notifies about. */
const AUTH_PREFIX = '/api/v1/auth/';
/** What a shared answer must vary on: a signed-in reader gets other bytes for the same URL. */
const VARY = 'Accept-Encoding, Authorization';
/** Headers a route sets on its answer that every copy of it carries (the download's name, who may embed it). */
const KEPT_HEADERS = ['content-disposition', 'cross-origin-resource-policy'] as const;
/** How often the log gets one line for the reads the cache answered (each of them has none of its own at info). */
const HIT_SUMMARY_INTERVAL_MS = 60_000;

interface CacheState {
  key: string;
  generation: number;
  hit: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    readCache: AnswerCache;
  }
  interface FastifyRequest {
    /** Set for a shared read while the cache is in use: which entry it reads and whether it was there. */
    readCacheState: CacheState | null;
  }
}

const DRAFT_TOKEN_IN_URL = new RegExp(`[?&]${DRAFT_PREVIEW_PARAM}=`);

/**
 * The one place that decides whether a read may be answered from, and stored in, the shared cache; anything
 * answered for one reader bypasses it. Anonymous readers are the only ones who may share an answer: a request
 * with credentials (an `Authorization` header, a draft's preview token among them, or a host server's releases
 * secret; valid or not) neither reads nor fills the cache, so private fields, hidden items and drafts never land
 * in it. A preview link's token in the address (`?draft=`, a draft's card or résumé) is a credential too.
 */
const isSharedRead = (request: FastifyRequest) =>
  request.method === 'GET' &&
  request.headers.authorization === undefined &&
  request.headers[RELEASE_CHECKER_HEADER] === undefined &&
  !request.is404 &&
  // The URL rather than `routeOptions.url`: that getter builds a dozen-field object on every call.
  CACHED_PREFIXES.some((prefix) => request.url.startsWith(prefix)) &&
  !request.url.startsWith(UNCACHED_PREFIX) &&
  !request.url.startsWith(AUTH_PREFIX) &&
  !DRAFT_TOKEN_IN_URL.test(request.url);

/**
 * An answer as its route made it, to be kept: its own strong entity tag, if it set one, names it (the version of
 * what it shows, so a 304 holds on every instance), and the headers every copy must carry go with it.
 */
function answerToKeep(reply: FastifyReply, body: Buffer): CachedAnswer {
  const etag = reply.getHeader('etag');
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = reply.getHeader(name);
    if (value !== undefined) headers[name] = String(value);
  }
  const cacheControl = reply.getHeader('cache-control');
  return new CachedAnswer(
    body,
    String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
    {
      version: typeof etag === 'string' ? /^"([^"]+)"$/.exec(etag)?.[1] : undefined,
      cacheControl: cacheControl === undefined ? undefined : String(cacheControl),
      headers,
    },
  );
}

/**
 * An answer that says it is for this reader only (a draft preview's card or résumé, asked without credentials
 * but with a preview link's token in its address) is never kept, whatever its URL.
 */
const isForOneReader = (reply: FastifyReply) =>
  /\b(private|no-store)\b/.test(String(reply.getHeader('cache-control') ?? ''));

/**
 * Sets the answer's headers and answers its bytes in the coding the client prefers (a Buffer when ready, a
 * promise the first time a coding is asked for), or null for 304 when the client already has it.
 */
function prepareAnswer(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer, hit: boolean) {
  const encoding: Encoding = answer.encodingFor(preferredEncoding(request.headers['accept-encoding']));
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, ${VARY}` : VARY).header('x-cache', hit ? 'HIT' : 'MISS');
  if (matchesIfNoneMatch(request.headers['if-none-match'], answer.hash)) {
    reply
      .code(304)
      .header('etag', entityTag(answer.hash, encoding))
      .header('cache-control', answer.cacheControl);
    return null;
  }
  reply.headers(answer.headersFor(encoding));
  return answer.encoded(encoding);
}

/** Hands `bytes` (or a promise of them) on to a callback-style hook, without a promise when they are ready. */
function whenReady(
  bytes: Buffer | Promise<Buffer> | null,
  next: (bytes: Buffer | null) => void,
  fail: (error: Error) => void,
) {
  if (bytes instanceof Promise) bytes.then(next, fail);
  else next(bytes);
}

/**
 * The read cache: public GET answers kept serialized (and compressed on demand) in memory, keyed by the
 * normalized URL, with a strong ETag and `Cache-Control: no-cache` so browsers and CDNs revalidate and get 304.
 * The preview cards and the résumé (JSON and PDF) are kept the same way: a crawler storm on a shared link costs
 * neither a database read nor a drawing per request, and a change anywhere drops them with the rest.
 *
 * Never stale, by two paths that both run for every write:
 * - this instance clears the cache when a POST, PUT, PATCH or DELETE is answered (not for a 4xx, which changed
 *   nothing, nor on a route that writes nothing public: `mayChangePublicReads`), before the answer leaves: a read
 *   that starts after the write was acknowledged misses;
 * - PostgreSQL notifies every instance of each committed write (`app.dataChanges`, triggers in the database),
 *   which covers the other instances and writes made outside the API. While that feed is down the cache is
 *   bypassed, and it starts empty when the feed is back.
 *
 * A hit touches neither the database nor any state, so at `info` it writes no access line of its own (a
 * quarter of its CPU): the hits are counted and summed up in one line a minute, and at `debug` each one is
 * logged as well (request-log.ts).
 */
export default fp<{ maxBytes: number }>(
  async (app, options) => {
    const cache = new AnswerCache(options.maxBytes);
    app.decorate('readCache', cache);
    const hits = new HitTally();
    const summarizeHits = () => {
      const counts = hits.take();
      if (counts)
        app.log.info({ readCacheHits: counts }, `answered ${counts.answered} reads from the read cache`);
    };
    const summaries = setInterval(summarizeHits, HIT_SUMMARY_INTERVAL_MS).unref();
    app.addHook('onClose', (_app, done) => {
      clearInterval(summaries);
      summarizeHits();
      done();
    });
    app.dataChanges.on('change', () => cache.clear());
    app.dataChanges.on('lost', (error) => {
      cache.clear();
      app.log.warn({ err: error }, 'read cache off: lost the database change notifications; reconnecting');
    });
    app.dataChanges.on('restored', () => {
      cache.clear();
      app.log.info('read cache on: listening to database change notifications again');
    });

    app.decorateRequest('readCacheState', null);

    // Registered after helmet and CORS, so a hit carries their headers; it skips validation and the handler.
    // The hooks take callbacks rather than being async: a hit is a few microseconds of work, and each promise
    // and microtask of an async hook was a visible share of it.
    app.addHook('onRequest', (request, reply, done) => {
      if (!app.dataChanges.listening || !isSharedRead(request)) return done();
      const key = normalizedUrl(request.url);
      const answer = cache.get(key);
      request.readCacheState = { key, generation: cache.generation, hit: answer !== undefined };
      if (!answer) return done();
      whenReady(
        prepareAnswer(request, reply, answer, true),
        (bytes) => {
          hits.count(bytes === null);
          reply.send(bytes ?? undefined);
        },
        done,
      );
    });

    app.addHook('onSend', (request, reply, payload, done) => {
      const status = reply.statusCode;
      if (request.method !== 'GET') {
        if (mayChangePublicReads(request, reply)) {
          cache.clear();
          reply.header(PUBLIC_DATA_CHANGED_HEADER, '1');
        }
        return done(null, payload);
      }
      const state = request.readCacheState;
      if (!state || state.hit || status !== 200 || isForOneReader(reply)) return done(null, payload);
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
      const answer = answerToKeep(reply, Buffer.from(payload));
      cache.set(state.key, answer, state.generation);
      whenReady(prepareAnswer(request, reply, answer, false), (bytes) => done(null, bytes), done);
    });
  },
  { name: 'read-cache', dependencies: ['db'] },
);
