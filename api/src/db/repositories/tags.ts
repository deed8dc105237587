import { eq, sql } from 'drizzle-orm';
import type { Tag, TagColor, TagInput } from '@portfolio/shared/schemas';
import { totalPages } from '@portfolio/shared/schemas';
import {
  type AuthoredSave,
  type AuthorValues,
  authoredBy,
  changeAuthorCte,
  versionWritten,
} from '../../history/recorded-change';
import { notFound } from '../../problems';
import type { Executor } from '../connection';
import {
  columns,
  defineStatement,
  type JsonText,
  jsonArray,
  listDocument,
  queryDocument,
  queryRow,
} from '../json-statements';
import { tags } from '../schema';
import { byName, containsPattern, type ListRow, searchPattern, withUniqueName } from './query-helpers';

export const toTag = (row: typeof tags.$inferSelect): Tag => ({
  id: row.id,
  name: row.name,
  color: row.color as TagColor,
});

/** A tag as JSON: `{ id, name, color }`. */
export const tagColumns = columns({ id: tags.id, name: tags.name, color: tags.color });

/** Alphabetical regardless of case, then by id, for the JSON arrays of tags. */
export const TAG_ITEM_ORDER = 'lower(item.name), item.id';

type ListValues = { pattern: string | null; offset: number; limit: number };

const listStatement = defineStatement<ListValues>('tags_list', (p) => {
  const where = containsPattern(tags.name, p.pattern);
  return sql`select ${jsonArray(
    sql`select ${tagColumns} from ${tags} where ${where}
        order by ${byName(tags.name)}, ${tags.id} offset ${p.offset}::int limit ${p.limit}::int`,
    TAG_ITEM_ORDER,
  )}::text as items, (select count(*)::int from ${tags} where ${where}) as total`;
});

export async function listTags(
  db: Executor,
  query: { offset: number; limit: number; name?: string },
): Promise<JsonText> {
  const row = await queryRow<ListRow, ListValues>(db, listStatement, {
    pattern: searchPattern(query.name),
    offset: query.offset,
    limit: query.limit,
  });
  return listDocument('tags', row!.items, totalPages(row!.total, query.limit));
}

const oneStatement = defineStatement<{ id: number }>(
  'tags_one',
  (p) =>
    sql`select row_to_json(item)::text as document from (select ${tagColumns} from ${tags} where ${tags.id} = ${p.id}::int) item`,
);

export async function getTag(db: Executor, id: number): Promise<JsonText> {
  const document = await queryDocument(db, oneStatement, { id });
  if (!document) throw notFound('Tag');
  return document;
}

export async function createTag(db: Executor, input: TagInput): Promise<Tag> {
  const [row] = await withUniqueName('tag', input.name, () => db.insert(tags).values(input).returning());
  return toTag(row!);
}

type UpdateValues = AuthorValues & { id: number; name: string; color: string };

/**
 * A prepared statement like the reads: on PGlite, which plans every other query again, the update took about
 * three times as long through the query builder, and writes queue behind each other there. It names its author
 * itself, so a save is this one statement (`recordedSave`).
 */
const updateStatement = defineStatement<UpdateValues>(
  'tags_update',
  (p) => sql`with ${changeAuthorCte(p)}
    update ${tags} set ${sql.identifier(tags.name.name)} = ${p.name}::text,
      ${sql.identifier(tags.color.name)} = ${p.color}::text
    where ${tags.id} = ${p.id}::int and ${authoredBy}
    returning ${tagColumns}, ${versionWritten('tags', tags.id)} as version`,
);

export async function updateTag(
  db: Executor,
  id: number,
  input: TagInput,
  author: AuthorValues,
): Promise<AuthoredSave<Tag>> {
  const row = await withUniqueName('tag', input.name, () =>
    queryRow<typeof tags.$inferSelect & { version: number | null }, UpdateValues>(db, updateStatement, {
      id,
      name: input.name,
      color: input.color,
      ...author,
    }),
  );
  if (!row) throw notFound('Tag');
  return { result: toTag(row), version: row.version };
}

/** Its links to technologies go with it (ON DELETE CASCADE). */
export async function deleteTag(db: Executor, id: number): Promise<void> {
  const [row] = await db.delete(tags).where(eq(tags.id, id)).returning({ id: tags.id });
  if (!row) throw notFound('Tag');
}
