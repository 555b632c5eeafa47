CREATE TABLE "earning_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"collection_id" uuid NOT NULL,
	"source" text NOT NULL,
	"terms" jsonb NOT NULL,
	"caps" jsonb NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"granted" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "earning_rules" ADD CONSTRAINT "earning_rules_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "earning_rules_collection_idx" ON "earning_rules" USING btree ("collection_id","created_at");