import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../connection';
import { refreshSessions, users } from '../schema';

export interface NewRefreshSession {
  userId: number;
  family: string;
  tokenHash: string;
  tokenVersion: number;
  expiresAt: Date;
}

export async function storeRefreshSession(db: Executor, session: NewRefreshSession) {
  await db.insert(refreshSessions).values(session);
}

/** The session of a refresh token, with its user's current token version (null when the user is gone). */
export async function findRefreshSession(db: Executor, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshSessions.id,
      userId: refreshSessions.userId,
      family: refreshSessions.family,
      tokenVersion: refreshSessions.tokenVersion,
      expiresAt: refreshSessions.expiresAt,
      usedAt: refreshSessions.usedAt,
      revokedAt: refreshSessions.revokedAt,
      currentTokenVersion: users.tokenVersion,
    })
    .from(refreshSessions)
    .innerJoin(users, eq(users.id, refreshSessions.userId))
    .where(eq(refreshSessions.tokenHash, tokenHash));
  return row;
}

/** Marks the token used (its successor takes over); the first use keeps its time, for the grace period. */
export async function markRefreshSessionUsed(db: Executor, id: number, now: Date) {
  await db
    .update(refreshSessions)
    .set({ usedAt: sql`coalesce(${refreshSessions.usedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(refreshSessions.id, id));
}

/** Ends a sign-in: every refresh token of the family stops working, and the access tokens naming it. */
export async function revokeRefreshFamily(db: Executor, family: string, now: Date) {
  await db
    .update(refreshSessions)
    .set({ revokedAt: now })
    .where(and(eq(refreshSessions.family, family), isNull(refreshSessions.revokedAt)));
}

/** Drops the sessions that can no longer be used, so the table holds live sign-ins only. */
export async function deleteStaleRefreshSessions(db: Executor, now: Date) {
  await db
    .delete(refreshSessions)
    .where(sql`${refreshSessions.expiresAt} < ${now.toISOString()}::timestamptz - interval '1 day'`);
}
