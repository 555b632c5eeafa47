CREATE TABLE "listings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"card_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"collection_id" uuid,
	"design_key" text NOT NULL,
	"name" text NOT NULL,
	"rarity" text NOT NULL,
	"price" bigint NOT NULL,
	"creator_share_bps" integer NOT NULL,
	"request_id" uuid NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"reserved_by" uuid,
	"reserved_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "listing_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"listing_id" uuid,
	"card_name" text NOT NULL,
	"seller_id" uuid,
	"buyer_id" uuid NOT NULL,
	"buyer_wallet" text NOT NULL,
	"seller_wallet" text NOT NULL,
	"payout_wallet" text,
	"price" bigint NOT NULL,
	"creator_units" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'reserved' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "card_transfers" ADD COLUMN "listing_id" uuid;--> statement-breakpoint
ALTER TABLE "usdt_transfers" ADD COLUMN "sale_reservation_id" uuid;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reservations" ADD CONSTRAINT "listing_reservations_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reservations" ADD CONSTRAINT "listing_reservations_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_reservations" ADD CONSTRAINT "listing_reservations_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "listings_request_uq" ON "listings" USING btree ("seller_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_open_card_uq" ON "listings" USING btree ("card_id") WHERE "listings"."state" = 'open';--> statement-breakpoint
CREATE INDEX "listings_market_price_idx" ON "listings" USING btree ("project_id","price","id") WHERE "listings"."state" = 'open';--> statement-breakpoint
CREATE INDEX "listings_market_newest_idx" ON "listings" USING btree ("project_id","created_at","id") WHERE "listings"."state" = 'open';--> statement-breakpoint
CREATE INDEX "listings_seller_open_idx" ON "listings" USING btree ("seller_id") WHERE "listings"."state" = 'open';--> statement-breakpoint
CREATE INDEX "listings_sold_idx" ON "listings" USING btree ("project_id","design_key","closed_at") WHERE "listings"."state" = 'sold';--> statement-breakpoint
CREATE INDEX "listing_reservations_listing_idx" ON "listing_reservations" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "listing_reservations_buyer_idx" ON "listing_reservations" USING btree ("buyer_id","created_at");--> statement-breakpoint
ALTER TABLE "card_transfers" ADD CONSTRAINT "card_transfers_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_transfers_listing_idx" ON "card_transfers" USING btree ("listing_id") WHERE "card_transfers"."listing_id" is not null;--> statement-breakpoint
CREATE INDEX "usdt_transfers_waiting_idx" ON "usdt_transfers" USING btree ("created_at") WHERE "usdt_transfers"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "usdt_transfers_sale_idx" ON "usdt_transfers" USING btree ("sale_reservation_id") WHERE "usdt_transfers"."sale_reservation_id" is not null;