import { and, eq, sql } from 'drizzle-orm';
import { PAGE_SIZE } from '@portfolio/shared/config';
import type { TechnologyInput } from '@portfolio/shared/schemas';
import { totalPages } from '@portfolio/shared/schemas';
import { notFound } from '../../problems';
import type { Executor } from '../connection';
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
import { tags, technologies, technologyTags } from '../schema';
import {
  applyOrder,
  containsPattern,
  firstPosition,
  type ListRow,
  PUBLIC_READ,
  type ReadScope,
  scopeName,
  searchPattern,
  SIGNED_IN_READ,
  visibleTo,
  withUniqueName,
} from './query-helpers';
import { TAG_ITEM_ORDER, tagColumns } from './tags';

const tagsOfTechnology = childArrays({
  alias: 'technology_tags_json',
  link: technologyTags,
  parentKey: technologyTags.technologyId,
  childKey: technologyTags.tagId,
  select: sql`select ${tagColumns} from ${tags}`,
  orderBy: TAG_ITEM_ORDER,
});

/** Technologies with their tags beside them: what `technologyColumns` selects from. */
export const technologyRows = sql`${technologies} ${tagsOfTechnology.joinTo(technologies.id)}`;

/** A technology as JSON: `{ id, name, icon, position, visible, tags }`, its tags by name. */
export const technologyColumns = columns({
  id: technologies.id,
  name: technologies.name,
  icon: technologies.icon,
  position: technologies.position,
  visible: technologies.visible,
  tags: tagsOfTechnology.items,
});

/** The owner's order (lowest position first; of two created at once, the newer first), for JSON arrays. */
export const TECHNOLOGY_ITEM_ORDER = 'item.position, item.id desc';

type ListValues = { pattern: string | null; offset: number | null; limit: number | null };

const listStatements = (scope: ReadScope) =>
  defineStatement<ListValues>(`technologies_list_${scopeName(scope)}`, (p) => {
    const where = sql`${containsPattern(technologies.name, p.pattern)} and ${visibleTo(technologies, scope)}`;
    return sql`select ${jsonArray(
      sql`select ${technologyColumns} from ${technologyRows} where ${where}
          order by ${technologies.position}, ${technologies.id} desc offset ${p.offset}::int limit ${p.limit}::int`,
      TECHNOLOGY_ITEM_ORDER,
    )}::text as items, (select count(*)::int from ${technologies} where ${where}) as total`;
  });
const LIST = { public: listStatements(PUBLIC_READ), all: listStatements(SIGNED_IN_READ) };

export async function listTechnologies(
  db: Executor,
  query: { offset?: number; limit?: number; name?: string },
  scope: ReadScope = PUBLIC_READ,
): Promise<JsonText> {
  // No paging asked for: every technology (the public stack grid shows them all); a null limit is no limit.
  const paged = query.offset !== undefined || query.limit !== undefined;
  const limit = query.limit ?? PAGE_SIZE;
  const row = await queryRow<ListRow, ListValues>(db, LIST[scopeName(scope)], {
    pattern: searchPattern(query.name),
    offset: paged ? (query.offset ?? 0) : null,
    limit: paged ? limit : null,
  });
  return listDocument('technologies', row!.items, paged ? totalPages(row!.total, limit) : 1);
}

const oneStatements = (scope: ReadScope) =>
  defineStatement<{ id: number }>(
    `technologies_one_${scopeName(scope)}`,
    (
      p,
    ) => sql`select row_to_json(item)::text as document from (select ${technologyColumns} from ${technologyRows}
      where ${technologies.id} = ${p.id}::int and ${visibleTo(technologies, scope)}) item`,
  );
const ONE = { public: oneStatements(PUBLIC_READ), all: oneStatements(SIGNED_IN_READ) };

/** A hidden technology is as unknown to an anonymous reader as a missing one. */
export async function getTechnology(
  db: Executor,
  id: number,
  scope: ReadScope = PUBLIC_READ,
): Promise<JsonText> {
  const document = await queryDocument(db, ONE[scopeName(scope)], { id });
  if (!document) throw notFound('Technology');
  return document;
}

export async function createTechnology(db: Executor, input: TechnologyInput): Promise<JsonText> {
  const [row] = await withUniqueName('technology', input.name, () =>
    db
      .insert(technologies)
      .values({ ...input, visible: input.visible ?? true, position: firstPosition(technologies) })
      .returning({ id: technologies.id }),
  );
  return getTechnology(db, row!.id, SIGNED_IN_READ);
}

export async function updateTechnology(db: Executor, id: number, input: TechnologyInput): Promise<JsonText> {
  const [row] = await withUniqueName('technology', input.name, () =>
    db.update(technologies).set(input).where(eq(technologies.id, id)).returning({ id: technologies.id }),
  );
  if (!row) throw notFound('Technology');
  return getTechnology(db, id, SIGNED_IN_READ);
}

/** `ids` names every technology once, in the owner's new order. */
export const reorderTechnologies = (db: Executor, ids: number[]) => applyOrder(db, technologies, ids);

/** Its links to tags and projects go with it (ON DELETE CASCADE). */
export async function deleteTechnology(db: Executor, id: number): Promise<void> {
  const [row] = await db
    .delete(technologies)
    .where(eq(technologies.id, id))
    .returning({ id: technologies.id });
  if (!row) throw notFound('Technology');
}

async function requireTag(db: Executor, id: number) {
  const [row] = await db.select({ id: tags.id }).from(tags).where(eq(tags.id, id));
  if (!row) throw notFound('Tag');
}

/** Idempotent: adding a tag the technology already has changes nothing and answers the same. */
export async function addTagToTechnology(db: Executor, technologyId: number, tagId: number) {
  return db.transaction(async (tx) => {
    await getTechnology(tx, technologyId, SIGNED_IN_READ);
    await requireTag(tx, tagId);
    await tx.insert(technologyTags).values({ technologyId, tagId }).onConflictDoNothing();
    return getTechnology(tx, technologyId, SIGNED_IN_READ);
  });
}

/** Idempotent: removing a tag the technology does not have changes nothing. */
export async function removeTagFromTechnology(db: Executor, technologyId: number, tagId: number) {
  return db.transaction(async (tx) => {
    await getTechnology(tx, technologyId, SIGNED_IN_READ);
    await requireTag(tx, tagId);
    await tx
      .delete(technologyTags)
      .where(and(eq(technologyTags.technologyId, technologyId), eq(technologyTags.tagId, tagId)));
    return getTechnology(tx, technologyId, SIGNED_IN_READ);
  });
}
