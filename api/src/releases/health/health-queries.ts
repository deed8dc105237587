import type { RemoteName } from '@portfolio/shared/remotes';
import type { HealthSide, ReleaseHealth } from '@portfolio/shared/schemas';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/connection';
import { quantileOf } from './vital-buckets';

const SHOWN_VITALS = ['LCP', 'INP', 'CLS'] as const;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export const sideOf = (views: number, errorViews: number): HealthSide => ({
  views,
  errorViews,
  errorRate: views > 0 ? errorViews / views : null,
});

interface MinuteRow {
  version: string;
  minute: Date | string;
  views: number;
  error_views: number;
  chunk_error_views: number;
  hydration_error_views: number;
}

/** Each release's counts and vitals over the last `minutes`, most viewed first. */
export async function releasesHealth(
  db: Executor,
  remote: RemoteName,
  minutes: number,
): Promise<ReleaseHealth[]> {
  const since = sql`date_trunc('minute', now()) - ${`${minutes - 1} minutes`}::interval`;
  const [minuteRows, bucketRows] = await Promise.all([
    db.execute(sql`
      select version, minute, views, error_views, chunk_error_views, hydration_error_views
      from release_health_minutes where remote = ${remote} and minute >= ${since}
      order by minute`),
    db.execute(sql`
      select version, vital, bucket, sum(count)::int as count
      from release_vital_buckets where remote = ${remote} and minute >= ${since}
      group by version, vital, bucket`),
  ]);
  const releases = new Map<string, ReleaseHealth>();
  for (const row of rowsOf<MinuteRow>(minuteRows)) {
    const release = releases.get(row.version) ?? {
      version: row.version,
      ...sideOf(0, 0),
      chunkErrorViews: 0,
      hydrationErrorViews: 0,
      vitals: {
        LCP: { p75: null, samples: 0 },
        INP: { p75: null, samples: 0 },
        CLS: { p75: null, samples: 0 },
      },
      series: [],
    };
    release.views += row.views;
    release.errorViews += row.error_views;
    release.chunkErrorViews += row.chunk_error_views;
    release.hydrationErrorViews += row.hydration_error_views;
    release.series.push({
      minute: new Date(row.minute).toISOString(),
      views: row.views,
      errorViews: row.error_views,
    });
    releases.set(row.version, release);
  }
  const buckets = rowsOf<{ version: string; vital: string; bucket: number; count: number }>(bucketRows);
  for (const release of releases.values()) {
    release.errorRate = sideOf(release.views, release.errorViews).errorRate;
    for (const vital of SHOWN_VITALS) {
      const own = buckets.filter((row) => row.version === release.version && row.vital === vital);
      release.vitals[vital] = {
        p75: quantileOf(own, 0.75),
        samples: own.reduce((sum, row) => sum + row.count, 0),
      };
    }
  }
  return [...releases.values()].sort((a, b) => b.views - a.views);
}

/** Page views and views with an error of `versions` since `since` (a rollout's start). */
export async function sidesSince(
  db: Executor,
  remote: RemoteName,
  versions: string[],
  since: Date,
): Promise<Map<string, HealthSide>> {
  const result = await db.execute(sql`
    select version, sum(views)::int as views, sum(error_views)::int as error_views
    from release_health_minutes
    where remote = ${remote} and version in (${sql.join(
      versions.map((version) => sql`${version}`),
      sql`, `,
    )}) and minute >= date_trunc('minute', ${since.toISOString()}::timestamptz)
    group by version`);
  const sides = new Map(versions.map((version) => [version, sideOf(0, 0)]));
  for (const row of rowsOf<{ version: string; views: number; error_views: number }>(result))
    sides.set(row.version, sideOf(row.views, row.error_views));
  return sides;
}

/** A vital's p75 and samples for `version` since `since`. */
export async function vitalSince(
  db: Executor,
  remote: RemoteName,
  version: string,
  vital: string,
  since: Date,
): Promise<{ p75: number | null; samples: number }> {
  const rows = rowsOf<{ bucket: number; count: number }>(
    await db.execute(sql`
      select bucket, sum(count)::int as count from release_vital_buckets
      where remote = ${remote} and version = ${version} and vital = ${vital}
        and minute >= date_trunc('minute', ${since.toISOString()}::timestamptz)
      group by bucket`),
  );
  return { p75: quantileOf(rows, 0.75), samples: rows.reduce((sum, row) => sum + row.count, 0) };
}
