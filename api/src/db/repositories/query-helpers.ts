import { count, ilike, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { projects, technologies } from '../schema';
import { conflict, FOREIGN_KEY_VIOLATION, invalidFields, sqlState, UNIQUE_VIOLATION } from '../../problems';
import type { Executor } from '../connection';
import type { Statement } from '../json-statements';

/** `%`, `_` and `\` in a search term match themselves, not any text. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Case-insensitive substring search; an empty term matches everything. */
export const containsText = (column: AnyPgColumn, term: string | undefined): SQL | undefined =>
  term ? ilike(column, `%${escapeLike(term)}%`) : undefined;

/** The ILIKE pattern of a search term (`%term%`, wildcards escaped), or null for no search. */
export const searchPattern = (term: string | undefined) => (term ? `%${escapeLike(term)}%` : null);

/** For statements prepared once: a null pattern matches every row. */
export const containsPattern = (column: AnyPgColumn, pattern: unknown): SQL =>
  sql`(${pattern}::text is null or ${column} ilike ${pattern}::text)`;

/** The row of a list statement: the page's items as a JSON array and the number of rows in every page. */
export interface ListRow extends Record<string, unknown> {
  items: string;
  total: number;
}

export async function countRows(db: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

/** Alphabetical regardless of case, then by id so equal names keep a stable order across pages. */
export const byName = (column: AnyPgColumn) => sql`lower(${column})`;

/** A write naming a `userId` that does not exist fails on the foreign key; the form hears which field is wrong. */
export async function withKnownOwner<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw invalidFields({ userId: 'Pick a valid user' });
    throw error;
  }
}

/**
 * Who reads: anonymous visitors never see hidden projects and technologies; a signed-in user sees them with
 * their `visible` flag.
 */
export interface ReadScope {
  includeHidden: boolean;
}

export const PUBLIC_READ: ReadScope = { includeHidden: false };
export const SIGNED_IN_READ = { includeHidden: true } as const satisfies ReadScope;

export const readScope = (userId: number | null): ReadScope =>
  userId === null ? PUBLIC_READ : SIGNED_IN_READ;

export type OrderedTable = typeof projects | typeof technologies;

/** Only the visible rows for an anonymous reader; every row otherwise. */
export const visibleTo = (table: OrderedTable, scope: ReadScope): SQL =>
  scope.includeHidden ? sql`true` : sql`${table.visible}`;

/** Each scope reads through statements of its own (the filter is part of the SQL text). */
export const scopeName = (scope: ReadScope): 'all' | 'public' => (scope.includeHidden ? 'all' : 'public');

/** A statement for each scope, by its `scopeName`. */
export const statementsPerScope = <V extends Record<string, unknown>>(
  make: (scope: ReadScope) => Statement<V>,
): Record<'all' | 'public', Statement<V>> => ({ public: make(PUBLIC_READ), all: make(SIGNED_IN_READ) });

/** A new row goes before every other one: one below the lowest position. */
export const firstPosition = (table: OrderedTable) =>
  sql<number>`(select coalesce(min(${table.position}), 0) - 1 from ${table})`;

/**
 * Gives the rows of `table` the order of `ids`, which must name every row exactly once; anything else changes
 * nothing and answers 400. The rows are locked first, so a row created meanwhile makes the list incomplete
 * rather than silently unordered.
 */
export async function applyOrder(db: Executor, table: OrderedTable, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await tx.select({ id: table.id }).from(table).for('update');
    const existing = new Set(rows.map((row) => row.id));
    const unknown = ids.filter((id) => !existing.has(id));
    if (unknown.length > 0 || ids.length !== existing.size) {
      const message =
        unknown.length > 0
          ? `Unknown ids: ${unknown.slice(0, 10).join(', ')}. List every id exactly once.`
          : `The list names ${ids.length} of ${existing.size} ids. List every id exactly once.`;
      throw invalidFields({ ids: message }, message);
    }
    // One statement for the whole order; the ids travel as one JSON parameter, however many there are.
    await tx.execute(sql`
      update ${table} set ${sql.identifier(table.position.name)} = ordered.rank - 1
      from json_array_elements_text(${JSON.stringify(ids)}::json) with ordinality as ordered(id, rank)
      where ${table.id} = ordered.id::int`);
  });
}

/**
 * Runs a write of a tag or technology whose name must be unique whatever its case (index on `lower(name)`): a
 * name another item has is a 409 with the message under the Name field.
 */
export async function withUniqueName<T>(kind: 'tag' | 'technology', name: string, write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    const message = `A ${kind} named '${name}' already exists`;
    throw conflict(`${message}.`, { name: message });
  }
}
