CREATE TABLE "project_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "slug" text;--> statement-breakpoint
-- Existing projects get their slug from their name, as the API makes them (projectSlugFromName in
-- shared/src/schemas/slug.ts: lower case, accents dropped, `+` → plus, `#` → sharp, anything else → `-`, at most 80 characters,
-- 'project' when nothing is left); a name taken already gets -2, -3, … in the order the projects were made.
DO $$
DECLARE
  r record;
  base text;
  candidate text;
  n integer;
BEGIN
  FOR r IN SELECT "id", "name" FROM "projects" ORDER BY "id" LOOP
    base := regexp_replace(
      regexp_replace(
        replace(replace(regexp_replace(normalize(lower(trim(r."name")), NFKD), '[\u0300-\u036f]', '', 'g'), '+', 'plus'), '#', 'sharp'),
        '[^a-z0-9]+', '-', 'g'),
      '^-+|-+$', '', 'g');
    base := regexp_replace(left(base, 80), '-+$', '');
    IF base = '' THEN base := 'project'; END IF;
    candidate := base;
    n := 1;
    WHILE EXISTS (SELECT 1 FROM "projects" WHERE "slug" = candidate) LOOP
      n := n + 1;
      candidate := base || '-' || n;
    END LOOP;
    UPDATE "projects" SET "slug" = candidate WHERE "id" = r."id";
  END LOOP;
END
$$;--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "slug" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "project_slug_history" ADD CONSTRAINT "project_slug_history_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_slug_history_project_id_idx" ON "project_slug_history" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_slug_unique" ON "projects" USING btree ("slug");--> statement-breakpoint
-- An old slug answers public reads (the 301 to a project's new address): its writes drop the read caches too.
CREATE TRIGGER "project_slug_history_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "project_slug_history"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
