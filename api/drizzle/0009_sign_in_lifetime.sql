-- A sign-in now ends a fixed time after it began, however often it is refreshed: each row carries that moment.
-- The sign-ins open before this migration began with their family's first row.
ALTER TABLE "refresh_sessions" ADD COLUMN "signed_in_at" timestamp with time zone;--> statement-breakpoint
UPDATE "refresh_sessions" AS "session" SET "signed_in_at" = "family"."first"
  FROM (SELECT "family", min("created_at") AS "first" FROM "refresh_sessions" GROUP BY "family") AS "family"
  WHERE "family"."family" = "session"."family";--> statement-breakpoint
ALTER TABLE "refresh_sessions" ALTER COLUMN "signed_in_at" SET NOT NULL;
