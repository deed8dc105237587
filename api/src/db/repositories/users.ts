import { and, asc, eq, sql } from 'drizzle-orm';
import type { PublicUser, User, UserInput, UserSummary } from '@portfolio/shared/schemas';
import { totalPages } from '@portfolio/shared/schemas';
import { conflict, notFound, sqlState, UNIQUE_VIOLATION } from '../../problems';
import type { Executor } from '../connection';
import { projects, users } from '../schema';
import { containsText, countRows, type ReadScope, visibleTo } from './query-helpers';
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

/**
 * The profile with its experiences and projects in the owner's order. An anonymous reader gets no phone and
 * no hidden project or technology; a signed-in one gets everything.
 */
export async function getUser(
  db: Executor,
  id: number,
  scope: ReadScope & { includeHidden: true },
): Promise<User>;
export async function getUser(db: Executor, id: number, scope: ReadScope): Promise<PublicUser | User>;
export async function getUser(db: Executor, id: number, scope: ReadScope) {
  const row = await db.query.users.findFirst({
    where: eq(users.id, id),
    with: {
      experiences: { orderBy: experienceOrder },
      projects: { where: visibleTo(projects, scope), orderBy: projectOrder, with: withTechnologies },
    },
  });
  if (!row) throw notFound('User');
  const { phone, ...publicFields } = toSummary(row);
  return {
    ...publicFields,
    ...(scope.includeHidden ? { phone } : {}),
    experiences: row.experiences.map(toExperience),
    projects: row.projects.map((project) => toProject(project, scope)),
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

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      passwordHash: users.passwordHash,
    })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
  return row;
}

export async function setPasswordHash(db: Executor, userId: number, passwordHash: string): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ passwordHash })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return updated.length > 0;
}

export const userCount = (db: Executor) => countRows(db, users, undefined);
