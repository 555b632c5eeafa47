CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"queue" text NOT NULL,
	"key" text NOT NULL,
	"group_key" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"leased_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dead_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "inbox_due_idx";--> statement-breakpoint
DROP INDEX "inbox_reply_idx";--> statement-breakpoint
DROP INDEX "mail_outbox_unsent_idx";--> statement-breakpoint
DROP INDEX "webhook_deliveries_due_idx";--> statement-breakpoint
DROP INDEX "webhook_events_due_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_queue_key_uq" ON "jobs" USING btree ("queue","key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("queue","run_at") WHERE "jobs"."dead_at" is null;--> statement-breakpoint
CREATE INDEX "jobs_group_due_idx" ON "jobs" USING btree ("queue","group_key","run_at") WHERE "jobs"."dead_at" is null and "jobs"."group_key" is not null;--> statement-breakpoint
CREATE INDEX "inbox_undecided_idx" ON "inbox" USING btree ("received_at") WHERE "inbox"."state" = 'received';--> statement-breakpoint
-- The work each table's own loop had left, carried over as jobs: it is owed as it was.
INSERT INTO "jobs" ("queue", "key", "run_at", "attempts") SELECT 'mail', "id"::text, now(), 0 FROM "mail_outbox" WHERE "sent_at" IS NULL AND "link_sealed" IS NOT NULL AND "attempts" < 5;--> statement-breakpoint
INSERT INTO "jobs" ("queue", "key", "run_at") SELECT 'earning.decide', "id"::text, "next_attempt_at" FROM "inbox" WHERE "state" = 'received';--> statement-breakpoint
INSERT INTO "jobs" ("queue", "key", "run_at") SELECT 'earning.reply', "id"::text, "next_attempt_at" FROM "inbox" WHERE "reply" IS NOT NULL AND "replied_at" IS NULL;--> statement-breakpoint
DELETE FROM "webhook_events" WHERE "dispatched_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "jobs" ("queue", "key") SELECT 'webhook.spread', "id"::text FROM "webhook_events";--> statement-breakpoint
INSERT INTO "jobs" ("queue", "key", "group_key", "run_at") SELECT 'webhook.delivery', "id"::text, "endpoint_id"::text, "next_attempt_at" FROM "webhook_deliveries" WHERE "state" = 'pending';--> statement-breakpoint
ALTER TABLE "inbox" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "inbox" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "mail_outbox" DROP COLUMN "error";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP COLUMN "attempts";--> statement-breakpoint
ALTER TABLE "webhook_deliveries" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "webhook_events" DROP COLUMN "dispatched_at";