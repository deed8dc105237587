-- An update's version is written as the row changes (BEFORE UPDATE), not once the statement is over (AFTER), so the
-- statement that updates an item can answer the version it wrote: it reads it from "portfolio.versions_written"
-- (0018), which the trigger has set by the time the statement's RETURNING and outer SELECT run. A save then needs
-- no read of the history after it (on PGlite's single session, one exchange in three of a tag save). Versioning
-- fires after the other BEFORE UPDATE triggers (they run by name: "<table>_touch_updated_at" first), so the version
-- holds the row as it is stored. Inserts stay AFTER: an INSERT … ON CONFLICT fires BEFORE INSERT for rows it then
-- does not insert.
DROP TRIGGER "users_versioned" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_versioned" AFTER INSERT ON "users"
  FOR EACH ROW EXECUTE FUNCTION "record_item_version"();--> statement-breakpoint
CREATE TRIGGER "users_versioned_update" BEFORE UPDATE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "record_item_version"();--> statement-breakpoint
DROP TRIGGER "experiences_versioned" ON "experiences";--> statement-breakpoint
CREATE TRIGGER "experiences_versioned" AFTER INSERT ON "experiences"
  FOR EACH ROW EXECUTE FUNCTION "record_item_version"();--> statement-breakpoint
CREATE TRIGGER "experiences_versioned_update" BEFORE UPDATE ON "experiences"
  FOR EACH ROW EXECUTE FUNCTION "record_item_version"();--> statement-breakpoint
DROP TRIGGER "projects_versioned" ON "projects";--> statement-breakpoint
CREATE TRIGGER "projects_versioned" AFTER INSERT ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "record_item_version"();--> statement-breakpoint
CREATE TRIGGER "projects_versioned_update" BEFORE UPDATE ON "projects"
  FOR EACH ROW EXECUTE FUNCTION "record_item_version"();--> statement-breakpoint
DROP TRIGGER "technologies_versioned" ON "technologies";--> statement-breakpoint
CREATE TRIGGER "technologies_versioned" AFTER INSERT ON "technologies"
  FOR EACH ROW EXECUTE FUNCTION "record_item_version"();--> statement-breakpoint
CREATE TRIGGER "technologies_versioned_update" BEFORE UPDATE ON "technologies"
  FOR EACH ROW EXECUTE FUNCTION "record_item_version"();--> statement-breakpoint
DROP TRIGGER "tags_versioned" ON "tags";--> statement-breakpoint
CREATE TRIGGER "tags_versioned" AFTER INSERT ON "tags"
  FOR EACH ROW EXECUTE FUNCTION "record_item_version"();--> statement-breakpoint
CREATE TRIGGER "tags_versioned_update" BEFORE UPDATE ON "tags"
  FOR EACH ROW EXECUTE FUNCTION "record_item_version"();
