import fp from 'fastify-plugin';
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import pLimit from 'p-limit';
import { serviceUnavailable } from '../../problems';

/** OWASP's scrypt minimum: N=2^17, r=8, p=1 (128 MiB per hash). */
export const OWASP_SCRYPT_COST_LOG2 = 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(password, salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

// Node refuses above 32 MiB by default; scrypt needs 128 * N * r bytes, plus headroom.
const maxmemFor = (cost: number, blockSize: number) => 256 * cost * blockSize;

/**
 * Hashes are self-describing (`scrypt$N$r$p$salt$hash`), so raising the cost later still verifies old ones.
 */
export class PasswordHasher {
  private readonly cost: number;
  private dummyHash: Promise<string> | undefined;

  /** `costLog2` below the OWASP level is only for tests, where hundreds of hashes must stay fast. */
  constructor(costLog2 = OWASP_SCRYPT_COST_LOG2) {
    this.cost = 2 ** costLog2;
  }

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const options = { N: this.cost, r: BLOCK_SIZE, p: PARALLELISM, maxmem: maxmemFor(this.cost, BLOCK_SIZE) };
    const key = await scrypt(password, salt, options);
    return [
      'scrypt',
      this.cost,
      BLOCK_SIZE,
      PARALLELISM,
      salt.toString('base64'),
      key.toString('base64'),
    ].join('$');
  }

  async verify(password: string, stored: string | null | undefined): Promise<boolean> {
    // Unknown user or no password yet: spend the same time anyway so timing does not tell accounts apart.
    if (!stored) {
      this.dummyHash ??= this.hash('not a password');
      await this.verify(password, await this.dummyHash);
      return false;
    }
    const [scheme, n, r, p, saltText, keyText] = stored.split('$');
    if (scheme !== 'scrypt' || !n || !r || !p || !saltText || !keyText) return false;
    const expected = Buffer.from(keyText, 'base64');
    const cost = Number(n);
    const blockSize = Number(r);
    const actual = await scrypt(password, Buffer.from(saltText, 'base64'), {
      N: cost,
      r: blockSize,
      p: Number(p),
      maxmem: maxmemFor(cost, blockSize),
    });
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }
}

/**
 * scrypt runs on libuv's thread pool (4 threads), which file reads and DNS share. Two hashes at a time leave
 * threads free for everything else; a short queue absorbs a burst of sign-ins, and past it a request is refused at
 * once (503) rather than left waiting behind a flood.
 */
export const HASH_CONCURRENCY = 2;
export const HASH_QUEUE = 8;

const busy = () =>
  serviceUnavailable('Too many sign-ins are being checked right now. Please try again in a moment.', 1);

/** The hasher behind a bounded queue; `drain()` refuses what still waits (shutdown). */
export class QueuedPasswordHasher {
  private readonly limit = pLimit(HASH_CONCURRENCY);
  private readonly waiting = new Set<(error: Error) => void>();
  /** Accepted and not yet answered: running or queued. */
  private accepted = 0;
  private draining = false;

  constructor(readonly hasher: PasswordHasher) {}

  hash(password: string): Promise<string> {
    return this.run(() => this.hasher.hash(password));
  }

  verify(password: string, stored: string | null | undefined): Promise<boolean> {
    return this.run(() => this.hasher.verify(password, stored));
  }

  drain(): void {
    this.draining = true;
    for (const refuse of this.waiting)
      refuse(serviceUnavailable('The server is restarting. Please try again.', 5));
    this.waiting.clear();
  }

  private run<T>(work: () => Promise<T>): Promise<T> {
    if (this.draining)
      return Promise.reject(serviceUnavailable('The server is restarting. Please try again.', 5));
    if (this.accepted >= HASH_CONCURRENCY + HASH_QUEUE) return Promise.reject(busy());
    this.accepted += 1;
    const answer = new Promise<T>((resolve, reject) => {
      this.waiting.add(reject);
      void this.limit(async () => {
        // Refused by drain() while it waited: it has been answered already.
        if (!this.waiting.delete(reject)) return;
        try {
          resolve(await work());
        } catch (error) {
          reject(error);
        }
      });
    });
    return answer.finally(() => {
      this.accepted -= 1;
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    passwords: QueuedPasswordHasher;
  }
}

export default fp<{ costLog2?: number }>(
  async (app, options) => {
    const passwords = new QueuedPasswordHasher(new PasswordHasher(options.costLog2));
    app.decorate('passwords', passwords);
    // Before the server waits for in-flight requests: queued sign-ins are answered (503) instead of holding it up.
    app.addHook('preClose', async () => passwords.drain());
  },
  { name: 'passwords' },
);
