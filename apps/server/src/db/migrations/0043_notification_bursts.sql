ALTER TABLE "notifications" ADD COLUMN "burst_key" text;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "burst_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_open_burst_uq" ON "notifications" USING btree ("user_id","burst_key") WHERE "notifications"."burst_key" is not null and not "notifications"."read";