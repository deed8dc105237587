import { parse, PGlite, protocol } from '@electric-sql/pglite';
import { fillPlaceholders, sql, type Placeholder, type SQL, type SQLWrapper, type Table } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Executor } from './connection';

/**
 * The public reads are single SQL statements that answer the finished JSON text (PostgreSQL builds it), so a
 * read is one round trip with nothing to parse, map or serialize in JavaScript. On the pool they run as named
 * prepared statements: PostgreSQL parses and plans each once per connection instead of once per request.
 */

type Values = Record<string, unknown>;
/** What a statement's SQL is built from: each value, or the placeholder it is bound to. */
export type StatementValues<V extends Values> = { [K in keyof V]: V[K] | Placeholder };

export interface Statement<V extends Values> {
  /** Unique per SQL text: the name of the prepared statement on each pooled connection. */
  name: string;
  build(values: StatementValues<V>): SQL;
}

export const defineStatement = <V extends Values>(
  name: string,
  build: Statement<V>['build'],
): Statement<V> => ({
  name,
  build,
});

const dialect = new PgDialect();
const compiled = new Map<string, { sql: string; params: unknown[] }>();

function compile<V extends Values>(statement: Statement<V>, keys: (keyof V)[]) {
  let query = compiled.get(statement.name);
  if (!query) {
    const placeholders = Object.fromEntries(keys.map((key) => [key, sql.placeholder(String(key))]));
    query = dialect.sqlToQuery(statement.build(placeholders as StatementValues<V>));
    compiled.set(statement.name, query);
  }
  return query;
}

const preparedOnPglite = new WeakMap<PGlite, Set<string>>();

/** A parameter in PostgreSQL's text format: what our statements take are whole numbers, booleans, text and null. */
function textParameter(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  if (typeof value === 'string') return value;
  throw new TypeError(`No SQL parameter for ${typeof value}`);
}

const { serialize } = protocol;
const messagesOf = (...parts: Uint8Array[]) => {
  const message = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  parts.reduce((offset, part) => (message.set(part, offset), offset + part.length), 0);
  return message;
};

/** Binds `values` to the named statement (parsed on first use) and executes it, on PGlite's single session. */
async function runNamedOnPglite<Row>(client: PGlite, name: string, text: string, values: unknown[]) {
  let prepared = preparedOnPglite.get(client);
  if (!prepared) preparedOnPglite.set(client, (prepared = new Set()));
  if (!prepared.has(name)) {
    await client.execProtocol(messagesOf(serialize.parse({ name, text }), serialize.sync()), {
      syncToFs: false,
    });
    prepared.add(name);
  }
  const { messages } = await client.execProtocol(
    messagesOf(
      serialize.bind({ statement: name, values: values.map(textParameter) }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ),
    { syncToFs: false },
  );
  return (parse.parseResults(messages, client.parsers)[0]?.rows ?? []) as Row[];
}

/**
 * PGlite's `query` parses and plans every statement again, which for these statements costs more than running
 * them. So each is parsed once as a named statement of PGlite's single session, and each read only binds its
 * values and executes it — the extended protocol, as the pool's named statements on PostgreSQL: values travel
 * as bound parameters, never inside the SQL text. A profile read takes about 1 ms of the main thread, not 3.
 */
function executeOnPglite<Row>(client: PGlite, name: string, text: string, values: unknown[]) {
  // As PGlite's own `query`: after any transaction in progress, one protocol exchange at a time.
  return client._runExclusiveTransaction(() =>
    client.runExclusive(() => runNamedOnPglite<Row>(client, name, text, values)),
  );
}

/**
 * The PGlite session each open transaction runs on (drizzle's transaction object names only PGlite's own): a
 * statement inside it runs as the session's named statement too, one protocol exchange at a time as the
 * transaction's own queries do, where PGlite's `query` would parse and plan it again (a project save's update:
 * 9 ms planned each time, 4 ms prepared).
 */
const pgliteOfTransaction = new WeakMap<Executor, PGlite>();

/** Notes that `tx` is a transaction of `db`, so that `queryRow` in it runs the named statements when on PGlite. */
export function preparedStatementsIn(db: Executor, tx: Executor) {
  const client = (db as { $client?: unknown }).$client;
  if (client instanceof PGlite) pgliteOfTransaction.set(tx, client);
}

/**
 * The pooled connection a transaction on PostgreSQL runs on (drizzle keeps it on the transaction's session): a
 * statement inside it runs as that connection's named statement, planned once per connection, where drizzle's
 * `execute` would have PostgreSQL parse and plan it again on every save.
 */
function poolConnectionOfTransaction(tx: Executor): pg.ClientBase | undefined {
  const client = (tx as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Client ? client : undefined;
}

/** The statement's SQL text, compiled once, and `values` in the order of its parameters. */
function bound<V extends Values>(statement: Statement<V>, values: V) {
  const { sql: text, params } = compile(statement, Object.keys(values));
  return { text, filled: fillPlaceholders(params, values) };
}

/** Runs the statement and answers its first row (columns by name), or undefined. */
export async function queryRow<Row extends Values, V extends Values>(
  db: Executor,
  statement: Statement<V>,
  values: V,
): Promise<Row | undefined> {
  // Only the top-level database has a client of its own; a transaction runs the statement on its connection.
  const client = (db as { $client?: unknown }).$client;
  const postgres = client instanceof pg.Pool ? client : poolConnectionOfTransaction(db);
  if (postgres) {
    const { text, filled } = bound(statement, values);
    return (await postgres.query<Row>({ name: statement.name, text, values: filled })).rows[0];
  }
  if (client instanceof PGlite) {
    const { text, filled } = bound(statement, values);
    return (await executeOnPglite<Row>(client, statement.name, text, filled))[0];
  }
  const session = pgliteOfTransaction.get(db);
  if (session) {
    const { text, filled } = bound(statement, values);
    // Inside a transaction: its turn on the session is held already.
    return (
      await session.runExclusive(() => runNamedOnPglite<Row>(session, statement.name, text, filled))
    )[0];
  }
  const result = (await db.execute(statement.build(values))) as unknown as { rows: Row[] };
  return result.rows[0];
}

/**
 * A JSON array of the rows of `select`, one object per row keyed by the column aliases, in `orderBy` (which
 * names the columns as `item.<alias>`). json_agg is about twice as fast here as string_agg with casts back to
 * json at every level; its `, \n ` separators are removed by `compactJson`.
 */
export const jsonArray = (select: SQL, orderBy: string): SQL =>
  sql`coalesce((select json_agg(item order by ${sql.raw(orderBy)}) from (${select}) item), '[]'::json)`;

interface ChildArrays {
  /** The alias the grouped arrays are joined under; unique within a statement. */
  alias: string;
  /** The link table between parents and children, and its two keys. */
  link: Table;
  parentKey: SQLWrapper;
  childKey: SQLWrapper;
  /** The children's JSON columns, including `id`. */
  select: SQL;
  /** As for `jsonArray`. */
  orderBy: string;
}

/**
 * Each parent's children as one JSON array, made for every parent in a single grouped pass over the link table
 * and joined to the parents. A subquery per parent row (`jsonArray`) runs once per parent, and once per parent
 * per grandparent when nested; for a profile that was 11 runs of the tags subquery, each building its hash
 * tables again, and the grouped statement answered about 40 % more profiles a second in PostgreSQL.
 */
export function childArrays({ alias, link, parentKey, childKey, select, orderBy }: ChildArrays) {
  const name = sql.identifier(alias);
  const grouped = sql`(select ${parentKey} as parent_id, json_agg(item order by ${sql.raw(orderBy)}) as items
    from ${link} join (${select}) item on item.id = ${childKey} group by ${parentKey})`;
  return {
    /** `left join` of the arrays to the parent table, by the parent's id. */
    joinTo: (parentId: SQLWrapper) => sql`left join ${grouped} ${name} on ${name}.parent_id = ${parentId}`,
    /** The parent's array; `[]` when it has no children. */
    items: sql`coalesce(${name}.items, '[]'::json)`,
  };
}

/**
 * json_agg separates elements with `, \n `. A line feed inside a JSON string is always escaped, so a raw one
 * only ever appears in that separator: removing them all is exact.
 */
export const compactJson = (text: string) => text.replaceAll(', \n ', ',') as JsonText;

/** `"table"."column" as "key"` for each entry: the keys of the JSON objects. */
export const columns = (fields: Record<string, SQLWrapper>) =>
  sql.join(
    Object.entries(fields).map(([key, value]) => sql`${value} as ${sql.identifier(key)}`),
    sql`, `,
  );

/** JSON text built by PostgreSQL, sent to the client as it is. */
export type JsonText = string & { readonly __brand: 'JsonText' };

/** `{ "<key>": <items>, "totalPages": n }`, the shape of every list. */
export const listDocument = (key: string, items: string, totalPages: number) =>
  `{${JSON.stringify(key)}:${compactJson(items)},"totalPages":${totalPages}}` as JsonText;

/** Runs a statement that answers one `document` column (JSON text), or undefined when it finds no row. */
export async function queryDocument<V extends Values>(
  db: Executor,
  statement: Statement<V>,
  values: V,
): Promise<JsonText | undefined> {
  const row = await queryRow<{ document: string }, V>(db, statement, values);
  return row && compactJson(row.document);
}
