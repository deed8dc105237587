-- A clear way to hire the owner and a portfolio in their colour (issue 43): the hero's one primary action
-- ('get-in-touch', 'book-a-call' at booking_url, 'download-cv'), the accent preset (@portfolio/shared ACCENT_PRESETS),
-- and the footer's location, IANA time zone and one-line sign-off. And the technologies used in each experience,
-- linked as a project's are, versioned as a change of the experience. Existing rows: 'Get in touch', sky, no links.
CREATE TABLE "experience_technologies" (
	"experience_id" integer NOT NULL,
	"technology_id" integer NOT NULL,
	CONSTRAINT "experience_technologies_experience_id_technology_id_pk" PRIMARY KEY("experience_id","technology_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "primary_action" text DEFAULT 'get-in-touch' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "booking_url" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "accent" text DEFAULT 'sky' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sign_off" text;--> statement-breakpoint
ALTER TABLE "experience_technologies" ADD CONSTRAINT "experience_technologies_experience_id_experiences_id_fk" FOREIGN KEY ("experience_id") REFERENCES "public"."experiences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "experience_technologies" ADD CONSTRAINT "experience_technologies_technology_id_technologies_id_fk" FOREIGN KEY ("technology_id") REFERENCES "public"."technologies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "experience_technologies_technology_id_idx" ON "experience_technologies" USING btree ("technology_id");--> statement-breakpoint
-- Read caches of every instance hear of a link as of any write (0002).
CREATE TRIGGER "experience_technologies_data_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "experience_technologies"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_data_changed"();--> statement-breakpoint
-- An experience's technologies are part of its versions, as a project's are (0011): its snapshot lists them, and a
-- technology's lists the experiences using it, so a deleted technology comes back linked to them too.
CREATE OR REPLACE FUNCTION "content_links"(resource text, item integer) RETURNS jsonb LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF resource = 'projects' THEN
    RETURN jsonb_build_object('technologies', (SELECT coalesce(jsonb_agg(technology_id ORDER BY technology_id), '[]')
      FROM project_technologies WHERE project_id = item));
  ELSIF resource = 'experiences' THEN
    RETURN jsonb_build_object('technologies', (SELECT coalesce(jsonb_agg(technology_id ORDER BY technology_id), '[]')
      FROM experience_technologies WHERE experience_id = item));
  ELSIF resource = 'technologies' THEN
    RETURN jsonb_build_object(
      'tags', (SELECT coalesce(jsonb_agg(tag_id ORDER BY tag_id), '[]') FROM technology_tags WHERE technology_id = item),
      'projects', (SELECT coalesce(jsonb_agg(project_id ORDER BY project_id), '[]')
        FROM project_technologies WHERE technology_id = item),
      'experiences', (SELECT coalesce(jsonb_agg(experience_id ORDER BY experience_id), '[]')
        FROM experience_technologies WHERE technology_id = item));
  ELSIF resource = 'tags' THEN
    RETURN jsonb_build_object('technologies', (SELECT coalesce(jsonb_agg(technology_id ORDER BY technology_id), '[]')
      FROM technology_tags WHERE tag_id = item));
  END IF;
  RETURN '{}';
END
$$;--> statement-breakpoint
-- A link row is a change of its parent (0011): the parent is now a project, an experience or a technology.
CREATE OR REPLACE FUNCTION "record_link_version"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  ELSIF TG_ARGV[0] = 'experiences' THEN
    SELECT to_jsonb(e) INTO parent_row FROM experiences e WHERE id = parent;
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
CREATE TRIGGER "experience_technologies_versioned" AFTER INSERT OR DELETE ON "experience_technologies"
  FOR EACH ROW EXECUTE FUNCTION "record_link_version"('experiences', 'experience_id', 'technology_id', 'technologies');
