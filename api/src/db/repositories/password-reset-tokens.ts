import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../connection';
import { passwordResetTokens } from '../schema';

export async function storeResetToken(db: Executor, userId: number, tokenHash: string, expiresAt: Date) {
  await db.insert(passwordResetTokens).values({ userId, tokenHash, expiresAt });
}

/**
 * Marks the token used and answers its user, in one statement so two requests racing with the same link
 * cannot both win. Used, expired or unknown tokens answer undefined.
 */
export async function consumeResetToken(db: Executor, tokenHash: string, now: Date) {
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, tokenHash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  return row?.userId;
}

/** After a password change every other link sent to that user stops working too. */
export async function retireResetTokens(db: Executor, userId: number, now: Date) {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/** A link's state without using it up: what the change-password page asks before showing its form. */
export async function findResetToken(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({ expiresAt: passwordResetTokens.expiresAt, usedAt: passwordResetTokens.usedAt })
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, tokenHash));
  return row;
}
