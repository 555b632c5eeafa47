-- A collection's free card becomes its welcome draw in the ledger (docs/decisions/032): each free card
-- claimed is a welcome draw granted and spent, so no one gets a second one.
INSERT INTO "draw_credits" ("user_id", "collection_id", "delta", "source", "event_id", "created_at")
SELECT "user_id", "collection_id", 1, 'welcome', 'welcome', "created_at" FROM "free_claims"
ON CONFLICT ("user_id", "collection_id", "source", "event_id") DO NOTHING;
--> statement-breakpoint
INSERT INTO "draw_credits" ("user_id", "collection_id", "delta", "source", "card_id", "created_at")
SELECT "user_id", "collection_id", -1, 'draw', "card_id", "created_at" FROM "free_claims";
--> statement-breakpoint
INSERT INTO "credit_balances" ("user_id", "collection_id", "balance")
SELECT "user_id", "collection_id", 0 FROM "free_claims"
ON CONFLICT ("user_id", "collection_id") DO NOTHING;
--> statement-breakpoint
DROP TABLE "free_claims" CASCADE;
