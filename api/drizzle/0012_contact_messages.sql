-- The contact form (issue 44): what visitors write, kept as text, and whether the owner hears of it in a daily digest.
CREATE TABLE "messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"email" text NOT NULL,
	"body" text NOT NULL,
	"project_id" integer,
	"folder" text DEFAULT 'inbox' NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"verification" text NOT NULL,
	"spam_reasons" text[] DEFAULT '{}'::text[] NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"filed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "message_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_folder_idx" ON "messages" USING btree ("folder","read","received_at");--> statement-breakpoint
CREATE INDEX "messages_project_id_idx" ON "messages" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "messages_unnotified_idx" ON "messages" USING btree ("received_at") WHERE "messages"."notified_at" is null;