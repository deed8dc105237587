ALTER TABLE "projects" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "technologies" ADD COLUMN "position" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "technologies" ADD COLUMN "visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Existing rows keep the order they were listed in before: projects newest first, technologies by name.
UPDATE "projects" SET "position" = ordered."rank"
FROM (SELECT "id", row_number() OVER (ORDER BY "created_at" DESC, "id" DESC) - 1 AS "rank" FROM "projects") AS ordered
WHERE "projects"."id" = ordered."id";--> statement-breakpoint
UPDATE "technologies" SET "position" = ordered."rank"
FROM (SELECT "id", row_number() OVER (ORDER BY lower("name"), "id") - 1 AS "rank" FROM "technologies") AS ordered
WHERE "technologies"."id" = ordered."id";--> statement-breakpoint
CREATE INDEX "projects_position_idx" ON "projects" USING btree ("position","id");--> statement-breakpoint
CREATE INDEX "technologies_position_idx" ON "technologies" USING btree ("position","id");