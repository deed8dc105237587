import { count, ilike, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { FOREIGN_KEY_VIOLATION, invalidFields, sqlState } from '../../problems';
import type { Executor } from '../connection';

/** `%`, `_` and `\` in a search term match themselves, not any text. */
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Case-insensitive substring search; an empty term matches everything. */
export const containsText = (column: AnyPgColumn, term: string | undefined): SQL | undefined =>
  term ? ilike(column, `%${escapeLike(term)}%`) : undefined;

export async function countRows(db: Executor, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ total: count() }).from(table).where(where);
  return row?.total ?? 0;
}

/** Alphabetical regardless of case, then by id so equal names keep a stable order across pages. */
export const byName = (column: AnyPgColumn) => sql`lower(${column})`;

export const byNameThenId = <T extends { name: string; id: number }>(a: T, b: T) =>
  a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id - b.id;

/** A write naming a `userId` that does not exist fails on the foreign key; the form hears which field is wrong. */
export async function withKnownOwner<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === FOREIGN_KEY_VIOLATION) throw invalidFields({ userId: 'Pick a valid user' });
    throw error;
  }
}
