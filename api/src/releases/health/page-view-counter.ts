import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { PageViewMarks } from './charge';
import { sumMarks } from './sum-marks';

/** Page views waiting for the next write, at most: past it a report is refused (429) rather than memory grown. */
const MAX_PENDING = 25_000;
/** How long the aggregates are kept; the page views' marks only as long as a token is accepted. */
export const HEALTH_RETENTION_DAYS = 90;
const MARK_RETENTION = '1 day';

/** The minute's text, made once a minute rather than once a report. */
let lastMinute = { start: Number.NaN, text: '' };
function minuteOf(at: number): string {
  const start = Math.floor(at / 60_000) * 60_000;
  if (start !== lastMinute.start) lastMinute = { start, text: new Date(start).toISOString() };
  return lastMinute.text;
}

export interface PendingView extends PageViewMarks {
  minute: string;
}

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
    const { pageView, releases, marks, buckets } = view;
    this.pending.set(pageView, { pageView, releases, marks, buckets, minute: minuteOf(at) });
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
   * One transaction. First each page view's row takes its new marks (`added`: the bits it did not have, read under
   * the row's lock, so two instances never both count one); the statement answers only the page views that were
   * not wholly new (a second report of a view, or a view another instance has written). Then the counts those
   * marks add, summed here and written as a handful of rows. Summing in SQL (a join of every mark with its slot,
   * grouped) cost PGlite 30-50 µs of the event loop per page view; this costs it about a fifth of that.
   * Every row is written in one order (page views by id, counts by release and minute): two instances writing
   * the same rows in opposite orders each waited on a row the other had inserted, and PostgreSQL ended one as a
   * deadlock.
   */
  private async write(views: PendingView[]): Promise<number> {
    return this.db.transaction(async (tx) => {
      // Ids and marks as two comma-separated lists: PGlite reads them in a fraction of what JSON or arrays cost.
      // A page-view id is base64url (checked with its token), so it holds no comma.
      const result = (await tx.execute(sql`
        with input as (
          select * from unnest(string_to_array(${views.map((view) => view.pageView).join(',')}, ','),
            string_to_array(${views.map((view) => view.marks).join(',')}, ',')::int[]) as t(p, k)
        ), marked as (
          insert into page_views as pv (page_view, marks, added)
          select p, k, k from input
          order by p
          on conflict (page_view) do update set marks = pv.marks | excluded.marks, added = excluded.marks & ~pv.marks
            where excluded.marks & ~pv.marks <> 0
          returning page_view, added, marks
        )
        select input.p as "pageView", coalesce(marked.added, 0) as added
        from input left join marked on marked.page_view = input.p
        where marked.page_view is null or marked.added <> marked.marks`)) as unknown as {
        rows: { pageView: string; added: number }[];
      };
      const seenBefore = new Map(result.rows.map((row) => [row.pageView, row.added]));
      const { counts, buckets, fresh } = sumMarks(views, seenBefore);
      if (counts.length > 0)
        await tx.execute(sql`
          insert into release_health_minutes as h
            (remote, version, minute, views, error_views, chunk_error_views, hydration_error_views)
          select r, v, m, views, errors, chunks, hydrations
          from jsonb_to_recordset(${JSON.stringify(counts)}::jsonb)
            as t(r text, v text, m timestamptz, views int, errors int, chunks int, hydrations int)
          order by r, v, m
          on conflict (remote, version, minute) do update set
            views = h.views + excluded.views,
            error_views = h.error_views + excluded.error_views,
            chunk_error_views = h.chunk_error_views + excluded.chunk_error_views,
            hydration_error_views = h.hydration_error_views + excluded.hydration_error_views`);
      if (buckets.length > 0)
        await tx.execute(sql`
          insert into release_vital_buckets as vb (remote, version, minute, vital, bucket, count)
          select r, v, m, vital, b, n
          from jsonb_to_recordset(${JSON.stringify(buckets)}::jsonb)
            as t(r text, v text, m timestamptz, vital text, b int, n int)
          order by r, v, m, vital, b
          on conflict (remote, version, vital, minute, bucket) do update set count = vb.count + excluded.count`);
      return fresh;
    });
  }

  /** Forgets page-view ids after a day and aggregates after 90 days. */
  async purge(): Promise<void> {
    await this.db.execute(sql`delete from page_views where seen_at < now() - ${MARK_RETENTION}::interval`);
    const horizon = sql`now() - ${`${HEALTH_RETENTION_DAYS} days`}::interval`;
    await this.db.execute(sql`delete from release_health_minutes where minute < ${horizon}`);
    await this.db.execute(sql`delete from release_vital_buckets where minute < ${horizon}`);
  }
}
