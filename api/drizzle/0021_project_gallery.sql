-- A project's gallery: its screenshots as `[{ image, alt, caption }]`, in the owner's order. Existing rows have
-- none. The versions kept of projects get the same empty gallery, which is what those projects had: a restore
-- writes a version's every column, and a version without the field would write null into a column that has none.
ALTER TABLE "projects" ADD COLUMN "gallery" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "content_versions" SET "snapshot" = "snapshot" || '{"gallery": []}'::jsonb
  WHERE "resource" = 'projects' AND NOT ("snapshot" ? 'gallery');
