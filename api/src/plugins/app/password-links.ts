import fp from 'fastify-plugin';
import { createHash, randomBytes } from 'node:crypto';
import {
  consumeResetToken,
  retireResetTokens,
  storeResetToken,
} from '../../db/repositories/password-reset-tokens';
import { setPasswordHash } from '../../db/repositories/users';
import type { Executor } from '../../db/connection';
import { invalidFields } from '../../problems';

export const RECOVERY_LINK_LIFETIME_MS = 30 * 60 * 1000;
/** An invitation may sit in an inbox for a while; "Forgot password?" sends a fresh link after that. */
export const INVITATION_LINK_LIFETIME_MS = 72 * 60 * 60 * 1000;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface Recipient {
  id: number;
  email: string;
  firstName: string;
}

export interface PasswordLinks {
  sendRecoveryLink(user: Recipient): Promise<void>;
  /** Stores the link through `db` (the caller's transaction, so a user never exists without one) and mails it. */
  sendInvitation(user: Recipient, db?: Executor): Promise<void>;
  /** Sets the password of the link's user and uses the link up; a bad, used or expired link is a 400. */
  redeem(token: string, password: string): Promise<void>;
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

    app.decorate('passwordLinks', {
      async sendRecoveryLink(user) {
        const link = await createLink(user.id, RECOVERY_LINK_LIFETIME_MS);
        app.mailer.send({
          to: user.email,
          subject: 'Reset your Portfolio password',
          text: `Hello ${user.firstName},\n\nSomeone asked to reset the password of your Portfolio account. To choose a new password, open this link within 30 minutes:\n\n${link}\n\nIf it was not you, ignore this e-mail: your password stays as it is.\n`,
          html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>Someone asked to reset the password of your Portfolio account. To choose a new password, open this link within 30 minutes:</p><p><a href="${link}">Choose a new password</a></p><p>If it was not you, ignore this e-mail: your password stays as it is.</p>`,
          link,
        });
      },

      async sendInvitation(user, db) {
        const link = await createLink(user.id, INVITATION_LINK_LIFETIME_MS, db);
        app.mailer.send({
          to: user.email,
          subject: 'You are invited to the Portfolio admin',
          text: `Hello ${user.firstName},\n\nAn account was created for you on Portfolio. Choose your password with this link (valid for 3 days):\n\n${link}\n\nThen sign in with this e-mail address.\n`,
          html: `<p>Hello ${escapeHtml(user.firstName)},</p><p>An account was created for you on Portfolio. Choose your password with this link (valid for 3 days):</p><p><a href="${link}">Choose your password</a></p><p>Then sign in with this e-mail address.</p>`,
          link,
        });
      },

      async redeem(token, password) {
        const passwordHash = await app.passwords.hash(password);
        await app.db.transaction(async (tx) => {
          const now = new Date();
          const userId = await consumeResetToken(tx, hashToken(token), now);
          if (userId === undefined || !(await setPasswordHash(tx, userId, passwordHash))) {
            throw invalidFields(
              { token: 'This link is invalid or has expired. Please request a new one.' },
              'This link is invalid or has expired. Please request a new one.',
            );
          }
          await retireResetTokens(tx, userId, now);
        });
      },
    } satisfies PasswordLinks);
  },
  { name: 'password-links', dependencies: ['db', 'mailer', 'passwords'] },
);

function escapeHtml(text: string) {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
