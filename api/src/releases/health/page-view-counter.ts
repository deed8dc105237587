import { sql } from 'drizzle-orm';
import type { Database } from '../../db/connection';
import type { Mark } from './charge';

/** Marks waiting for the next write, at most: past it a report is refused (429) rather than memory grown. */
const MAX_PENDING = 100_000;
/** How long the aggregates are kept; the marks only as long as a token is accepted. */
export const HEALTH_RETENTION_DAYS = 90;
const MARK_RETENTION = '1 day';

const minuteOf = (at: number) => new Date(Math.floor(at / 60_000) * 60_000).toISOString();

interface PendingMark extends Mark {
  minute: string;
}

/**
 * Counts page views off the request path: a report adds its marks here, and one statement a second writes them
 * all. The database keeps one mark per page view, remote and kind (the first any API instance wrote); only the
 * marks it newly kept are added to the minute's counts and histograms, in the same statement, so several
 * instances and repeated reports count each page view once. A write that fails is tried again with the next.
 */
export class PageViewCounter {
  private pending = new Map<string, PendingMark>();

  constructor(private readonly db: Database) {}

  /** False when too much is waiting (the database is away): nothing of this report is taken. */
  add(marks: Mark[], at = Date.now()): boolean {
    if (this.pending.size + marks.length > MAX_PENDING) return false;
    const minute = minuteOf(at);
    for (const mark of marks) {
      const key = `${mark.pageView} ${mark.remote} ${mark.kind}`;
      if (!this.pending.has(key)) this.pending.set(key, { ...mark, minute });
    }
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
      // Kept for the next write, before anything that arrived since.
      for (const [key, mark] of this.pending) if (!batch.has(key)) batch.set(key, mark);
      this.pending = batch;
      throw error;
    }
  }

  /**
   * One statement: the marks new to the database, and the counts they add. Every row is written in one order
   * (marks by page view, counts by release and minute): two instances writing the same page view's marks in
   * opposite orders each waited on a row the other had inserted, and PostgreSQL ended one as a deadlock.
   */
  private async write(marks: PendingMark[]): Promise<number> {
    const rows = JSON.stringify(
      marks.map((mark) => ({
        p: mark.pageView,
        r: mark.remote,
        v: mark.version,
        k: mark.kind,
        m: mark.minute,
        b: mark.bucket ?? null,
      })),
    );
    const result = (await this.db.execute(sql`
      with input as (
        select * from jsonb_to_recordset(${rows}::jsonb) as t(p text, r text, v text, k text, m timestamptz, b int)
      ), fresh as (
        insert into page_view_marks (page_view, remote, kind, version)
        select p, r, k, v from input
        order by p, r, k
        on conflict do nothing
        returning page_view, remote, kind
      ), kept as (
        select input.* from fresh join input on input.p = fresh.page_view and input.r = fresh.remote and input.k = fresh.kind
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
    await this.db.execute(
      sql`delete from page_view_marks where seen_at < now() - ${MARK_RETENTION}::interval`,
    );
    const horizon = sql`now() - ${`${HEALTH_RETENTION_DAYS} days`}::interval`;
    await this.db.execute(sql`delete from release_health_minutes where minute < ${horizon}`);
    await this.db.execute(sql`delete from release_vital_buckets where minute < ${horizon}`);
  }
}
