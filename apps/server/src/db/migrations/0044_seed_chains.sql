CREATE TABLE "seed_chains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"length" integer NOT NULL,
	"last_seed_sealed" text NOT NULL,
	"head" text NOT NULL,
	"next_link" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seed_chains_link_in_range" CHECK ("seed_chains"."next_link" between 1 and "seed_chains"."length" + 1)
);
--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "seed_chain_id" uuid;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "server_seed" text;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "proof_code" text;--> statement-breakpoint
ALTER TABLE "seed_chains" ADD CONSTRAINT "seed_chains_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seed_chains" ADD CONSTRAINT "seed_chains_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seed_chains_number_uq" ON "seed_chains" USING btree ("user_id","project_id","number");--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_seed_chain_id_seed_chains_id_fk" FOREIGN KEY ("seed_chain_id") REFERENCES "public"."seed_chains"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_proof_code_unique" UNIQUE("proof_code");