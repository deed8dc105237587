-- A change of an item folds into the version its transaction already wrote of it (0011). That version was found by
-- reading the item's latest version, a query whose plan PostgreSQL caches per session: planned while the table was
-- small (a fresh data folder), a sequential scan stayed the plan as the history grew, and every save read all the
-- versions of its item (PGlite: 1 ms a save at first, 3 ms after 2,500 saves of one tag). Now the transaction keeps
-- the versions it wrote in a transaction-local setting, "portfolio.versions_written" ({"<table>:<id>": version id}):
-- a first change of an item in its transaction inserts without reading the history, and a second one reads its
-- version by primary key. A rolled-back savepoint takes back its setting along with its rows.
CREATE OR REPLACE FUNCTION "save_content_version"(item_table text, item integer, statement_action text,
  item_changes jsonb, item_snapshot jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  this_change_set bigint := txid_current();
  context_action text := nullif(current_setting('portfolio.action', true), '');
  version_action text := CASE WHEN statement_action = 'delete' THEN 'delete'
    ELSE coalesce(context_action, statement_action) END;
  written jsonb := coalesce(nullif(current_setting('portfolio.versions_written', true), '')::jsonb, '{}');
  item_key text := item_table || ':' || item;
  earlier_id integer;
  earlier_action text;
  earlier_changes jsonb;
  merged jsonb;
  version_id integer;
BEGIN
  IF written ? item_key THEN
    SELECT v.id, v.action, v.changes INTO earlier_id, earlier_action, earlier_changes
      FROM content_versions v WHERE v.id = (written ->> item_key)::integer;
  END IF;
  IF earlier_id IS NULL THEN
    INSERT INTO content_versions (change_set, resource, item_id, action, actor, changes, snapshot)
      VALUES (this_change_set, item_table, item, version_action, nullif(current_setting('portfolio.actor', true), ''),
        item_changes, item_snapshot)
      RETURNING id INTO version_id;
    PERFORM set_config('portfolio.versions_written', (written || jsonb_build_object(item_key, version_id))::text, true);
    RETURN;
  END IF;
  SELECT coalesce(jsonb_object_agg(field, change), '{}') INTO merged FROM (
    SELECT field, jsonb_build_object(
        'before', CASE WHEN earlier_changes ? field THEN earlier_changes -> field -> 'before' ELSE value -> 'before' END,
        'after', value -> 'after') AS change
      FROM jsonb_each(item_changes) AS later(field, value)
    UNION ALL
    SELECT field, value FROM jsonb_each(earlier_changes) AS kept(field, value) WHERE NOT item_changes ? field
  ) folded WHERE change -> 'before' IS DISTINCT FROM change -> 'after';
  IF merged = '{}' AND version_action <> 'delete' THEN
    DELETE FROM content_versions WHERE id = earlier_id;
    PERFORM set_config('portfolio.versions_written', (written - item_key)::text, true);
    RETURN;
  END IF;
  UPDATE content_versions SET
      action = CASE WHEN version_action = 'delete' THEN 'delete'
        WHEN earlier_action IN ('create', 'import', 'restore') AND statement_action = 'update' THEN earlier_action
        ELSE version_action END,
      changes = merged, snapshot = item_snapshot
    WHERE id = earlier_id;
END
$$;
--> statement-breakpoint
-- No query filters or sorts on a version's changes or snapshot: ANALYZE need not read them (on PGlite, whose
-- upkeep holds its single session, that was most of an ANALYZE of the history: 47 ms of 5,000 versions).
ALTER TABLE "content_versions" ALTER COLUMN "changes" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "content_versions" ALTER COLUMN "snapshot" SET STATISTICS 0;
