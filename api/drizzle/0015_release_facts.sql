ALTER TABLE "remote_releases" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "remote_releases" ADD COLUMN "download_bytes" integer;--> statement-breakpoint
ALTER TABLE "remote_releases" ADD COLUMN "shared_versions" jsonb;