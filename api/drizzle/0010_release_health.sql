CREATE TABLE "page_view_marks" (
	"page_view" text NOT NULL,
	"remote" text NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "page_view_marks_page_view_remote_kind_pk" PRIMARY KEY("page_view","remote","kind")
);
--> statement-breakpoint
CREATE TABLE "release_health_minutes" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"error_views" integer DEFAULT 0 NOT NULL,
	"chunk_error_views" integer DEFAULT 0 NOT NULL,
	"hydration_error_views" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "release_health_minutes_remote_version_minute_pk" PRIMARY KEY("remote","version","minute")
);
--> statement-breakpoint
CREATE TABLE "release_vital_buckets" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"vital" text NOT NULL,
	"bucket" integer NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "release_vital_buckets_remote_version_vital_minute_bucket_pk" PRIMARY KEY("remote","version","vital","minute","bucket")
);
--> statement-breakpoint
CREATE TABLE "rollout_watches" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"looks" integer DEFAULT 0 NOT NULL,
	"decision" text DEFAULT 'collecting' NOT NULL,
	"reason" text,
	"decided_at" timestamp with time zone,
	CONSTRAINT "rollout_watches_remote_version_pk" PRIMARY KEY("remote","version")
);
--> statement-breakpoint
CREATE INDEX "page_view_marks_seen_at_idx" ON "page_view_marks" USING btree ("seen_at");--> statement-breakpoint
CREATE INDEX "release_health_minutes_minute_idx" ON "release_health_minutes" USING btree ("minute");--> statement-breakpoint
CREATE INDEX "release_vital_buckets_minute_idx" ON "release_vital_buckets" USING btree ("minute");