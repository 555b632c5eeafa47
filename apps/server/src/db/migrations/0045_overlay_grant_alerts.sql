ALTER TABLE "overlay_alerts" ADD COLUMN "burst_key" text;--> statement-breakpoint
ALTER TABLE "overlays" ADD COLUMN "grant_sources" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "overlay_alerts_burst_idx" ON "overlay_alerts" USING btree ("overlay_id","burst_key") WHERE "overlay_alerts"."shown_at" is null and "overlay_alerts"."done_at" is null;