CREATE TABLE "content_versions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "content_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"change_set" bigint NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"resource" text NOT NULL,
	"item_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor" text,
	"changes" jsonb NOT NULL,
	"snapshot" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_versions_item_idx" ON "content_versions" USING btree ("resource","item_id","id");--> statement-breakpoint
CREATE INDEX "content_versions_change_set_idx" ON "content_versions" USING btree ("change_set");--> statement-breakpoint
CREATE INDEX "content_versions_at_idx" ON "content_versions" USING btree ("at");--> statement-breakpoint
-- Content history (docs/history.md): triggers write every change of the content into "content_versions" in the
-- same transaction as the change, whoever makes it (a route, an import, the CLI, psql). The request names who
-- and why with transaction-local settings (api/src/history/recorded-change.ts), gone at commit:
-- "portfolio.actor" ('user:<id>') and "portfolio.action" ('import', 'reorder', 'restore'; else the statement's).
-- What an item's links are, for its snapshot: a project's technologies, a technology's tags (and, so that a
-- deleted one comes back linked as before, the projects using it; a tag's technologies likewise).
CREATE FUNCTION "content_links"(resource text, item integer) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF resource = 'projects' THEN
    RETURN jsonb_build_object('technologies', (SELECT coalesce(jsonb_agg(technology_id ORDER BY technology_id), '[]')
      FROM project_technologies WHERE project_id = item));
  ELSIF resource = 'technologies' THEN
    RETURN jsonb_build_object(
      'tags', (SELECT coalesce(jsonb_agg(tag_id ORDER BY tag_id), '[]') FROM technology_tags WHERE technology_id = item),
      'projects', (SELECT coalesce(jsonb_agg(project_id ORDER BY project_id), '[]')
        FROM project_technologies WHERE technology_id = item));
  ELSIF resource = 'tags' THEN
    RETURN jsonb_build_object('technologies', (SELECT coalesce(jsonb_agg(technology_id ORDER BY technology_id), '[]')
      FROM technology_tags WHERE tag_id = item));
  END IF;
  RETURN '{}';
END
$$;--> statement-breakpoint
-- A row as a version keeps it: never a password hash or token version, nor the time it last changed.
CREATE FUNCTION "content_row"(row_json jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT row_json - 'password_hash' - 'token_version' - 'updated_at'
$$;--> statement-breakpoint
-- One version per item and transaction: a second change of the item in the same transaction (a project created
-- and then linked, a profile the import changes twice) folds into the first, keeping its first "before".
CREATE FUNCTION "save_content_version"(item_table text, item integer, statement_action text, item_changes jsonb,
  item_snapshot jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  this_change_set bigint := txid_current();
  context_action text := nullif(current_setting('portfolio.action', true), '');
  version_action text := CASE WHEN statement_action = 'delete' THEN 'delete'
    ELSE coalesce(context_action, statement_action) END;
  earlier record;
  merged jsonb;
BEGIN
  SELECT v.id, v.change_set, v.action, v.changes INTO earlier FROM content_versions v
    WHERE v.resource = item_table AND v.item_id = item ORDER BY v.id DESC LIMIT 1;
  IF earlier.change_set IS DISTINCT FROM this_change_set THEN
    INSERT INTO content_versions (change_set, resource, item_id, action, actor, changes, snapshot)
      VALUES (this_change_set, item_table, item, version_action, nullif(current_setting('portfolio.actor', true), ''),
        item_changes, item_snapshot);
    RETURN;
  END IF;
  SELECT coalesce(jsonb_object_agg(field, change), '{}') INTO merged FROM (
    SELECT field, jsonb_build_object(
        'before', CASE WHEN earlier.changes ? field THEN earlier.changes -> field -> 'before' ELSE value -> 'before' END,
        'after', value -> 'after') AS change
      FROM jsonb_each(item_changes) AS later(field, value)
    UNION ALL
    SELECT field, value FROM jsonb_each(earlier.changes) AS kept(field, value) WHERE NOT item_changes ? field
  ) folded WHERE change -> 'before' IS DISTINCT FROM change -> 'after';
  IF merged = '{}' AND version_action <> 'delete' THEN
    DELETE FROM content_versions WHERE id = earlier.id;
    RETURN;
  END IF;
  UPDATE content_versions SET
      action = CASE WHEN version_action = 'delete' THEN 'delete'
        WHEN earlier.action IN ('create', 'import', 'restore') AND statement_action = 'update' THEN earlier.action
        ELSE version_action END,
      changes = merged, snapshot = item_snapshot
    WHERE id = earlier.id;
END
$$;--> statement-breakpoint
-- A row of an item table: what changed, column by column. A deletion is recorded before the row goes, while its
-- links (removed after it by ON DELETE CASCADE) are still there to be kept.
CREATE FUNCTION "record_item_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  before_row jsonb := CASE WHEN TG_OP = 'INSERT' THEN '{}' ELSE content_row(to_jsonb(OLD)) END;
  after_row jsonb := CASE WHEN TG_OP = 'DELETE' THEN '{}' ELSE content_row(to_jsonb(NEW)) END;
  item integer;
  changes jsonb;
BEGIN
  item := CASE WHEN TG_OP = 'DELETE' THEN before_row ->> 'id' ELSE after_row ->> 'id' END;
  SELECT coalesce(jsonb_object_agg(field, jsonb_build_object('before', before_row -> field, 'after', after_row -> field)), '{}')
    INTO changes
    FROM (SELECT jsonb_object_keys(before_row || after_row) AS field) fields
    WHERE field NOT IN ('id', 'created_at') AND before_row -> field IS DISTINCT FROM after_row -> field;
  IF changes <> '{}' THEN
    PERFORM save_content_version(TG_TABLE_NAME, item,
      CASE TG_OP WHEN 'INSERT' THEN 'create' WHEN 'UPDATE' THEN 'update' ELSE 'delete' END, changes,
      CASE WHEN TG_OP = 'DELETE' THEN before_row ELSE after_row END || content_links(TG_TABLE_NAME, item));
  END IF;
  RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
END
$$;--> statement-breakpoint
-- A row of a link table is a change of its parent (TG_ARGV: the parent's table, its key here, the child's key
-- here, the parent's field listing the children). A parent being deleted is gone already: its version has them.
CREATE FUNCTION "record_link_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  link jsonb := CASE WHEN TG_OP = 'DELETE' THEN to_jsonb(OLD) ELSE to_jsonb(NEW) END;
  parent integer := link ->> TG_ARGV[1];
  child jsonb := link -> TG_ARGV[2];
  parent_row jsonb;
  snapshot jsonb;
  after_ids jsonb;
  before_ids jsonb;
BEGIN
  IF TG_ARGV[0] = 'projects' THEN
    SELECT to_jsonb(p) INTO parent_row FROM projects p WHERE id = parent;
  ELSE
    SELECT to_jsonb(t) INTO parent_row FROM technologies t WHERE id = parent;
  END IF;
  IF parent_row IS NULL THEN
    RETURN NULL;
  END IF;
  snapshot := content_row(parent_row) || content_links(TG_ARGV[0], parent);
  after_ids := snapshot -> TG_ARGV[3];
  SELECT coalesce(jsonb_agg(id ORDER BY (id #>> '{}')::int), '[]') INTO before_ids FROM (
    SELECT id FROM jsonb_array_elements(after_ids) ids(id) WHERE id <> child
    UNION ALL SELECT child WHERE TG_OP = 'DELETE'
  ) listed;
  PERFORM save_content_version(TG_ARGV[0], parent, 'update',
    jsonb_build_object(TG_ARGV[3], jsonb_build_object('before', before_ids, 'after', after_ids)), snapshot);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_versioned" AFTER INSERT OR UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "record_item_version"();--> statement-breakpoint
CREATE TRIGGER "users_versioned_deletion" BEFORE DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "record_item_version"();--> statement-breakpoint
CREATE TRIGGER "experiences_versioned" AFTER INSERT OR UPDATE ON "experiences"
  FOR EACH ROW EXECUTE FUNCTION "record_item_version"();--> statement-breakpoint
CREATE TRIGGER "experiences_versioned_deletion" BEFORE DELETE ON "experiences"
  FOR EACH ROW EXECUTE FUNCTION "record_item_version"();--> statement-breakpoint
CREATE TRIGGER "projects_versioned" AFTER INSERT OR UPDATE ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "record_item_version"();--> statement-breakpoint
CREATE TRIGGER "projects_versioned_deletion" BEFORE DELETE ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "record_item_version"();--> statement-breakpoint
CREATE TRIGGER "technologies_versioned" AFTER INSERT OR UPDATE ON "technologies"
  FOR EACH ROW EXECUTE FUNCTION "record_item_version"();--> statement-breakpoint
CREATE TRIGGER "technologies_versioned_deletion" BEFORE DELETE ON "technologies"
  FOR EACH ROW EXECUTE FUNCTION "record_item_version"();--> statement-breakpoint
CREATE TRIGGER "tags_versioned" AFTER INSERT OR UPDATE ON "tags"
  FOR EACH ROW EXECUTE FUNCTION "record_item_version"();--> statement-breakpoint
CREATE TRIGGER "tags_versioned_deletion" BEFORE DELETE ON "tags"
  FOR EACH ROW EXECUTE FUNCTION "record_item_version"();--> statement-breakpoint
CREATE TRIGGER "project_technologies_versioned" AFTER INSERT OR DELETE ON "project_technologies"
  FOR EACH ROW EXECUTE FUNCTION "record_link_version"('projects', 'project_id', 'technology_id', 'technologies');--> statement-breakpoint
CREATE TRIGGER "technology_tags_versioned" AFTER INSERT OR DELETE ON "technology_tags"
  FOR EACH ROW EXECUTE FUNCTION "record_link_version"('technologies', 'technology_id', 'tag_id', 'tags');--> statement-breakpoint
-- What exists already is where each item's history begins: restoring to a later moment starts from it.
INSERT INTO "content_versions" ("change_set", "resource", "item_id", "action", "changes", "snapshot")
  SELECT txid_current(), resource, (snapshot ->> 'id')::int, 'create', '{}', snapshot FROM (
    SELECT 'users' AS resource, content_row(to_jsonb(u)) AS snapshot FROM users u
    UNION ALL SELECT 'experiences', content_row(to_jsonb(e)) FROM experiences e
    UNION ALL SELECT 'tags', content_row(to_jsonb(t)) || content_links('tags', t.id) FROM tags t
    UNION ALL SELECT 'technologies', content_row(to_jsonb(t)) || content_links('technologies', t.id) FROM technologies t
    UNION ALL SELECT 'projects', content_row(to_jsonb(p)) || content_links('projects', p.id) FROM projects p
  ) existing;
