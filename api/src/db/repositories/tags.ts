import { asc, eq } from 'drizzle-orm';
import type { Tag, TagInput } from '@portfolio/shared/schemas';
import { totalPages } from '@portfolio/shared/schemas';
import { notFound } from '../../problems';
import type { Executor } from '../connection';
import { tags } from '../schema';
import { byName, containsText, countRows } from './query-helpers';
import { toTag } from './technologies';

export async function listTags(db: Executor, query: { offset: number; limit: number; name?: string }) {
  const where = containsText(tags.name, query.name);
  const [rows, total] = await Promise.all([
    db
      .select()
      .from(tags)
      .where(where)
      .orderBy(asc(byName(tags.name)), asc(tags.id))
      .offset(query.offset)
      .limit(query.limit),
    countRows(db, tags, where),
  ]);
  return { tags: rows.map(toTag), totalPages: totalPages(total, query.limit) };
}

export async function getTag(db: Executor, id: number): Promise<Tag> {
  const [row] = await db.select().from(tags).where(eq(tags.id, id));
  if (!row) throw notFound('Tag');
  return toTag(row);
}

export async function createTag(db: Executor, input: TagInput): Promise<Tag> {
  const [row] = await db.insert(tags).values(input).returning();
  return toTag(row!);
}

export async function updateTag(db: Executor, id: number, input: TagInput): Promise<Tag> {
  const [row] = await db.update(tags).set(input).where(eq(tags.id, id)).returning();
  if (!row) throw notFound('Tag');
  return toTag(row);
}

/** Its links to technologies go with it (ON DELETE CASCADE). */
export async function deleteTag(db: Executor, id: number): Promise<void> {
  const [row] = await db.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id });
  if (!row) throw notFound('Tag');
}
