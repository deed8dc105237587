import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../src/db/schema';

/** The name of every table `src/db/schema.ts` declares, in alphabetical order. */
export const SCHEMA_TABLES: string[] = (Object.values(schema) as unknown[])
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable))
  .sort();
