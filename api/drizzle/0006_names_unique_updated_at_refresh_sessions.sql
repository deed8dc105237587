-- Tag and technology names become unique whatever their case (a visitor cannot tell two "Backend"s apart).
-- Duplicates already stored are renamed, never deleted, so the start cannot fail on old data: the oldest keeps
-- its name, the next ones become "Backend (2)", "Backend (3)", skipping any name already taken.
CREATE FUNCTION "rename_duplicate_names"(table_name text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  duplicate record;
  suffix integer;
  candidate text;
  taken boolean;
BEGIN
  FOR duplicate IN EXECUTE format(
    'SELECT id, name FROM (SELECT id, name, row_number() OVER (PARTITION BY lower(name) ORDER BY id) AS rank FROM %I) ranked WHERE rank > 1 ORDER BY id',
    table_name)
  LOOP
    suffix := 2;
    LOOP
      candidate := duplicate.name || ' (' || suffix || ')';
      EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE lower(name) = lower($1))', table_name)
        INTO taken USING candidate;
      EXIT WHEN NOT taken;
      suffix := suffix + 1;
    END LOOP;
    EXECUTE format('UPDATE %I SET name = $1 WHERE id = $2', table_name) USING candidate, duplicate.id;
  END LOOP;
END
$$;--> statement-breakpoint
SELECT "rename_duplicate_names"('tags');--> statement-breakpoint
SELECT "rename_duplicate_names"('technologies');--> statement-breakpoint
DROP FUNCTION "rename_duplicate_names"(text);--> statement-breakpoint
CREATE TABLE "refresh_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refresh_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"family" text NOT NULL,
	"token_hash" text NOT NULL,
	"token_version" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "tags" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "technologies" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_sessions" ADD CONSTRAINT "refresh_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_sessions_token_hash_unique" ON "refresh_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_sessions_family_idx" ON "refresh_sessions" USING btree ("family");--> statement-breakpoint
CREATE INDEX "refresh_sessions_user_id_idx" ON "refresh_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_lower_unique" ON "tags" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "technologies_name_lower_unique" ON "technologies" USING btree (lower("name"));--> statement-breakpoint
-- What was created before this migration counts as changed when it was created.
UPDATE "users" SET "updated_at" = "created_at";--> statement-breakpoint
UPDATE "projects" SET "updated_at" = "created_at";--> statement-breakpoint
-- "Last changed" is kept by the database, so no write path can forget it. A reorder (position) is not a change
-- of the item, nor a new password (users' hash and token version); an update that changes nothing keeps the time.
CREATE FUNCTION "touch_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(NEW) - 'position' - 'updated_at' - 'password_hash' - 'token_version')
     IS DISTINCT FROM (to_jsonb(OLD) - 'position' - 'updated_at' - 'password_hash' - 'token_version') THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_touch_updated_at" BEFORE UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();--> statement-breakpoint
CREATE TRIGGER "experiences_touch_updated_at" BEFORE UPDATE ON "experiences"
  FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();--> statement-breakpoint
CREATE TRIGGER "projects_touch_updated_at" BEFORE UPDATE ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();--> statement-breakpoint
CREATE TRIGGER "technologies_touch_updated_at" BEFORE UPDATE ON "technologies"
  FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();--> statement-breakpoint
CREATE TRIGGER "tags_touch_updated_at" BEFORE UPDATE ON "tags"
  FOR EACH ROW EXECUTE FUNCTION "touch_updated_at"();
