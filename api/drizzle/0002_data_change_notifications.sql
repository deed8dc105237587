-- Every committed write to a table that public reads show notifies 'portfolio_data_changed', so each API
-- instance drops its read cache (api/src/db/data-changes.ts). A trigger, not application code, so that no write
-- path can forget it: routes, the owner CLI, a restore, a manual fix in psql. NOTIFY is transactional (sent at
-- commit, never for a rollback) and PostgreSQL folds the identical notifications of one transaction into one.
CREATE FUNCTION "notify_data_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portfolio_data_changed', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "experiences_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "experiences"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "projects_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "projects"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "technologies_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "technologies"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "tags_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "project_technologies_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "project_technologies"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
CREATE TRIGGER "technology_tags_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "technology_tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();
