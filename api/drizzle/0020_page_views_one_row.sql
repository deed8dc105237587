CREATE TABLE "page_views" (
	"page_view" text PRIMARY KEY NOT NULL,
	"marks" integer NOT NULL,
	"added" integer NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The marks of the last day fold into one row per page view, a bit per remote and kind as MARK_SLOTS lays them
-- out (releases/health/charge.ts), so a report still in flight across the upgrade is not counted twice.
INSERT INTO "page_views" ("page_view", "marks", "added", "seen_at")
SELECT m."page_view", bit_or(1 << (r.n * 9 + k.n)), 0, min(m."seen_at")
FROM "page_view_marks" m
JOIN (VALUES ('publicRemote', 0), ('adminRemote', 1)) AS r(name, n) ON r.name = m."remote"
JOIN (VALUES ('view', 0), ('error', 1), ('chunk-error', 2), ('hydration-error', 3), ('vital:LCP', 4), ('vital:INP', 5),
  ('vital:CLS', 6), ('vital:FCP', 7), ('vital:TTFB', 8)) AS k(name, n) ON k.name = m."kind"
GROUP BY m."page_view";
--> statement-breakpoint
DROP TABLE "page_view_marks" CASCADE;--> statement-breakpoint
CREATE INDEX "page_views_seen_at_idx" ON "page_views" USING btree ("seen_at");