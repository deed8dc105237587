import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { type Encoding, entityTag, MIN_COMPRESSIBLE_BYTES } from './http-caching';

const compressWithBrotli = promisify(brotliCompress);
const compressWithGzip = promisify(gzip);

/**
 * Types whose bytes are compressed already (a PNG's deflate, a PDF's streams): a second coding would cost a
 * brotli pass at quality 11 for a few per cent, so they are sent as they are.
 */
const COMPRESSED_TYPES = /^(image\/(png|jpeg|webp|avif|gif)|application\/(pdf|zip|gzip))\b/i;

export interface CachedAnswerOptions {
  /**
   * The answer's own version, when its route names one (a strong `ETag` it set): the version of what it shows,
   * the same on every instance even where the bytes are not (a PDF carries the time it was drawn). Otherwise a
   * hash of the bytes.
   */
  version?: string;
  /** `Cache-Control` as the route set it; `no-cache` (revalidate on every use) otherwise. */
  cacheControl?: string;
  /** Other representation headers the route set that every copy must carry (`Content-Disposition`, ...). */
  headers?: Readonly<Record<string, string>>;
}

/**
 * One stored answer: the body as sent, its hash (the entity tag) and each compressed form, made once on first
 * demand at the highest level (in libuv's thread pool, so the event loop never waits on it).
 */
export class CachedAnswer {
  readonly hash: string;
  readonly cacheControl: string;
  /** Whether the bytes are compressed already: then they are the only form ever kept. */
  readonly #compressedAlready: boolean;
  readonly #extraHeaders: Readonly<Record<string, string>>;
  readonly #encoded = new Map<Encoding, Buffer | Promise<Buffer>>();
  readonly #headers = new Map<Encoding, Readonly<Record<string, string>>>();

  constructor(
    readonly body: Buffer,
    readonly contentType: string,
    { version, cacheControl = 'no-cache', headers = {} }: CachedAnswerOptions = {},
  ) {
    this.hash = version ?? createHash('sha256').update(body).digest('base64url').slice(0, 32);
    this.cacheControl = cacheControl;
    this.#compressedAlready = COMPRESSED_TYPES.test(contentType);
    this.#extraHeaders = headers;
    this.#encoded.set('identity', body);
  }

  /** The coding actually used: small bodies, and bodies compressed already, are always sent as they are. */
  encodingFor(preferred: Encoding): Encoding {
    return this.body.length < MIN_COMPRESSIBLE_BYTES || this.#compressedAlready ? 'identity' : preferred;
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
        ...this.#extraHeaders,
        etag: entityTag(this.hash, encoding),
        'cache-control': this.cacheControl,
        'content-type': this.contentType,
        ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      };
      this.#headers.set(encoding, headers);
    }
    return headers;
  }

  /** What the entry counts against the budget: the body, and as much again for its compressed forms if any. */
  get cost() {
    return this.#compressedAlready ? this.body.length : this.body.length * 2;
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
