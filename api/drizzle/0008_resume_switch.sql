ALTER TABLE "users" ADD COLUMN "resume_public" boolean DEFAULT true NOT NULL;
