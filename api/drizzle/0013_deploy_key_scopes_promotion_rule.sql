-- Deploy keys get scopes (what they may do; the keys made before may do both) and an optional expiry; each remote
-- an optional rule: promotion to everyone only after a rollout of at least N % for M minutes.
ALTER TABLE "deploy_keys" ADD COLUMN "scopes" text[] DEFAULT '{publish,promote}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "deploy_keys" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "remote_states" ADD COLUMN "rule_rollout_percent" integer;--> statement-breakpoint
ALTER TABLE "remote_states" ADD COLUMN "rule_rollout_minutes" integer;