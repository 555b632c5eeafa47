DROP INDEX "player_links_player_uq";--> statement-breakpoint
ALTER TABLE "player_link_codes" ADD COLUMN "mode" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
ALTER TABLE "player_link_codes" ADD COLUMN "code_sealed" text;--> statement-breakpoint
ALTER TABLE "player_links" ADD COLUMN "mode" text DEFAULT 'live' NOT NULL;--> statement-breakpoint
-- One unspent code per player: of any earlier duplicates, the newest stays.
DELETE FROM "player_link_codes" AS "older" USING "player_link_codes" AS "newer" WHERE "older"."used_at" IS NULL AND "newer"."used_at" IS NULL AND "older"."project_id" = "newer"."project_id" AND "older"."player_id" = "newer"."player_id" AND ("older"."created_at", "older"."id") < ("newer"."created_at", "newer"."id");--> statement-breakpoint
CREATE UNIQUE INDEX "player_link_codes_open_uq" ON "player_link_codes" USING btree ("project_id","mode","player_id") WHERE "player_link_codes"."used_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "player_links_player_uq" ON "player_links" USING btree ("project_id","mode","player_id");