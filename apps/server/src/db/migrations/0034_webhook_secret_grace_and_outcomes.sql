ALTER TABLE "webhook_attempts" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "webhook_attempts" ADD COLUMN "answer" text;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_secret" text;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD COLUMN "previous_secret_until" timestamp with time zone;