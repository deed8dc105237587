import type { MessageChallenge } from '@portfolio/shared/schemas';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { verify } from 'altcha-lib/frameworks/shared';
import fp from 'fastify-plugin';
import { createHmac } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';

/**
 * The proof-of-work a visitor's browser does before a message is sent (ALTCHA, PBKDF2): about a second of a
 * laptop's time, found by trying counters up to `MAX_COUNTER`, each `COST` iterations. A person waits once; a bot
 * sending thousands pays it thousands of times. Checking an answer costs one HMAC (the key is signed), so a flood
 * of answers cannot tire the server.
 */
const ALGORITHM = 'PBKDF2/SHA-256';
const COST = 1000;
const MIN_COUNTER = 500;
const MAX_COUNTER = 4000;
/** Long enough to write a message after the widget solved the challenge; it fetches a new one when it expires. */
export const CHALLENGE_LIFETIME_SECONDS = 20 * 60;

export interface MessageChallenges {
  issue(): Promise<MessageChallenge>;
  /** Whether `payload` answers a challenge this server signed, in time, and for the first time. */
  check(payload: string): Promise<boolean>;
}

declare module 'fastify' {
  interface FastifyInstance {
    messageChallenges: MessageChallenges;
  }
}

/** A secret of its own for each use, derived from the API's secret so there is nothing more to configure. */
const derivedSecret = (secret: string, use: string) =>
  createHmac('sha256', secret).update(`altcha:${use}`).digest('hex');

export default fp<{ secret: string }>(
  async (app, options) => {
    const hmacSignatureSecret = derivedSecret(options.secret, 'challenge');
    const hmacKeySignatureSecret = derivedSecret(options.secret, 'key');
    // One point per challenge for as long as it lives: a second answer to the same challenge finds it spent.
    const spent = app.rateLimiter({
      keyPrefix: 'message-challenge',
      points: 1,
      duration: CHALLENGE_LIFETIME_SECONDS,
    });

    app.decorate('messageChallenges', {
      async issue() {
        const { parameters, signature } = await createChallenge({
          algorithm: ALGORITHM,
          cost: COST,
          counter: randomInt(MAX_COUNTER, MIN_COUNTER),
          deriveKey,
          expiresAt: Math.floor(Date.now() / 1000) + CHALLENGE_LIFETIME_SECONDS,
          hmacSignatureSecret,
          hmacKeySignatureSecret,
        });
        return { parameters, signature: signature! };
      },

      async check(payload) {
        const result = await verify(payload, deriveKey, hmacSignatureSecret, hmacKeySignatureSecret, {
          get: () => false,
          set: () => undefined,
          async setIfAbsent(id) {
            try {
              await spent.consume(id);
              return true;
            } catch (outcome) {
              if (outcome instanceof RateLimiterRes) return false;
              throw outcome;
            }
          },
        });
        return result.error === null;
      },
    } satisfies MessageChallenges);
  },
  { name: 'message-challenges', dependencies: ['rate-limiters'] },
);
