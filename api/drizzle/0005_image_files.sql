CREATE TABLE "image_file_parts" (
	"path" text NOT NULL,
	"part" integer NOT NULL,
	"data" "bytea" NOT NULL,
	CONSTRAINT "image_file_parts_path_part_pk" PRIMARY KEY("path","part")
);
--> statement-breakpoint
CREATE TABLE "image_files" (
	"path" text PRIMARY KEY NOT NULL,
	"size" bigint NOT NULL,
	"written_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "image_file_parts" ADD CONSTRAINT "image_file_parts_path_image_files_path_fk" FOREIGN KEY ("path") REFERENCES "public"."image_files"("path") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
-- Images are compressed already: stored out of line as they are, without PostgreSQL trying to compress them.
ALTER TABLE "image_file_parts" ALTER COLUMN "data" SET STORAGE EXTERNAL;
