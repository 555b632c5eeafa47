CREATE TABLE "draw_seeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"server_seed_sealed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"next_nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	"revealed_seed" text
);
--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "server_seed_hash" text;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "client_seed" text;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "nonce" integer;--> statement-breakpoint
ALTER TABLE "draw_seeds" ADD CONSTRAINT "draw_seeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "draw_seeds_active_idx" ON "draw_seeds" USING btree ("user_id") WHERE "draw_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "draw_seeds_user_idx" ON "draw_seeds" USING btree ("user_id","created_at");