import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../problems';

/** Failures an account (or one address on it) gets before it has to wait. */
export const FREE_FAILURES = 5;
/** The wait doubles with each further failure (1 s, 2 s, 4 s …) up to this: a stranger can't lock anyone out longer. */
export const MAX_BACKOFF_SECONDS = 5 * 60;
/** Failures are forgotten a day after the first one, or at the next successful sign-in. */
const FAILURE_MEMORY_SECONDS = 24 * 60 * 60;
/** An address the account signed in from keeps working while strangers make the account wait. */
const TRUSTED_ADDRESS_SECONDS = 30 * 24 * 60 * 60;

/**
 * Refreshes one sign-in may make a minute. A refresh token is 256 random bits, so there is nothing to guess and no
 * limit per address: this only stops one runaway browser from loading the database, and is far above what a
 * person reloading and opening tabs reaches.
 */
export const REFRESHES_PER_SIGN_IN_PER_MINUTE = 60;

export const backoffSeconds = (failures: number) =>
  failures <= FREE_FAILURES ? 0 : Math.min(2 ** (failures - FREE_FAILURES - 1), MAX_BACKOFF_SECONDS);

export interface AuthLimits {
  /** onRequest hook for one credential route: every attempt counts against the client address's budget. */
  perAddress(route: string): (request: FastifyRequest) => Promise<void>;
  /** Before checking a password: a 429 while this account, or this address on it, is backing off. */
  checkAccount(account: string, address: string): Promise<void>;
  recordFailure(account: string, address: string): Promise<void>;
  /** Forgets the failures and remembers the address as one the account's owner uses. */
  recordSuccess(account: string, address: string): Promise<void>;
  /** Counts one refresh of the sign-in `family`: a 429 (it stays signed in) past the limit. */
  perSignIn(family: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    authLimits: AuthLimits;
  }
}

export interface AuthLimitsOptions {
  perMinute: number;
}

const accountKey = (account: string) => `account:${account.toLowerCase()}`;
const pairKey = (account: string, address: string) => `pair:${account.toLowerCase()}|${address}`;

/**
 * Sign-in limits (rate-limiter-flexible): per client address and route, as before, and per account with a
 * doubling back-off after a few failures, whichever address they come from. So rotating addresses (or forging
 * `X-Forwarded-For` behind a trusted proxy) gains nothing, while the owner's own address, which signed in before,
 * is exempt from the account-wide back-off and only waits for its own failures. Counters live in the database or
 * Redis (`rate-limiters`), so restarts and other instances see them.
 */
export default fp<AuthLimitsOptions>(
  async (app, options) => {
    const perAddress = app.rateLimiter({ keyPrefix: 'auth-ip', points: options.perMinute, duration: 60 });
    const perSignIn = app.rateLimiter({
      keyPrefix: 'auth-refresh',
      points: REFRESHES_PER_SIGN_IN_PER_MINUTE,
      duration: 60,
    });
    const failures = app.rateLimiter({
      keyPrefix: 'auth-failures',
      points: 1_000_000,
      duration: FAILURE_MEMORY_SECONDS,
    });
    const blocks = app.rateLimiter({ keyPrefix: 'auth-blocked', points: 1, duration: MAX_BACKOFF_SECONDS });
    const trusted = app.rateLimiter({
      keyPrefix: 'auth-trusted',
      points: 1,
      duration: TRUSTED_ADDRESS_SECONDS,
    });

    /** Seconds left on a back-off, 0 when there is none. */
    async function blockedFor(key: string) {
      const state = await blocks.get(key);
      return state && state.consumedPoints > 1 ? state.msBeforeNext / 1000 : 0;
    }

    async function fail(key: string) {
      const state = await failures.penalty(key, 1);
      const wait = backoffSeconds(state.consumedPoints);
      if (wait > 0) await blocks.block(key, wait);
    }

    /** One point of `key`'s budget, or a 429 saying `detail` and how long to wait. */
    async function consume(budget: RateLimiterAbstract, key: string, detail: string) {
      try {
        await budget.consume(key);
      } catch (outcome) {
        if (!(outcome instanceof RateLimiterRes)) throw outcome;
        throw tooManyRequests(detail, outcome.msBeforeNext / 1000);
      }
    }

    const waitMessage = 'Too many failed sign-ins for this account. Please wait and try again.';

    app.decorate('authLimits', {
      perAddress(route) {
        return (request) =>
          consume(
            perAddress,
            `${route}:${request.ip}`,
            'Too many attempts from your address. Please wait a minute.',
          );
      },

      perSignIn(family) {
        return consume(
          perSignIn,
          family,
          'This sign-in asked for new access tokens too often. It stays signed in: please wait a minute.',
        );
      },

      async checkAccount(account, address) {
        const [pairWait, accountWait, isTrusted] = await Promise.all([
          blockedFor(pairKey(account, address)),
          blockedFor(accountKey(account)),
          trusted.get(pairKey(account, address)),
        ]);
        const wait = Math.max(pairWait, isTrusted ? 0 : accountWait);
        if (wait > 0) throw tooManyRequests(waitMessage, wait);
      },

      async recordFailure(account, address) {
        await Promise.all([fail(pairKey(account, address)), fail(accountKey(account))]);
      },

      async recordSuccess(account, address) {
        const pair = pairKey(account, address);
        await Promise.all([
          failures.delete(pair),
          blocks.delete(pair),
          failures.delete(accountKey(account)),
          blocks.delete(accountKey(account)),
          trusted.set(pair, 1, TRUSTED_ADDRESS_SECONDS),
        ]);
      },
    } satisfies AuthLimits);
  },
  { name: 'auth-limits', dependencies: ['rate-limiters'] },
);
