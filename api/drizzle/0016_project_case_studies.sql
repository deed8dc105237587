-- Projects as case studies: the owner's part, the period in months (no end: ongoing), the write-up in Markdown
-- with the sanitized HTML made from it at save time, and what changed; an experience's highlights (what was
-- achieved there). Existing rows get none of them yet.
ALTER TABLE "projects" ADD COLUMN "role" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "start_month" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "end_month" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "body" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "body_html" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "outcomes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "experiences" ADD COLUMN "highlights" jsonb DEFAULT '[]'::jsonb NOT NULL;
