import { and, asc, eq, sql } from 'drizzle-orm';
import type { PrimaryAction, UserInput, UserSummary } from '@portfolio/shared/schemas';
import { totalPages } from '@portfolio/shared/schemas';
import { conflict, notFound, sqlState, UNIQUE_VIOLATION } from '../../problems';
import { replacedImages } from '../../storage/image-references';
import type { Executor } from '../connection';
import { columns, defineStatement, type JsonText, jsonArray, queryDocument } from '../json-statements';
import { experiences, projects, users } from '../schema';
import { retireResetTokens } from './password-reset-tokens';
import {
  containsText,
  countRows,
  type ReadScope,
  scopeName,
  statementsPerScope,
  visibleTo,
} from './query-helpers';
import { EXPERIENCE_ITEM_ORDER, experienceColumns, experienceRows } from './experiences';
import { OWNER_ITEM_ORDER } from './ordered-collections';
import { projectColumns, projectRows } from './projects';

type UserRow = typeof users.$inferSelect;

const toSummary = (row: UserRow): UserSummary => ({
  id: row.id,
  firstName: row.firstName,
  lastName: row.lastName,
  professionalTitle: row.professionalTitle,
  bio: row.bio,
  availability: row.availability,
  email: row.email,
  phone: row.phone,
  github: row.github,
  linkedin: row.linkedin,
  notionResume: row.notionResume,
  avatar: row.avatar,
  resumePublic: row.resumePublic,
  primaryAction: row.primaryAction as PrimaryAction,
  bookingUrl: row.bookingUrl,
  accent: row.accent,
  location: row.location,
  timeZone: row.timeZone,
  signOff: row.signOff,
  messageDigest: row.messageDigest,
});

export async function listUsers(
  db: Executor,
  query: { offset: number; limit: number; firstName?: string; lastName?: string; email?: string },
) {
  const where = and(
    containsText(users.firstName, query.firstName),
    containsText(users.lastName, query.lastName),
    containsText(users.email, query.email),
  );
  const [rows, total] = await Promise.all([
    db.select().from(users).where(where).orderBy(asc(users.id)).offset(query.offset).limit(query.limit),
    countRows(db, users, where),
  ]);
  return { users: rows.map(toSummary), totalPages: totalPages(total, query.limit) };
}

const userColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  professionalTitle: users.professionalTitle,
  bio: users.bio,
  availability: users.availability,
  email: users.email,
  github: users.github,
  linkedin: users.linkedin,
  notionResume: users.notionResume,
  avatar: users.avatar,
  resumePublic: users.resumePublic,
  primaryAction: users.primaryAction,
  bookingUrl: users.bookingUrl,
  accent: users.accent,
  location: users.location,
  timeZone: users.timeZone,
  signOff: users.signOff,
};

/**
 * The profile with its experiences and projects in the owner's order. An anonymous reader gets no phone and
 * no hidden project or technology; a signed-in one gets everything.
 */
const profileStatements = (scope: ReadScope) =>
  defineStatement<{ id: number }>(`users_profile_${scopeName(scope)}`, (p) => {
    const profile = columns({
      ...userColumns,
      ...(scope.includeHidden ? { phone: users.phone, messageDigest: users.messageDigest } : {}),
      experiences: sql`${jsonArray(
        sql`select ${experienceColumns(scope)} from ${experienceRows(scope)}
            where ${experiences.userId} = ${users.id}`,
        EXPERIENCE_ITEM_ORDER,
      )}`,
      projects: sql`${jsonArray(
        sql`select ${projectColumns(scope)} from ${projectRows(scope)}
            where ${projects.userId} = ${users.id} and ${visibleTo(projects, scope)}`,
        OWNER_ITEM_ORDER,
      )}`,
    });
    return sql`select row_to_json(item)::text as document from (select ${profile} from ${users}
      where ${users.id} = ${p.id}::int) item`;
  });
const PROFILE = statementsPerScope(profileStatements);

export async function getUser(db: Executor, id: number, scope: ReadScope): Promise<JsonText> {
  const document = await queryDocument(db, PROFILE[scopeName(scope)], { id });
  if (!document) throw notFound('User');
  return document;
}

async function withUniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) {
      throw conflict('Another user already has this e-mail address.', {
        email: 'This email is already in use',
      });
    }
    throw error;
  }
}

/** A new user has no password: they set one through the invitation link. */
export async function createUser(db: Executor, input: UserInput): Promise<number> {
  const [row] = await withUniqueEmail(() => db.insert(users).values(input).returning({ id: users.id }));
  return row!.id;
}

/** Updates a profile; answers the avatar it replaced (read under the row's lock), to release. */
export async function updateUser(db: Executor, id: number, input: UserInput): Promise<string[]> {
  const before = db
    .$with('before')
    .as(db.select({ id: users.id, avatar: users.avatar }).from(users).where(eq(users.id, id)).for('update'));
  const [row] = await withUniqueEmail(() =>
    db
      .with(before)
      .update(users)
      .set(input)
      .from(before)
      .where(eq(users.id, before.id))
      .returning({ avatarBefore: before.avatar }),
  );
  if (!row) throw notFound('User');
  return replacedImages(row.avatarBefore, input.avatar ?? null);
}

/** Their experiences, projects (with their links) and reset tokens go in the same statement (ON DELETE CASCADE). */
export async function deleteUser(db: Executor, id: number): Promise<void> {
  const [row] = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  if (!row) throw notFound('User');
}

const credentialFields = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  passwordHash: users.passwordHash,
  tokenVersion: users.tokenVersion,
};

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select(credentialFields)
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

export async function findUserCredentials(db: Executor, id: number) {
  const [row] = await db.select(credentialFields).from(users).where(eq(users.id, id));
  return row;
}

/**
 * Sets a new password and raises the user's token version, so every sign-in begun before ends: its refresh
 * sessions and every access token naming it, whatever the token claims (`isSignInLive`). Every open reset or
 * invitation link of theirs is retired too. Answers the new token version, or undefined when
 * the user does not exist. Run it in a transaction (the caller's, or its own).
 */
export async function setPassword(db: Executor, userId: number, passwordHash: string, now = new Date()) {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  if (!row) return undefined;
  await retireResetTokens(db, userId, now);
  return row.tokenVersion;
}

/** "First Last", as history records name people; undefined when there is no such user. */
export async function findUserName(db: Executor, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return row ? `${row.firstName} ${row.lastName}` : undefined;
}

/** The user's accent preset, which their project's preview card is drawn in; undefined when there is no such user. */
export async function findUserAccent(db: Executor, id: number): Promise<string | undefined> {
  const [row] = await db.select({ accent: users.accent }).from(users).where(eq(users.id, id));
  return row?.accent;
}
