CREATE TABLE "profile_cards" (
	"user_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "profile_cards_user_id_card_id_pk" PRIMARY KEY("user_id","card_id"),
	CONSTRAINT "profile_cards_position_in_range" CHECK ("profile_cards"."position" between 0 and 11)
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profile_cards" ADD CONSTRAINT "profile_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_cards" ADD CONSTRAINT "profile_cards_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profile_cards_card_idx" ON "profile_cards" USING btree ("card_id");