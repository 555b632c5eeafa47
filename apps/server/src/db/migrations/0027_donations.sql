ALTER TABLE "projects" ADD COLUMN "payout_wallet" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "payout_wallet_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "usdt_transfers" ADD COLUMN "donation_collection_id" uuid;--> statement-breakpoint
ALTER TABLE "usdt_transfers" ADD CONSTRAINT "usdt_transfers_donation_collection_id_collections_id_fk" FOREIGN KEY ("donation_collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usdt_transfers_donation_idx" ON "usdt_transfers" USING btree ("donation_collection_id","created_at");