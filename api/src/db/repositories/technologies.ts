import { and, asc, desc, eq } from 'drizzle-orm';
import { PAGE_SIZE } from '@portfolio/shared/config';
import type { Tag, TagColor, Technology, TechnologyInput } from '@portfolio/shared/schemas';
import { totalPages } from '@portfolio/shared/schemas';
import { notFound } from '../../problems';
import type { Executor } from '../connection';
import { tags, technologies, technologyTags } from '../schema';
import {
  applyOrder,
  byNameThenId,
  containsText,
  countRows,
  firstPosition,
  PUBLIC_READ,
  type ReadScope,
  SIGNED_IN_READ,
  visibleTo,
} from './query-helpers';

/** The relational `with` clause that loads a technology's tags. */
export const withTags = { technologyTags: { with: { tag: true } } } as const;

type TechnologyRow = typeof technologies.$inferSelect & {
  technologyTags: { tag: typeof tags.$inferSelect }[];
};

export const toTag = (row: typeof tags.$inferSelect): Tag => ({
  id: row.id,
  name: row.name,
  color: row.color as TagColor,
});

export const toTechnology = (row: TechnologyRow): Technology => ({
  id: row.id,
  name: row.name,
  icon: row.icon,
  position: row.position,
  visible: row.visible,
  tags: row.technologyTags.map((link) => toTag(link.tag)).sort(byNameThenId),
});

/** The owner's order; of two created at once (same position), the newer first. */
export const technologyOrder = [asc(technologies.position), desc(technologies.id)];

/** The same order for technologies already loaded (a project's). */
export const byPosition = <T extends { position: number; id: number }>(a: T, b: T) =>
  a.position - b.position || b.id - a.id;

export async function listTechnologies(
  db: Executor,
  query: { offset?: number; limit?: number; name?: string },
  scope: ReadScope = PUBLIC_READ,
) {
  const where = and(containsText(technologies.name, query.name), visibleTo(technologies, scope));
  // No paging asked for: every technology (the public stack grid shows them all).
  const paged = query.offset !== undefined || query.limit !== undefined;
  const limit = query.limit ?? PAGE_SIZE;
  const rows = await db.query.technologies.findMany({
    where,
    orderBy: technologyOrder,
    ...(paged ? { offset: query.offset ?? 0, limit } : {}),
    with: withTags,
  });
  const total = paged ? await countRows(db, technologies, where) : rows.length;
  return { technologies: rows.map(toTechnology), totalPages: paged ? totalPages(total, limit) : 1 };
}

export async function findTechnology(
  db: Executor,
  id: number,
  scope: ReadScope = PUBLIC_READ,
): Promise<Technology | undefined> {
  const row = await db.query.technologies.findFirst({
    where: and(eq(technologies.id, id), visibleTo(technologies, scope)),
    with: withTags,
  });
  return row && toTechnology(row);
}

/** A hidden technology is as unknown to an anonymous reader as a missing one. */
export async function getTechnology(
  db: Executor,
  id: number,
  scope: ReadScope = PUBLIC_READ,
): Promise<Technology> {
  const technology = await findTechnology(db, id, scope);
  if (!technology) throw notFound('Technology');
  return technology;
}

export async function createTechnology(db: Executor, input: TechnologyInput): Promise<Technology> {
  const [row] = await db
    .insert(technologies)
    .values({ ...input, visible: input.visible ?? true, position: firstPosition(technologies) })
    .returning({ id: technologies.id });
  return getTechnology(db, row!.id, SIGNED_IN_READ);
}

export async function updateTechnology(
  db: Executor,
  id: number,
  input: TechnologyInput,
): Promise<Technology> {
  const [row] = await db
    .update(technologies)
    .set(input)
    .where(eq(technologies.id, id))
    .returning({ id: technologies.id });
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
