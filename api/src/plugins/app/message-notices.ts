import { OWNER_USER_ID } from '@portfolio/shared/config';
import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { anyUnnotified, takeUnnotified, type Unnotified } from '../../db/repositories/messages';
import { users } from '../../db/schema';
import type { MailMessage } from './mailer';

/** A day: how often the digest goes out, for an owner who asked for one. */
const DIGEST_SECONDS = 24 * 60 * 60;

export interface MessageNotices {
  /**
   * A message reached the Inbox (or some were left untold by a restart): the owner hears of it now, or with the
   * next mail when one went out lately.
   */
  received(): void;
  /** Sends the daily digest when the owner wants one and a day has passed since the last (the upkeep calls it). */
  sendDigestIfDue(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    messageNotices: MessageNotices;
  }
}

const quote = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');

const describe = (message: Unnotified) =>
  `${message.name} <${message.email}>${message.projectName ? ` about ${message.projectName}` : ''}:\n` +
  quote(message.body);

/** The mail about `taken`: one message carries its sender as Reply-To; several are listed, newest last. */
export function noticeMail(to: string, taken: Unnotified[], inboxUrl: string): MailMessage {
  const [first] = taken;
  if (taken.length === 1 && first) {
    return {
      to,
      subject: `New message from ${first.name}`,
      text: `${describe(first)}\n\nReply to this mail to answer ${first.name}, or read it in your inbox: ${inboxUrl}\n`,
      replyTo: { name: first.name, address: first.email },
    };
  }
  return {
    to,
    subject: `${taken.length} new messages`,
    text: `${taken.map(describe).join('\n\n')}\n\nRead and answer them in your inbox: ${inboxUrl}\n`,
  };
}

/**
 * Tells the owner about new messages by e-mail, never more than once per `noticeSeconds`: a burst of a hundred
 * messages is one mail at once and one summing up the rest a minute later, not a hundred. The pace is a counter
 * every instance shares; the messages each mail names are taken from the database, so none is told twice.
 */
export default fp<{ noticeSeconds: number; publicUrl: string }>(
  async (app, options) => {
    const inboxUrl = `${options.publicUrl}/admin/messages`;
    const pace = app.rateLimiter({ keyPrefix: 'message-notice', points: 1, duration: options.noticeSeconds });
    const digestPace = app.rateLimiter({ keyPrefix: 'message-digest', points: 1, duration: DIGEST_SECONDS });
    let later: NodeJS.Timeout | undefined;
    let closing = false;

    async function owner() {
      const [row] = await app.db
        .select({ email: users.email, digest: users.messageDigest })
        .from(users)
        .where(eq(users.id, OWNER_USER_ID));
      return row;
    }

    /** One point of `limiter`, or how many milliseconds until there is one. */
    async function waitFor(limiter: typeof pace, key: string): Promise<number> {
      try {
        await limiter.consume(key);
        return 0;
      } catch (outcome) {
        if (outcome instanceof RateLimiterRes) return outcome.msBeforeNext;
        throw outcome;
      }
    }

    async function sendWhatIsNew(to: string) {
      const taken = await takeUnnotified(app.db);
      if (taken.length > 0) app.mailer.send(noticeMail(to, taken, inboxUrl));
    }

    async function notify() {
      const to = await owner();
      if (!to || to.digest || !(await anyUnnotified(app.db))) return;
      const wait = await waitFor(pace, 'owner');
      if (wait === 0) return sendWhatIsNew(to.email);
      if (!later && !closing) {
        later = setTimeout(() => {
          later = undefined;
          run();
        }, wait);
      }
    }

    function run() {
      notify().catch((error: unknown) =>
        app.log.error({ err: error }, 'could not tell the owner of a message'),
      );
    }

    app.decorate('messageNotices', {
      received: run,
      async sendDigestIfDue() {
        const to = await owner();
        if (!to?.digest) return;
        if ((await waitFor(digestPace, 'owner')) === 0) await sendWhatIsNew(to.email);
      },
    } satisfies MessageNotices);

    app.addHook('preClose', async () => {
      closing = true;
      clearTimeout(later);
    });
  },
  { name: 'message-notices', dependencies: ['rate-limiters', 'mailer'] },
);
