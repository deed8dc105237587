import { and, eq, isNull, sql } from 'drizzle-orm';
import { MAX_ID } from '@portfolio/shared/schemas';
import type { Executor } from '../connection';
import { defineStatement, queryRow } from '../json-statements';
import { refreshSessions, users } from '../schema';

export interface NewRefreshSession {
  userId: number;
  family: string;
  tokenHash: string;
  tokenVersion: number;
  expiresAt: Date;
  signedInAt: Date;
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
      signedInAt: refreshSessions.signedInAt,
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

const signInLiveStatement = defineStatement<{ id: number; family: string }>(
  'refresh_sessions_sign_in_live',
  (
    p,
  ) => sql`select exists (select 1 from ${refreshSessions} join ${users} on ${users.id} = ${refreshSessions.userId}
      where ${refreshSessions.family} = ${p.family}::text and ${refreshSessions.userId} = ${p.id}::int
        and ${refreshSessions.tokenVersion} = ${users.tokenVersion} and ${refreshSessions.revokedAt} is null
        and ${refreshSessions.expiresAt} > now()) as "live"`,
);

/**
 * Whether user `id`'s sign-in `family` still holds: the user exists, the sign-in was not signed out, has not
 * lapsed (idle or absolute end) and began under the user's current password (token version). Only the database
 * decides, never a claim of the token, so a token signed with a leaked secret still needs a live sign-in. The
 * lookup behind every signed-in request: one prepared statement (on PGlite, planning it each time cost more than
 * running it).
 */
export async function isSignInLive(db: Executor, id: number, family: string): Promise<boolean> {
  // Ids are PostgreSQL integers: a larger one names nobody (and would fail the statement's cast).
  if (id > MAX_ID) return false;
  const row = await queryRow<{ live: boolean }, { id: number; family: string }>(db, signInLiveStatement, {
    id,
    family,
  });
  return row?.live === true;
}
