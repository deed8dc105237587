import { and, asc, eq, sql } from 'drizzle-orm';
import type { PublicUser, User, UserInput, UserSummary } from '@portfolio/shared/schemas';
import { totalPages } from '@portfolio/shared/schemas';
import { conflict, notFound, sqlState, UNIQUE_VIOLATION } from '../../problems';
import type { Executor } from '../connection';
import { users } from '../schema';
import { retireResetTokens } from './password-reset-tokens';
import { containsText, countRows } from './query-helpers';
import { experienceOrder, toExperience } from './experiences';
import { projectOrder, toProject, withTechnologies } from './projects';

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

/** The profile with its experiences and projects; `phone` only for a signed-in reader. */
export async function getUser(db: Executor, id: number, options: { withPhone: true }): Promise<User>;
export async function getUser(db: Executor, id: number, options: { withPhone: false }): Promise<PublicUser>;
export async function getUser(db: Executor, id: number, options: { withPhone: boolean }) {
  const row = await db.query.users.findFirst({
    where: eq(users.id, id),
    with: {
      experiences: { orderBy: experienceOrder },
      projects: { orderBy: projectOrder, with: withTechnologies },
    },
  });
  if (!row) throw notFound('User');
  const { phone, ...publicFields } = toSummary(row);
  return {
    ...publicFields,
    ...(options.withPhone ? { phone } : {}),
    experiences: row.experiences.map(toExperience),
    projects: row.projects.map(toProject),
  };
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

export async function updateUser(db: Executor, id: number, input: UserInput): Promise<void> {
  const [row] = await withUniqueEmail(() =>
    db.update(users).set(input).where(eq(users.id, id)).returning({ id: users.id }),
  );
  if (!row) throw notFound('User');
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
 * Sets a new password and raises the user's token version, so every session token issued before stops working;
 * every open reset or invitation link of theirs is retired too. Answers the new token version, or undefined when
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

export const userCount = (db: Executor) => countRows(db, users, undefined);
