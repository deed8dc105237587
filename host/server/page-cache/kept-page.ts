import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding } from '@portfolio/shared/http-caching';

const compressWithBrotli = promisify(brotliCompress);
const compressWithGzip = promisify(gzip);

/** What a page's answer says besides its bytes: the same for every visitor it is kept for. */
export interface KeptHeaders {
  'content-type': string;
  /** A page's own, naming its remotes; other documents get the site's (security-headers.ts). */
  'content-security-policy'?: string;
  [name: string]: string | undefined;
}

/**
 * A finished page, kept: its bytes as rendered, gzipped (level 9) before the first answer, and brotli-compressed
 * (quality 11) in libuv's thread pool meanwhile. Quality 11 takes about a second for a 156 KB page on this
 * machine, so until it is ready brotli-accepting browsers get the gzip bytes (every browser that sends `br`
 * sends `gzip`); it is done once per page, not per answer.
 */
export class KeptPage {
  readonly hash: string;
  /** Settles once the brotli bytes are made (or failed: gzip keeps serving). */
  readonly brotliDone: Promise<void>;
  #brotli: Buffer | undefined;

  private constructor(
    readonly status: number,
    readonly headers: Readonly<KeptHeaders>,
    readonly body: Buffer,
    readonly gzip: Buffer,
  ) {
    // The headers too: a 304 leaves the browser with its copy's CSP, so a tag must never name a page under
    // another policy (the bytes name the remotes the policy allows, but the tag says so by itself).
    this.hash = createHash('sha256')
      .update(JSON.stringify(headers))
      .update(body)
      .digest('base64url')
      .slice(0, 32);
    this.brotliDone = compressWithBrotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }).then(
      (bytes) => {
        this.#brotli = bytes;
      },
      () => undefined,
    );
  }

  static async of(status: number, headers: KeptHeaders, html: string): Promise<KeptPage> {
    const body = Buffer.from(html);
    return new KeptPage(
      status,
      headers,
      body,
      await compressWithGzip(body, { level: constants.Z_BEST_COMPRESSION }),
    );
  }

  /** The coding this page is sent in for a client that prefers `preferred`. */
  encodingFor(preferred: Encoding): Encoding {
    if (preferred === 'br' && !this.#brotli) return 'gzip';
    return preferred;
  }

  bytes(encoding: Encoding): Buffer {
    if (encoding === 'br' && this.#brotli) return this.#brotli;
    return encoding === 'gzip' ? this.gzip : this.body;
  }

  /** The memory it holds: every coding made so far. */
  get size(): number {
    return this.body.length + this.gzip.length + (this.#brotli?.length ?? 0);
  }
}
