CREATE TABLE "credit_balances" (
	"user_id" uuid NOT NULL,
	"collection_id" uuid NOT NULL,
	"balance" integer NOT NULL,
	CONSTRAINT "credit_balances_user_id_collection_id_pk" PRIMARY KEY("user_id","collection_id"),
	CONSTRAINT "credit_balances_never_negative" CHECK ("credit_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "draw_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"collection_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	"source" text NOT NULL,
	"event_id" text,
	"card_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "draw_credits_delta_not_zero" CHECK ("draw_credits"."delta" <> 0)
);
--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_balances" ADD CONSTRAINT "credit_balances_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_credits" ADD CONSTRAINT "draw_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draw_credits" ADD CONSTRAINT "draw_credits_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draw_credits_grant_uq" ON "draw_credits" USING btree ("user_id","collection_id","source","event_id");