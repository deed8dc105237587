import { sql } from 'drizzle-orm';
import { PAGE_SIZE } from '@portfolio/shared/config';
import type { TechnologyInput } from '@portfolio/shared/schemas';
import { totalPages } from '@portfolio/shared/schemas';
import type { AuthoredSave, AuthorValues } from '../../history/recorded-change';
import type { Executor } from '../connection';
import { childArrays, columns, type JsonText, listDocument, queryRow } from '../json-statements';
import { tags, technologies, technologyTags } from '../schema';
import {
  assign,
  childLinks,
  imageOfColumn,
  orderedCollection,
  type Updated,
  type UpdatedRow,
} from './ordered-collections';
import {
  firstPosition,
  PUBLIC_READ,
  type ReadScope,
  searchPattern,
  SIGNED_IN_READ,
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

const collection = orderedCollection({
  table: technologies,
  kind: 'Technology',
  columns: () => technologyColumns,
  rows: () => technologyRows,
  images: imageOfColumn(technologies.icon),
});

export async function listTechnologies(
  db: Executor,
  query: { offset?: number; limit?: number; name?: string },
  scope: ReadScope = PUBLIC_READ,
): Promise<JsonText> {
  // No paging asked for: every technology (the public stack grid shows them all); a null limit is no limit.
  const paged = query.offset !== undefined || query.limit !== undefined;
  const limit = query.limit ?? PAGE_SIZE;
  const { items, total } = await collection.readPage(
    db,
    {
      pattern: searchPattern(query.name),
      offset: paged ? (query.offset ?? 0) : null,
      limit: paged ? limit : null,
    },
    scope,
  );
  return listDocument('technologies', items, paged ? totalPages(total, limit) : 1);
}

const getTechnology = collection.readOne;

async function createTechnology(db: Executor, input: TechnologyInput): Promise<JsonText> {
  const [row] = await withUniqueName('technology', input.name, () =>
    db
      .insert(technologies)
      .values({ ...input, visible: input.visible ?? true, position: firstPosition(technologies) })
      .returning({ id: technologies.id }),
  );
  return getTechnology(db, row!.id, SIGNED_IN_READ);
}

type TechnologyUpdate = AuthorValues & {
  id: number;
  name: string;
  icon: string | null;
  visible: boolean | null;
};

const updateStatement = collection.updateStatement<TechnologyUpdate>('update', (p) => [
  assign(technologies.name, p.name),
  assign(technologies.icon, p.icon),
  // Left out of the input: unchanged.
  assign(technologies.visible, sql`coalesce(${p.visible}::boolean, ${technologies.visible})`),
]);

async function updateTechnology(
  db: Executor,
  id: number,
  input: TechnologyInput,
  author: AuthorValues,
): Promise<AuthoredSave<Updated>> {
  const row = await withUniqueName('technology', input.name, () =>
    queryRow<UpdatedRow, TechnologyUpdate>(db, updateStatement, {
      id,
      name: input.name,
      icon: input.icon ?? null,
      visible: input.visible ?? null,
      ...author,
    }),
  );
  return collection.answerUpdate(row);
}

/** What the routes of technologies read and change. */
export const technologiesRepository = {
  ...collection,
  list: listTechnologies,
  create: createTechnology,
  update: updateTechnology,
  ...childLinks(getTechnology, {
    link: technologyTags,
    keys: ['technologyId', 'tagId'],
    child: { table: tags, kind: 'Tag' },
  }),
};
