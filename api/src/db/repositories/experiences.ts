import { desc, eq } from 'drizzle-orm';
import type { EmploymentType, Experience, ExperienceInput } from '@portfolio/shared/schemas';
import { totalPages } from '@portfolio/shared/schemas';
import { notFound } from '../../problems';
import type { Executor } from '../connection';
import { experiences } from '../schema';
import { containsText, countRows, withKnownOwner } from './query-helpers';

export const toExperience = (row: typeof experiences.$inferSelect): Experience => ({
  ...row,
  employmentType: row.employmentType as EmploymentType,
});

/** Latest start first. */
export const experienceOrder = [desc(experiences.startDate), desc(experiences.id)];

export async function listExperiences(
  db: Executor,
  query: { offset: number; limit: number; company?: string },
) {
  const where = containsText(experiences.company, query.company);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(experiences)
      .where(where)
      .orderBy(...experienceOrder)
      .offset(query.offset)
      .limit(query.limit),
    countRows(db, experiences, where),
  ]);
  return { experiences: rows.map(toExperience), totalPages: totalPages(total, query.limit) };
}

export async function getExperience(db: Executor, id: number): Promise<Experience> {
  const [row] = await db.select().from(experiences).where(eq(experiences.id, id));
  if (!row) throw notFound('Experience');
  return toExperience(row);
}

export async function createExperience(db: Executor, input: ExperienceInput): Promise<Experience> {
  const [row] = await withKnownOwner(() => db.insert(experiences).values(input).returning());
  return toExperience(row!);
}

export async function updateExperience(
  db: Executor,
  id: number,
  input: ExperienceInput,
): Promise<Experience> {
  const [row] = await withKnownOwner(() =>
    db.update(experiences).set(input).where(eq(experiences.id, id)).returning(),
  );
  if (!row) throw notFound('Experience');
  return toExperience(row);
}

export async function deleteExperience(db: Executor, id: number): Promise<void> {
  const [row] = await db.delete(experiences).where(eq(experiences.id, id)).returning({ id: experiences.id });
  if (!row) throw notFound('Experience');
}
