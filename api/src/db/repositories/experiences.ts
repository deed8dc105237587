import { eq, sql } from 'drizzle-orm';
import type { ExperienceInput } from '@portfolio/shared/schemas';
import { totalPages } from '@portfolio/shared/schemas';
import { notFound } from '../../problems';
import type { Executor } from '../connection';
import { experiences, experienceTechnologies, technologies } from '../schema';
import {
  childArrays,
  columns,
  defineStatement,
  type JsonText,
  jsonArray,
  listDocument,
  queryDocument,
  queryRow,
} from '../json-statements';
import { childLinks, OWNER_ITEM_ORDER } from './ordered-collections';
import {
  containsPattern,
  type ListRow,
  PUBLIC_READ,
  type ReadScope,
  scopeName,
  searchPattern,
  SIGNED_IN_READ,
  statementsPerScope,
  visibleTo,
  withKnownOwner,
} from './query-helpers';
import { technologyColumns, technologyRows } from './technologies';

const technologiesOfExperience = (scope: ReadScope) =>
  childArrays({
    alias: 'experience_technologies_json',
    link: experienceTechnologies,
    parentKey: experienceTechnologies.experienceId,
    childKey: experienceTechnologies.technologyId,
    select: sql`select ${technologyColumns} from ${technologyRows} where ${visibleTo(technologies, scope)}`,
    orderBy: OWNER_ITEM_ORDER,
  });

/** Experiences with their technologies beside them: what `experienceColumns` selects from. */
export const experienceRows = (scope: ReadScope) =>
  sql`${experiences} ${technologiesOfExperience(scope).joinTo(experiences.id)}`;

/** An experience as JSON, with its technologies in the stack's order; hidden ones only for a signed-in reader. */
export const experienceColumns = (scope: ReadScope) =>
  columns({
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
    technologies: technologiesOfExperience(scope).items,
  });

/** Latest start first. */
export const EXPERIENCE_ORDER = sql`${experiences.startDate} desc, ${experiences.id} desc`;
export const EXPERIENCE_ITEM_ORDER = 'item."startDate" desc, item.id desc';

type ListValues = { pattern: string | null; offset: number; limit: number };

// Anyone reads the list: the technologies a visitor may see.
const listStatement = defineStatement<ListValues>('experiences_list', (p) => {
  const where = containsPattern(experiences.company, p.pattern);
  return sql`select ${jsonArray(
    sql`select ${experienceColumns(PUBLIC_READ)} from ${experienceRows(PUBLIC_READ)} where ${where}
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

const ONE = statementsPerScope((scope) =>
  defineStatement<{ id: number }>(
    `experiences_one_${scopeName(scope)}`,
    (p) => sql`select row_to_json(item)::text as document from (select ${experienceColumns(scope)}
      from ${experienceRows(scope)} where ${experiences.id} = ${p.id}::int) item`,
  ),
);

/** One experience; its hidden technologies only for a signed-in reader (the form must not drop them). */
export async function getExperience(
  db: Executor,
  id: number,
  scope: ReadScope = PUBLIC_READ,
): Promise<JsonText> {
  const document = await queryDocument(db, ONE[scopeName(scope)], { id });
  if (!document) throw notFound('Experience');
  return document;
}

export async function createExperience(db: Executor, input: ExperienceInput): Promise<JsonText> {
  const [row] = await withKnownOwner(() =>
    db.insert(experiences).values(input).returning({ id: experiences.id }),
  );
  return getExperience(db, row!.id, SIGNED_IN_READ);
}

export async function updateExperience(db: Executor, id: number, input: ExperienceInput): Promise<JsonText> {
  const [row] = await withKnownOwner(() =>
    db.update(experiences).set(input).where(eq(experiences.id, id)).returning({ id: experiences.id }),
  );
  if (!row) throw notFound('Experience');
  return getExperience(db, id, SIGNED_IN_READ);
}

export async function deleteExperience(db: Executor, id: number): Promise<void> {
  const [row] = await db.delete(experiences).where(eq(experiences.id, id)).returning({ id: experiences.id });
  if (!row) throw notFound('Experience');
}

/** Links and unlinks a technology of an experience (idempotent), answering the experience. */
export const experienceTechnologyLinks = childLinks(getExperience, {
  link: experienceTechnologies,
  keys: ['experienceId', 'technologyId'],
  child: { table: technologies, kind: 'Technology' },
});
