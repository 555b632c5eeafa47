-- A card is 'NEW!' until its owner has seen it (docs/product-rules.md "Cards and collecting"), kept per card so
-- it holds on every device.
ALTER TABLE "cards" ADD COLUMN "seen_at" timestamp with time zone;--> statement-breakpoint
-- Marking cards seen is the first update cards have: the tallies' update triggers would take every
-- marked card out of its tally and put it back. What the tallies count by never changes instead, and
-- the database refuses a change to it.
DROP TRIGGER "cards_tally_update_remove" ON "cards";--> statement-breakpoint
DROP TRIGGER "cards_tally_update_add" ON "cards";--> statement-breakpoint
CREATE FUNCTION "cards_refuse_tallied_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a card''s owner, rarity, type, name and description never change (collection_tallies count by them)';
END $$;
--> statement-breakpoint
CREATE TRIGGER "cards_tallied_columns_fixed" BEFORE UPDATE OF "user_id", "rarity", "type", "name", "description" ON "cards"
  FOR EACH ROW EXECUTE FUNCTION "cards_refuse_tallied_change"();
--> statement-breakpoint
-- Cards from before keep the day they were new for under the earlier rule (24 hours from collecting).
UPDATE "cards" SET "seen_at" = "collected_at" WHERE "collected_at" < now() - interval '24 hours';
