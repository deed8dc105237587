import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import { MARK_SLOTS, type PageViewMarks } from './charge';

/** Page views waiting for the next write, at most: past it a report is refused (429) rather than memory grown. */
const MAX_PENDING = 25_000;
/** How long the aggregates are kept; the page views' marks only as long as a token is accepted. */
export const HEALTH_RETENTION_DAYS = 90;
const MARK_RETENTION = '1 day';

const minuteOf = (at: number) => new Date(Math.floor(at / 60_000) * 60_000).toISOString();

interface PendingView extends PageViewMarks {
  minute: string;
}

/**
 * Each mark's bit and what it counts, as the statement reads them: a list the code holds, never input. Vital
 * marks name their vital; the others their column of `release_health_minutes`.
 */
const SLOTS = sql.raw(
  `(values ${MARK_SLOTS.map(({ remote, kind }, slot) => `(${1 << slot}, ${slot}, '${remote}', '${kind}')`).join(', ')})`,
);

/**
 * Counts page views off the request path: a report adds its marks here, and one statement a second writes them
 * all. The database keeps one row per page view with the marks it has made (a bit per remote and kind, the first
 * any API instance wrote); only the marks new to that row are added to the minute's counts and histograms, in
 * the same statement, so several instances and repeated reports count each page view once.
 * A write that fails is tried again with the next.
 */
export class PageViewCounter {
  private pending = new Map<string, PendingView>();

  constructor(private readonly db: Database) {}

  /** False when too much is waiting (the database is away): nothing of this report is taken. */
  add(view: PageViewMarks, at = Date.now()): boolean {
    const waiting = this.pending.get(view.pageView);
    if (waiting) {
      // The first mark of a kind keeps its bucket, as the database keeps the first.
      waiting.buckets = { ...view.buckets, ...waiting.buckets };
      waiting.marks |= view.marks;
      return true;
    }
    if (this.pending.size >= MAX_PENDING) return false;
    this.pending.set(view.pageView, { ...view, minute: minuteOf(at) });
    return true;
  }

  get waiting(): number {
    return this.pending.size;
  }

  /** Writes what is waiting; returns how many marks were new to the database. */
  async flush(): Promise<number> {
    if (this.pending.size === 0) return 0;
    const batch = this.pending;
    this.pending = new Map();
    try {
      return await this.write([...batch.values()]);
    } catch (error) {
      // Kept for the next write, with what arrived since folded in.
      for (const view of this.pending.values()) {
        const kept = batch.get(view.pageView);
        if (kept) {
          kept.buckets = { ...view.buckets, ...kept.buckets };
          kept.marks |= view.marks;
        } else batch.set(view.pageView, view);
      }
      this.pending = batch;
      throw error;
    }
  }

  /**
   * One statement: each page view's row takes its new marks (`added`: the bits it did not have, read under the
   * row's lock, so two instances never both count one), and the counts they add. Every row is written in one
   * order (page views by id, counts by release and minute): two instances writing the same rows in opposite
   * orders each waited on a row the other had inserted, and PostgreSQL ended one as a deadlock.
   */
  private async write(views: PendingView[]): Promise<number> {
    const rows = JSON.stringify(
      views.map((view) => ({
        p: view.pageView,
        k: view.marks,
        m: view.minute,
        r: view.releases,
        b: view.buckets,
      })),
    );
    const result = (await this.db.execute(sql`
      with input as (
        select * from jsonb_to_recordset(${rows}::jsonb) as t(p text, k int, m timestamptz, r jsonb, b jsonb)
      ), marked as (
        insert into page_views as pv (page_view, marks, added)
        select p, k, k from input
        order by p
        on conflict (page_view) do update set marks = pv.marks | excluded.marks, added = excluded.marks & ~pv.marks
          where excluded.marks & ~pv.marks <> 0
        returning page_view, added
      ), kept as (
        select slot.remote as r, input.r ->> slot.remote as v, input.m as m, slot.kind as k,
          (input.b ->> slot.n::text)::int as b
        from marked join input on input.p = marked.page_view
          join ${SLOTS} as slot(bit, n, remote, kind) on marked.added & slot.bit <> 0
      ), counted as (
        insert into release_health_minutes as h
          (remote, version, minute, views, error_views, chunk_error_views, hydration_error_views)
        select r, v, m,
          count(*) filter (where k = 'view'),
          count(*) filter (where k = 'error'),
          count(*) filter (where k = 'chunk-error'),
          count(*) filter (where k = 'hydration-error')
        from kept where k not like 'vital:%'
        group by r, v, m
        order by r, v, m
        on conflict (remote, version, minute) do update set
          views = h.views + excluded.views,
          error_views = h.error_views + excluded.error_views,
          chunk_error_views = h.chunk_error_views + excluded.chunk_error_views,
          hydration_error_views = h.hydration_error_views + excluded.hydration_error_views
      ), bucketed as (
        insert into release_vital_buckets as vb (remote, version, minute, vital, bucket, count)
        select r, v, m, substr(k, 7), b, count(*)
        from kept where k like 'vital:%' and b is not null
        group by r, v, m, k, b
        order by r, v, m, k, b
        on conflict (remote, version, vital, minute, bucket) do update set count = vb.count + excluded.count
      )
      select count(*)::int as fresh from kept`)) as unknown as { rows: { fresh: number }[] };
    return result.rows[0]?.fresh ?? 0;
  }

  /** Forgets page-view ids after a day and aggregates after 90 days. */
  async purge(): Promise<void> {
    await this.db.execute(sql`delete from page_views where seen_at < now() - ${MARK_RETENTION}::interval`);
    const horizon = sql`now() - ${`${HEALTH_RETENTION_DAYS} days`}::interval`;
    await this.db.execute(sql`delete from release_health_minutes where minute < ${horizon}`);
    await this.db.execute(sql`delete from release_vital_buckets where minute < ${horizon}`);
  }
}
