import type { MessageFolder, MessageInput, MessageVerification } from '@portfolio/shared/schemas';
import { HONEYPOT_FIELD } from '@portfolio/shared/schemas';
import type { FastifyInstance } from 'fastify';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { createMessage, projectExists, sameTextReceivedLately } from '../db/repositories/messages';
import { tooManyRequests } from '../problems';
import { contentReasons } from './content-checks';

/** Messages one address may send in `PER_ADDRESS_SECONDS`; the next is answered 429 with `Retry-After`. */
export const MESSAGES_PER_ADDRESS = 5;
export const PER_ADDRESS_SECONDS = 10 * 60;

export type Outcome = { kept: false } | { kept: true; id: number; folder: MessageFolder };

/**
 * Where a visitor's message goes, through layered defences that need no third party: a per-address limit (429),
 * a honeypot (answered as sent, kept nowhere), the proof-of-work challenge (none: kept as unverified; a bad one:
 * spam), content checks and a site-wide budget for the Inbox (past it: spam). Nothing a visitor sends is refused
 * for looking like spam: it waits in the Spam folder, where the owner can find a false alarm.
 */
export function messageIntake(app: FastifyInstance, options: { inboxBudgetPerMinute: number }) {
  // Once a budget is spent, this instance remembers it in memory until it renews, so a flood of refused posts
  // costs no database write each: on PGlite every write holds the one thread that also answers page reads.
  const perAddress = app.rateLimiter({
    keyPrefix: 'message-address',
    points: MESSAGES_PER_ADDRESS,
    duration: PER_ADDRESS_SECONDS,
    inMemoryBlockOnConsumed: MESSAGES_PER_ADDRESS,
  });
  const inboxBudget = app.rateLimiter({
    keyPrefix: 'message-inbox',
    points: options.inboxBudgetPerMinute,
    duration: 60,
    inMemoryBlockOnConsumed: options.inboxBudgetPerMinute,
  });

  async function fitsBudget(key: string) {
    try {
      await inboxBudget.consume(key);
      return true;
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return false;
      throw outcome;
    }
  }

  return {
    /** Every attempt counts, well-formed or not, before anything else is looked at. */
    async countAttempt(address: string) {
      try {
        await perAddress.consume(address);
      } catch (outcome) {
        if (!(outcome instanceof RateLimiterRes)) throw outcome;
        throw tooManyRequests(
          'You have sent several messages in a short time. Please wait a few minutes before sending another.',
          outcome.msBeforeNext / 1000,
        );
      }
    },

    async receive(input: MessageInput): Promise<Outcome> {
      if (input[HONEYPOT_FIELD]?.trim()) return { kept: false };

      let verification: MessageVerification = 'unverified';
      if (input.challenge) {
        verification = (await app.messageChallenges.check(input.challenge)) ? 'verified' : 'failed';
      }
      const reasons: string[] = verification === 'failed' ? ['challenge'] : [];
      reasons.push(...contentReasons(input.message));
      if (!reasons.includes('repeated') && (await sameTextReceivedLately(app.db, input.message))) {
        reasons.push('repeated');
      }
      if (reasons.length === 0 && !(await fitsBudget('site'))) reasons.push('burst');

      const folder: MessageFolder = reasons.length > 0 ? 'spam' : 'inbox';
      const projectId =
        input.project !== undefined && (await projectExists(app.db, input.project)) ? input.project : null;
      const id = await createMessage(app.db, {
        name: input.name,
        email: input.email,
        body: input.message,
        projectId,
        folder,
        verification,
        spamReasons: reasons,
      });
      if (folder === 'inbox') app.messageNotices.received();
      return { kept: true, id, folder };
    },
  };
}
