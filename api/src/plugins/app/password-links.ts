import fp from 'fastify-plugin';
import { createHash, randomBytes } from 'node:crypto';
import pLimit from 'p-limit';
import {
  consumeResetToken,
  findResetToken,
  storeResetToken,
} from '../../db/repositories/password-reset-tokens';
import { findUserByEmail, setPassword } from '../../db/repositories/users';
import type { Executor } from '../../db/connection';
import { HttpProblem, invalidFields } from '../../problems';

export const RECOVERY_LINK_LIFETIME_MS = 30 * 60 * 1000;
/** An invitation may sit in an inbox for a while; "Forgot password?" sends a fresh link after that. */
export const INVITATION_LINK_LIFETIME_MS = 72 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface Recipient {
  id: number;
  email: string;
  firstName: string;
}

/** Recovery requests waiting for their lookup and mail; past this a flood is dropped (and logged), not queued. */
const RECOVERY_QUEUE = 100;

export interface PasswordLinks {
  /**
   * Queues "e-mail a reset link to this address if it has an account" and returns at once: the answer takes the
   * same time whether the account exists or not, and never waits on the database or a mail server.
   */
  requestRecovery(email: string): void;
  /** Waits until every queued recovery has been handled (its mail handed to the mailer): shutdown, tests. */
  flush(): Promise<void>;
  /** Stores the link through `db` (the caller's transaction, so a user never exists without one) and mails it. */
  sendInvitation(user: Recipient, db?: Executor): Promise<void>;
  /**
   * Sets the password of the link's user, uses the link up and ends the user's sessions (token version); a bad,
   * used or expired link is a 400.
   */
  redeem(token: string, password: string): Promise<void>;
  /**
   * Whether the link can still be used, without using it: its expiry, or 404 (no such link) and 410 (used or
   * expired), each saying so.
   */
  check(token: string): Promise<{ expiresAt: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwordLinks: PasswordLinks;
  }
}

/**
 * Links to `${PUBLIC_URL}/change-password?token=…`: the token is 256 random bits, only its SHA-256 is stored,
 * and it works once. The origin is configuration, never the request's Host header (which an attacker controls).
 */
export default fp<{ publicUrl: string }>(
  async (app, options) => {
    async function createLink(userId: number, lifetimeMs: number, db: Executor = app.db) {
      const token = randomBytes(32).toString('base64url');
      await storeResetToken(db, userId, hashToken(token), new Date(Date.now() + lifetimeMs));
      return `${options.publicUrl}/change-password?token=${token}`;
    }

    async function sendRecoveryLink(user: Recipient) {
      const link = await createLink(user.id, RECOVERY_LINK_LIFETIME_MS);
      app.mailer.send({
        to: user.email,
        subject: 'Reset your Portfolio password',
        text: `Hello ${user.firstName},\n\nSomeone asked to reset the password of your Portfolio account. To choose a new password, open this link within 30 minutes:\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
        html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>Someone asked to reset the password of your Portfolio account. To choose a new password, open this link within 30 minutes:</p><p><a href="${link}">Choose a new password</a></p><p>If it was not you, ignore this e-mail: your password stays as it is.</p>`,
      });
    }

    // One at a time, in the background: a flood of requests queues here instead of loading the database.
    const recoveries = pLimit(1);

    app.decorate('passwordLinks', {
      requestRecovery(email) {
        if (recoveries.pendingCount >= RECOVERY_QUEUE) {
          app.log.warn('password recovery queue is full; request dropped');
          return;
        }
        void recoveries(async () => {
          try {
            const user = await findUserByEmail(app.db, email);
            if (user) await sendRecoveryLink(user);
          } catch (error) {
            app.log.error({ err: error }, 'password recovery failed');
          }
        });
      },

      async flush() {
        while (recoveries.activeCount + recoveries.pendingCount > 0) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      },

      async sendInvitation(user, db) {
        const link = await createLink(user.id, INVITATION_LINK_LIFETIME_MS, db);
        app.mailer.send({
          to: user.email,
          subject: 'You are invited to the Portfolio admin',
          text: `Hello ${user.firstName},\n\nAn account was created for you on Portfolio. Choose your password with this link (valid for 3 days):\n\n${link}\n\nThen sign in with this e-mail address.\n`,
          html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>An account was created for you on Portfolio. Choose your password with this link (valid for 3 days):</p><p><a href="${link}">Choose your password</a></p><p>Then sign in with this e-mail address.</p>`,
        });
      },

      async redeem(token, password) {
        const passwordHash = await app.passwords.hash(password);
        await app.db.transaction(async (tx) => {
          const now = new Date();
          const userId = await consumeResetToken(tx, hashToken(token), now);
          if (userId === undefined || (await setPassword(tx, userId, passwordHash, now)) === undefined) {
            throw invalidFields(
              { token: 'This link is invalid or has expired. Please request a new one.' },
              'This link is invalid or has expired. Please request a new one.',
            );
          }
        });
      },

      async check(token) {
        const link = await findResetToken(app.db, hashToken(token));
        if (!link) throw new HttpProblem(404, 'This link is not valid.');
        if (link.usedAt) throw new HttpProblem(410, 'This link was already used.');
        if (link.expiresAt <= new Date()) throw new HttpProblem(410, 'This link has expired.');
        return { expiresAt: link.expiresAt.toISOString() };
      },
    } satisfies PasswordLinks);

    // Recoveries still queued finish (their mails handed to the mailer) before the mailer and the database close.
    app.addHook('onClose', () => app.passwordLinks.flush());
  },
  { name: 'password-links', dependencies: ['db', 'mailer', 'passwords'] },
);

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
