CREATE TABLE "card_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"from_user_id" uuid,
	"to_user_id" uuid,
	"kind" text DEFAULT 'gift' NOT NULL,
	"request_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credential_changes" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_transfers" ADD CONSTRAINT "card_transfers_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transfers" ADD CONSTRAINT "card_transfers_from_user_id_users_id_fk" FOREIGN KEY ("from_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_transfers" ADD CONSTRAINT "card_transfers_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credential_changes" ADD CONSTRAINT "credential_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_transfers_request_uq" ON "card_transfers" USING btree ("from_user_id","request_id");--> statement-breakpoint
CREATE INDEX "card_transfers_card_idx" ON "card_transfers" USING btree ("card_id","created_at");--> statement-breakpoint
CREATE INDEX "card_transfers_to_idx" ON "card_transfers" USING btree ("to_user_id");--> statement-breakpoint
CREATE INDEX "draw_seeds_hash_idx" ON "draw_seeds" USING btree ("server_seed_hash");--> statement-breakpoint
-- A card may now change hands (docs/product-rules.md "Trading"): its owner may change while it is
-- unspent; its rarity, type, name and description still never do, nor a spent card's owner.
CREATE OR REPLACE FUNCTION "cards_refuse_tallied_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."rarity" IS DISTINCT FROM OLD."rarity" OR NEW."type" IS DISTINCT FROM OLD."type"
    OR NEW."name" IS DISTINCT FROM OLD."name" OR NEW."description" IS DISTINCT FROM OLD."description" THEN
    RAISE EXCEPTION 'a card''s rarity, type, name and description never change (collection_tallies count by them)';
  END IF;
  IF NEW."user_id" IS DISTINCT FROM OLD."user_id" AND (OLD."spent_at" IS NOT NULL OR NEW."spent_at" IS NOT NULL) THEN
    RAISE EXCEPTION 'a spent card never changes hands';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- A card that changed hands leaves its giver's tallies and joins its recipient's, in the statement
-- that moves it. The cards moved are told apart as the spend trigger tells spent ones: set differences
-- of (id, owner) the database hashes, never a join of two transition tables. Both sides are written in
-- one statement in key order, so two accounts giving each other cards lock their tallies alike.
CREATE OR REPLACE FUNCTION "collection_tallies_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "collection_tallies" ("user_id", "rarity", "type", "name", "description", "count")
  SELECT "user_id", "rarity", "type", "name", "description", sum("delta") FROM (
    SELECT o."user_id", o."rarity", o."type", o."name", o."description", -1 AS "delta"
    FROM "moved_old" o
    WHERE o."spent_at" IS NULL AND (o."id", o."user_id") NOT IN (SELECT n."id", n."user_id" FROM "moved_new" n)
    UNION ALL
    SELECT n."user_id", n."rarity", n."type", n."name", n."description", 1
    FROM "moved_new" n
    WHERE n."spent_at" IS NULL AND (n."id", n."user_id") NOT IN (SELECT o."id", o."user_id" FROM "moved_old" o)
  ) AS moved
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("user_id", "rarity", "type", "name", "description") DO UPDATE SET "count" = "collection_tallies"."count" + excluded."count";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cards_tally_move" AFTER UPDATE ON "cards" REFERENCING OLD TABLE AS "moved_old" NEW TABLE AS "moved_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "collection_tallies_move"();
