import { and, eq, getTableName, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  type AuthoredSave,
  type AuthorValues,
  authoredBy,
  changeAuthorCte,
  versionWritten,
} from '../../history/recorded-change';
import { notFound } from '../../problems';
import { imagesNoLongerShown } from '../../storage/image-references';
import type { Executor } from '../connection';
import {
  compactJson,
  defineStatement,
  type JsonText,
  jsonArray,
  queryDocument,
  queryRow,
  type Statement,
  type StatementValues,
} from '../json-statements';
import {
  applyOrder,
  containsPattern,
  type ListRow,
  type OrderedTable,
  PUBLIC_READ,
  type ReadScope,
  scopeName,
  SIGNED_IN_READ,
  statementsPerScope,
  visibleTo,
} from './query-helpers';

/**
 * Projects and technologies are the same kind of collection: rows in the owner's order, hidden ones read only by
 * a signed-in user, each row with children linked to it (a project's technologies, a technology's tags). The
 * reads and links they share are made here once.
 */

/** The owner's order (lowest position first; of two created at once, the newer first), for JSON arrays. */
export const OWNER_ITEM_ORDER = 'item.position, item.id desc';

interface Collection {
  /** Its name names the prepared statements: `projects_list_public`, `projects_one_all`, …. */
  table: OrderedTable;
  /** What a 404 says is missing: `Project` gives `Project not found.` */
  kind: string;
  /** A row's JSON columns and the rows they select from, for a reader of `scope`. */
  columns: (scope: ReadScope) => SQL;
  rows: (scope: ReadScope) => SQL;
  /** What a read of one row answers when it carries more than a list's (a project's case study). */
  detailColumns?: (scope: ReadScope) => SQL;
  /**
   * The addresses of the images a row shows, as JSON array text over the table's columns (a technology's icon; a
   * project's cover and its gallery's images), so an update or delete knows which images it may release.
   */
  images: SQL;
}

/** What an update answers: the row as its writer sees it now, and the images it no longer shows, to release. */
export interface Updated {
  document: JsonText;
  replacedImages: string[];
}

/**
 * The row an update statement answers: the images the row showed before the update and after it (JSON array
 * text), the row after it, and the version of it the update wrote (null when it changed nothing).
 */
export type UpdatedRow = {
  imagesBefore: string;
  imagesAfter: string;
  document: JsonText;
  version: number | null;
};

/** The addresses of a row's one image column as JSON array text: none when it is null. */
export const imageOfColumn = (column: PgColumn) =>
  sql`(case when ${column} is null then '[]'::jsonb else jsonb_build_array(${column}) end)::text`;

/** `column = value` in an UPDATE's SET list, which names each column without its table. */
export const assign = (column: PgColumn, value: unknown) => sql`${sql.identifier(column.name)} = ${value}`;

/** What a page of a list binds: a null pattern matches every row; a null offset or limit is none. */
type PageValues = { pattern: string | null; offset: number | null; limit: number | null };

/** The reads, order and delete of a collection in the owner's order. */
export function orderedCollection({
  table,
  kind,
  columns,
  rows,
  detailColumns = columns,
  images,
}: Collection) {
  const name = getTableName(table);
  const pages = statementsPerScope((scope) =>
    defineStatement<PageValues>(`${name}_list_${scopeName(scope)}`, (p) => {
      const where = sql`${containsPattern(table.name, p.pattern)} and ${visibleTo(table, scope)}`;
      return sql`select ${jsonArray(
        sql`select ${columns(scope)} from ${rows(scope)} where ${where}
          order by ${table.position}, ${table.id} desc offset ${p.offset}::int limit ${p.limit}::int`,
        OWNER_ITEM_ORDER,
      )}::text as items, (select count(*)::int from ${table} where ${where}) as total`;
    }),
  );
  const ones = statementsPerScope((scope) =>
    defineStatement<{ id: number }>(
      `${name}_one_${scopeName(scope)}`,
      (p) => sql`select row_to_json(item)::text as document from (select ${detailColumns(scope)}
        from ${rows(scope)} where ${table.id} = ${p.id}::int and ${visibleTo(table, scope)}) item`,
    ),
  );
  /** One row as JSON. A hidden row is as unknown to an anonymous reader as a missing one: both are a 404. */
  const readOne = async (db: Executor, id: number, scope: ReadScope = PUBLIC_READ): Promise<JsonText> => {
    const document = await queryDocument(db, ones[scopeName(scope)], { id });
    if (!document) throw notFound(kind);
    return document;
  };
  return {
    /** One page of the rows whose name matches, as a JSON array, and how many rows match in all. */
    async readPage(db: Executor, values: PageValues, scope: ReadScope): Promise<ListRow> {
      return (await queryRow<ListRow, PageValues>(db, pages[scopeName(scope)], values))!;
    },
    readOne,
    /**
     * A prepared update of row `id` that answers the images the row showed before it, read under the row's lock
     * in the same statement, so the images released are the ones this update replaced, and the row after it as a
     * signed-in reader's JSON (an `UpdatedRow`). No row when the id is unknown or `when` is false. One statement,
     * planned once: on PGlite's single session every statement of a write holds up every other request, and a
     * read-back after it was one more (0.4 ms of a project save's 2.7). The updated row is answered as a CTE
     * named like the table, so the very reader's JSON of `ones` reads it, its children from their tables. It names
     * its author itself, so a save is this one statement (`recordedSave`).
     */
    updateStatement: <V extends AuthorValues & { id: number }>(
      suffix: string,
      set: (values: StatementValues<V>) => SQL[],
      when: (values: StatementValues<V>) => SQL = () => sql`true`,
    ): Statement<V> =>
      defineStatement<V>(
        `${name}_${suffix}`,
        (p) => sql`with ${changeAuthorCte(p)}, before as (
            select ${table.id} as id, ${images} as images from ${table} where ${table.id} = ${p.id}::int for update),
          ${table} as (
            update ${table} set ${sql.join(set(p), sql`, `)}
            from before where ${table.id} = before.id and ${when(p)} and ${authoredBy}
            returning ${table}.*, before.images as "imagesBefore")
          select "imagesBefore", ${images} as "imagesAfter", (select row_to_json(item)::text from (select ${detailColumns(SIGNED_IN_READ)}
            from ${rows(SIGNED_IN_READ)}) item) as document, ${versionWritten(name, table.id)} as version
          from ${table}`,
      ),
    /** After an update: the row as its writer sees it and the images it replaced; a 404 when it found no row. */
    answerUpdate(row: UpdatedRow | undefined): AuthoredSave<Updated> {
      if (!row) throw notFound(kind);
      return {
        result: {
          document: compactJson(row.document),
          replacedImages: imagesNoLongerShown(
            JSON.parse(row.imagesBefore) as string[],
            JSON.parse(row.imagesAfter) as string[],
          ),
        },
        version: row.version,
      };
    },
    /** `ids` names every row once, in the owner's new order. */
    reorder: (db: Executor, ids: number[]) => applyOrder(db, table, ids),
    /** The row's links go with it (ON DELETE CASCADE). Answers the images it showed, to release. */
    async remove(db: Executor, id: number): Promise<string[]> {
      const [row] = await db
        .delete(table)
        .where(eq(table.id, id))
        .returning({ images: sql<string>`${images}` });
      if (!row) throw notFound(kind);
      return JSON.parse(row.images) as string[];
    },
  };
}

interface ChildLinks<Parent extends string, Child extends string> {
  /** The link table, and the names of its keys to the parent and the child, which a request's link uses too. */
  link: PgTable & Record<Parent | Child, PgColumn>;
  keys: [parent: Parent, child: Child];
  /** The children's table, and what an unknown child's 404 names (`Technology` gives `Technology not found.`). */
  child: { table: PgTable & { id: PgColumn }; kind: string };
}

/**
 * Links and unlinks a child of a parent (a technology of a project, a tag of a technology), answering the parent
 * as `readParent` reads it afterwards. Both are idempotent: adding a child the parent has, or removing one it
 * does not have, changes nothing and answers the same. An unknown parent or child is a 404.
 */
export function childLinks<Parent extends string, Child extends string>(
  readParent: (db: Executor, id: number, scope: ReadScope) => Promise<JsonText>,
  { link, keys, child }: ChildLinks<Parent, Child>,
) {
  const [parentKey, childKey] = [link[keys[0]], link[keys[1]]];
  const change =
    (write: (tx: Executor, parentId: number, childId: number) => Promise<unknown>) =>
    (db: Executor, ids: Record<Parent | Child, number>) =>
      db.transaction(async (tx) => {
        const [parentId, childId] = [ids[keys[0]], ids[keys[1]]];
        await readParent(tx, parentId, SIGNED_IN_READ);
        const [known] = await tx
          .select({ id: child.table.id })
          .from(child.table)
          .where(eq(child.table.id, childId));
        if (!known) throw notFound(child.kind);
        await write(tx, parentId, childId);
        return readParent(tx, parentId, SIGNED_IN_READ);
      });
  return {
    link: change((tx, parentId, childId) =>
      tx.execute(sql`insert into ${link} (${sql.identifier(parentKey.name)}, ${sql.identifier(childKey.name)})
        values (${parentId}, ${childId}) on conflict do nothing`),
    ),
    unlink: change((tx, parentId, childId) =>
      tx.delete(link).where(and(eq(parentKey, parentId), eq(childKey, childId))),
    ),
  };
}

/** What the routes of an ordered collection read and change (routes/v1/ordered-collection-routes.ts). */
export interface OrderedRepository<Query, Input = never, Link = never> {
  list(db: Executor, query: Query, scope: ReadScope): Promise<JsonText>;
  readOne(db: Executor, id: number, scope: ReadScope): Promise<JsonText>;
  create(db: Executor, input: Input): Promise<JsonText>;
  update(db: Executor, id: number, input: Input, author: AuthorValues): Promise<AuthoredSave<Updated>>;
  reorder(db: Executor, ids: number[]): Promise<void>;
  remove(db: Executor, id: number): Promise<string[]>;
  link(db: Executor, link: Link): Promise<JsonText>;
  unlink(db: Executor, link: Link): Promise<JsonText>;
}
