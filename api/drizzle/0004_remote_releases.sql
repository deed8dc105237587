CREATE TABLE "deploy_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deploy_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"remote" text NOT NULL,
	"key_hash" text NOT NULL,
	"prefix" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "release_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "release_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"remote" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"action" text NOT NULL,
	"actor" jsonb NOT NULL,
	"from_version" text,
	"to_version" text,
	"percent" integer,
	"ok" boolean NOT NULL,
	"checks" jsonb NOT NULL,
	"message" text
);
--> statement-breakpoint
CREATE TABLE "remote_releases" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"manifest_url" text NOT NULL,
	"build_version" text,
	"commit" text,
	"built_at" timestamp with time zone,
	"checks" jsonb NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"registered_by" jsonb NOT NULL,
	"preview_until" timestamp with time zone,
	CONSTRAINT "remote_releases_remote_version_pk" PRIMARY KEY("remote","version")
);
--> statement-breakpoint
CREATE TABLE "remote_states" (
	"remote" text PRIMARY KEY NOT NULL,
	"live_version" text,
	"live_since" timestamp with time zone,
	"live_by" jsonb,
	"previous_version" text,
	"rollout_version" text,
	"rollout_percent" integer,
	"rollout_since" timestamp with time zone,
	"rollout_by" jsonb
);
--> statement-breakpoint
ALTER TABLE "deploy_keys" ADD CONSTRAINT "deploy_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deploy_keys_key_hash_unique" ON "deploy_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "release_events_remote_id_idx" ON "release_events" USING btree ("remote","id");