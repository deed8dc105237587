import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type Encoding, entityTag, MIN_COMPRESSIBLE_BYTES } from './http-caching';

const compressWithBrotli = promisify(brotliCompress);
const compressWithGzip = promisify(gzip);

/**
 * One stored answer: the body as sent, its hash (the entity tag) and each compressed form, made once on first
 * demand at the highest level (in libuv's thread pool, so the event loop never waits on it).
 */
export class CachedAnswer {
  readonly hash: string;
  readonly #encoded = new Map<Encoding, Buffer | Promise<Buffer>>();
  readonly #headers = new Map<Encoding, Readonly<Record<string, string>>>();

  constructor(
    readonly body: Buffer,
    readonly contentType: string,
  ) {
    this.hash = createHash('sha256').update(body).digest('base64url').slice(0, 32);
    this.#encoded.set('identity', body);
  }

  /** The coding actually used: small bodies are always sent as they are. */
  encodingFor(preferred: Encoding): Encoding {
    return this.body.length < MIN_COMPRESSIBLE_BYTES ? 'identity' : preferred;
  }

  /** The bytes in `encoding`: a Buffer when ready, a promise the first time. */
  encoded(encoding: Encoding): Buffer | Promise<Buffer> {
    let bytes = this.#encoded.get(encoding);
    if (!bytes) {
      const pending =
        encoding === 'br'
          ? compressWithBrotli(this.body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : compressWithGzip(this.body, { level: constants.Z_BEST_COMPRESSION });
      bytes = pending.then((compressed) => {
        this.#encoded.set(encoding, compressed);
        return compressed;
      });
      this.#encoded.set(encoding, bytes);
    }
    return bytes;
  }

  /**
   * The representation headers of the bytes in `encoding` (entity tag, type, coding, revalidation), built once
   * per entry: a hit sets them in one call instead of working each out again.
   */
  headersFor(encoding: Encoding): Readonly<Record<string, string>> {
    let headers = this.#headers.get(encoding);
    if (!headers) {
      headers = {
        etag: entityTag(this.hash, encoding),
        'cache-control': 'no-cache',
        'content-type': this.contentType,
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      };
      this.#headers.set(encoding, headers);
    }
    return headers;
  }

  /** What the entry counts against the budget: the body, and as much again for its compressed forms. */
  get cost() {
    return this.body.length * 2;
  }
}

/**
 * The public answers by normalized URL, least recently used first out when over `maxBytes` (lru-cache, sized by
 * each answer's cost). `generation` moves on every `clear()`: an answer read before a clear is refused by
 * `set()`, so a read that raced a write can never store what the write replaced.
 */
export class AnswerCache {
  readonly #entries: LRUCache<string, CachedAnswer>;
  #generation = 0;

  constructor(readonly maxBytes: number) {
    this.#entries = new LRUCache({
      maxSize: maxBytes,
      // One answer may take at most a quarter of the budget: a huge one never pushes out all the others.
      maxEntrySize: maxBytes / 4,
      sizeCalculation: (answer) => answer.cost,
    });
  }

  get generation() {
    return this.#generation;
  }

  get size() {
    return this.#entries.size;
  }

  get(key: string): CachedAnswer | undefined {
    return this.#entries.get(key);
  }

  /** Stores the answer of a read that began in `generation`; refused if a write cleared the cache since. */
  set(key: string, answer: CachedAnswer, generation: number): boolean {
    if (generation !== this.#generation || answer.cost > this.maxBytes / 4) return false;
    this.#entries.set(key, answer);
    return true;
  }

  clear() {
    this.#generation += 1;
    this.#entries.clear();
  }
}
