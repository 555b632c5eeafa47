-- The card a card notification is about, for its thumbnail; notifications from before have none.
ALTER TABLE "notifications" ADD COLUMN "card" jsonb;