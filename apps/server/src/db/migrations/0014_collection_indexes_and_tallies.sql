CREATE TABLE "collection_tallies" (
	"user_id" uuid NOT NULL,
	"rarity" text NOT NULL,
	"type" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "collection_tallies_user_id_rarity_type_pk" PRIMARY KEY("user_id","rarity","type")
);
--> statement-breakpoint
DROP INDEX "cards_user_idx";--> statement-breakpoint
DROP INDEX "cards_public_key_idx";--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "rarity_weight" smallint GENERATED ALWAYS AS (case rarity when 'common' then 1 when 'uncommon' then 2 when 'rare' then 3 when 'epic' then 4 when 'legendary' then 5 else 0 end) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_tallies" ADD CONSTRAINT "collection_tallies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cards_user_newest_idx" ON "cards" USING btree ("user_id","collected_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cards_user_name_idx" ON "cards" USING btree ("user_id","name" collate "C","collected_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cards_user_rarity_idx" ON "cards" USING btree ("user_id","rarity_weight" DESC NULLS FIRST,"name" collate "C","collected_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "cards_public_key_newest_idx" ON "cards" USING btree ("public_key","collected_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
--> statement-breakpoint
-- collection_tallies follows the cards table in the statement that changes it. Rows are counted in
-- (rarity, type) order, so two statements for one player lock its tallies in the same order.
CREATE FUNCTION "collection_tallies_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "collection_tallies" ("user_id", "rarity", "type", "count")
  SELECT "user_id", "rarity", "type", count(*) FROM "added_cards" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT ("user_id", "rarity", "type") DO UPDATE SET "count" = "collection_tallies"."count" + excluded."count";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "collection_tallies_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "collection_tallies" AS t SET "count" = t."count" - removed."count"
  FROM (SELECT "user_id", "rarity", "type", count(*) AS "count" FROM "removed_cards" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) AS removed
  WHERE t."user_id" = removed."user_id" AND t."rarity" = removed."rarity" AND t."type" = removed."type";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cards_tally_insert" AFTER INSERT ON "cards" REFERENCING NEW TABLE AS "added_cards"
  FOR EACH STATEMENT EXECUTE FUNCTION "collection_tallies_add"();
--> statement-breakpoint
CREATE TRIGGER "cards_tally_delete" AFTER DELETE ON "cards" REFERENCING OLD TABLE AS "removed_cards"
  FOR EACH STATEMENT EXECUTE FUNCTION "collection_tallies_remove"();
--> statement-breakpoint
-- A card's owner, rarity and type never change; were one to, its tallies would move with it.
CREATE TRIGGER "cards_tally_update_remove" AFTER UPDATE ON "cards" REFERENCING OLD TABLE AS "removed_cards"
  FOR EACH STATEMENT EXECUTE FUNCTION "collection_tallies_remove"();
--> statement-breakpoint
CREATE TRIGGER "cards_tally_update_add" AFTER UPDATE ON "cards" REFERENCING NEW TABLE AS "added_cards"
  FOR EACH STATEMENT EXECUTE FUNCTION "collection_tallies_add"();
--> statement-breakpoint
INSERT INTO "collection_tallies" ("user_id", "rarity", "type", "count")
SELECT "user_id", "rarity", "type", count(*) FROM "cards" GROUP BY 1, 2, 3;
