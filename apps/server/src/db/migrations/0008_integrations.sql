CREATE TABLE "integrations" (
	"user_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"game_details_access" boolean DEFAULT false NOT NULL,
	"last_checked" timestamp with time zone,
	CONSTRAINT "integrations_user_id_provider_pk" PRIMARY KEY("user_id","provider")
);
--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;