CREATE TABLE "usdt_transfers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"amount" bigint NOT NULL,
	"message" text NOT NULL,
	"last_valid_block_height" bigint NOT NULL,
	"status" text DEFAULT 'prepared' NOT NULL,
	"signature" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "usdt_transfers_signature_unique" UNIQUE("signature")
);
--> statement-breakpoint
ALTER TABLE "usdt_transfers" ADD CONSTRAINT "usdt_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usdt_transfers_user_idx" ON "usdt_transfers" USING btree ("user_id","created_at");