ALTER TABLE "overlays" ALTER COLUMN "templates" SET DEFAULT '{"draw":"{collector} drew","grant":"earned {draws} — {source}","play":"{collector} plays","badge":"{collector} completed {set} — level {level}"}'::jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "overlay_alerts_badge_idx" ON "overlay_alerts" USING btree ("code") WHERE "overlay_alerts"."kind" = 'badge';--> statement-breakpoint
-- Every overlay's captions gain the badge's, as a new overlay starts with it.
UPDATE "overlays" SET "templates" = "templates" || '{"badge":"{collector} completed {set} — level {level}"}'::jsonb
WHERE NOT ("templates" ? 'badge');
