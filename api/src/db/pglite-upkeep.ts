import { sql } from 'drizzle-orm';
import type { Database } from './connection';

/**
 * PGlite runs PostgreSQL in single-user mode, where no autovacuum worker runs: left alone, a table is never
 * analyzed, and the planner guesses. The history trigger's lookup of an item's latest version then read every
 * version of the item, so each save of a tag took longer than the one before (0.6 ms analyzed, 5 ms and growing
 * after 2,000 saves unanalyzed). So the API does for its embedded database what autovacuum does for a server:
 * tables analyzed and vacuumed by autovacuum's own rules and settings, from the statistics PostgreSQL keeps.
 * On PostgreSQL the server's autovacuum does it, and this is not used.
 */

export interface UpkeepDue {
  /** Tables to analyze: never analyzed, or changed by more than autovacuum's analyze threshold since. */
  analyze: string[];
  /** Tables to vacuum: more dead rows, or rows inserted since the last vacuum, than autovacuum allows. */
  vacuum: string[];
}

/**
 * The public tables that autovacuum would take now. `reltuples` is -1 until a table's first ANALYZE or VACUUM
 * (kept across restarts); the activity counters start again at 0 with each PGlite process.
 */
export async function tablesDueForUpkeep(db: Database): Promise<UpkeepDue> {
  const result = await db.execute(sql`
    with settings as (
      select current_setting('autovacuum_analyze_threshold')::float8 as analyze_base,
        current_setting('autovacuum_analyze_scale_factor')::float8 as analyze_scale,
        current_setting('autovacuum_vacuum_threshold')::float8 as vacuum_base,
        current_setting('autovacuum_vacuum_scale_factor')::float8 as vacuum_scale,
        current_setting('autovacuum_vacuum_insert_threshold')::float8 as insert_base,
        current_setting('autovacuum_vacuum_insert_scale_factor')::float8 as insert_scale
    )
    select s.relname as name,
      c.reltuples < 0 or s.n_mod_since_analyze > analyze_base + analyze_scale * greatest(c.reltuples, 0) as analyze,
      s.n_dead_tup > vacuum_base + vacuum_scale * greatest(c.reltuples, 0)
        or s.n_ins_since_vacuum > insert_base + insert_scale * greatest(c.reltuples, 0) as vacuum
    from pg_stat_user_tables s join pg_class c on c.oid = s.relid, settings
    where s.schemaname = 'public'
    order by s.relname`);
  const { rows } = result as unknown as { rows: { name: string; analyze: boolean; vacuum: boolean }[] };
  return {
    analyze: rows.filter((row) => row.analyze && !row.vacuum).map((row) => row.name),
    vacuum: rows.filter((row) => row.vacuum).map((row) => row.name),
  };
}

/**
 * Vacuums and analyzes what is due, a table at a time (`VACUUM (ANALYZE)` where both are: one pass less), and
 * answers what it did. Each command holds PGlite's single session only as long as its table takes.
 */
export async function runPgliteUpkeep(db: Database): Promise<UpkeepDue> {
  const due = await tablesDueForUpkeep(db);
  for (const table of due.vacuum) await db.execute(sql`vacuum (analyze) ${sql.identifier(table)}`);
  for (const table of due.analyze) await db.execute(sql`analyze ${sql.identifier(table)}`);
  return due;
}
