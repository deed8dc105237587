import { eq, sql } from 'drizzle-orm';
import type { EmploymentType, Experience, ExperienceInput } from '@portfolio/shared/schemas';
import { totalPages } from '@portfolio/shared/schemas';
import { notFound } from '../../problems';
import type { Executor } from '../connection';
import { experiences } from '../schema';
import {
  columns,
  defineStatement,
  type JsonText,
  jsonArray,
  listDocument,
  queryDocument,
  queryRow,
} from '../json-statements';
import { containsPattern, type ListRow, searchPattern, withKnownOwner } from './query-helpers';

const toExperience = (row: typeof experiences.$inferSelect): Experience => ({
  ...row,
  employmentType: row.employmentType as EmploymentType,
});

/** An experience as JSON. */
export const experienceColumns = columns({
  id: experiences.id,
  title: experiences.title,
  description: experiences.description,
  userId: experiences.userId,
  company: experiences.company,
  startDate: experiences.startDate,
  endDate: experiences.endDate,
  employmentType: experiences.employmentType,
  location: experiences.location,
  companyWebsite: experiences.companyWebsite,
  highlights: experiences.highlights,
});

/** Latest start first. */
export const EXPERIENCE_ORDER = sql`${experiences.startDate} desc, ${experiences.id} desc`;
export const EXPERIENCE_ITEM_ORDER = 'item."startDate" desc, item.id desc';

type ListValues = { pattern: string | null; offset: number; limit: number };

const listStatement = defineStatement<ListValues>('experiences_list', (p) => {
  const where = containsPattern(experiences.company, p.pattern);
  return sql`select ${jsonArray(
    sql`select ${experienceColumns} from ${experiences} where ${where}
        order by ${EXPERIENCE_ORDER} offset ${p.offset}::int limit ${p.limit}::int`,
    EXPERIENCE_ITEM_ORDER,
  )}::text as items, (select count(*)::int from ${experiences} where ${where}) as total`;
});

export async function listExperiences(
  db: Executor,
  query: { offset: number; limit: number; company?: string },
): Promise<JsonText> {
  const row = await queryRow<ListRow, ListValues>(db, listStatement, {
    pattern: searchPattern(query.company),
    offset: query.offset,
    limit: query.limit,
  });
  return listDocument('experiences', row!.items, totalPages(row!.total, query.limit));
}

const oneStatement = defineStatement<{ id: number }>(
  'experiences_one',
  (p) => sql`select row_to_json(item)::text as document from (select ${experienceColumns} from ${experiences}
    where ${experiences.id} = ${p.id}::int) item`,
);

export async function getExperience(db: Executor, id: number): Promise<JsonText> {
  const document = await queryDocument(db, oneStatement, { id });
  if (!document) throw notFound('Experience');
  return document;
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
