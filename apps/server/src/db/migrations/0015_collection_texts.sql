-- The tallies also count by the cards' own text (name, description), so a search learns which texts a
-- collection holds from its few tally rows instead of reading every card. Counted again from the cards.
ALTER TABLE "collection_tallies" DROP CONSTRAINT "collection_tallies_user_id_rarity_type_pk";--> statement-breakpoint
DELETE FROM "collection_tallies";--> statement-breakpoint
ALTER TABLE "collection_tallies" ADD COLUMN "name" text NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_tallies" ADD COLUMN "description" text NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_tallies" ADD CONSTRAINT "collection_tallies_user_id_rarity_type_name_description_pk" PRIMARY KEY("user_id","rarity","type","name","description");--> statement-breakpoint
-- Rows are counted in key order, so two statements for one player lock its tallies in the same order.
CREATE OR REPLACE FUNCTION "collection_tallies_add"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "collection_tallies" ("user_id", "rarity", "type", "name", "description", "count")
  SELECT "user_id", "rarity", "type", "name", "description", count(*) FROM "added_cards" GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("user_id", "rarity", "type", "name", "description") DO UPDATE SET "count" = "collection_tallies"."count" + excluded."count";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "collection_tallies_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "collection_tallies" AS t SET "count" = t."count" - removed."count"
  FROM (
    SELECT "user_id", "rarity", "type", "name", "description", count(*) AS "count"
    FROM "removed_cards" GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ) AS removed
  WHERE t."user_id" = removed."user_id" AND t."rarity" = removed."rarity" AND t."type" = removed."type"
    AND t."name" = removed."name" AND t."description" = removed."description";
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO "collection_tallies" ("user_id", "rarity", "type", "name", "description", "count")
SELECT "user_id", "rarity", "type", "name", "description", count(*) FROM "cards" GROUP BY 1, 2, 3, 4, 5;
