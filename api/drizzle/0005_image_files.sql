--> statement-breakpoint
-- Images are compressed already: stored out of line as they are, without PostgreSQL trying to compress them.
ALTER TABLE "image_file_parts" ALTER COLUMN "data" SET STORAGE EXTERNAL;
