CREATE TABLE "badges" (
	"user_id" uuid NOT NULL,
	"set_id" uuid NOT NULL,
	"collection_id" uuid NOT NULL,
	"name" text NOT NULL,
	"level" integer NOT NULL,
	"crafted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badges_user_id_set_id_pk" PRIMARY KEY("user_id","set_id"),
	CONSTRAINT "badges_level_in_range" CHECK ("badges"."level" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "crafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"collection_id" uuid,
	"odds_version_hash" text,
	"made_card_id" uuid,
	"set_id" uuid,
	"level" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "essence_balances" (
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"balance" integer NOT NULL,
	CONSTRAINT "essence_balances_user_id_project_id_pk" PRIMARY KEY("user_id","project_id"),
	CONSTRAINT "essence_balances_never_negative" CHECK ("essence_balances"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "essence_entries" (
	"craft_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"delta" integer NOT NULL,
	CONSTRAINT "essence_entries_craft_id_project_id_pk" PRIMARY KEY("craft_id","project_id"),
	CONSTRAINT "essence_entries_delta_not_zero" CHECK ("essence_entries"."delta" <> 0)
);
--> statement-breakpoint
DROP INDEX "cards_user_newest_idx";--> statement-breakpoint
DROP INDEX "cards_user_name_idx";--> statement-breakpoint
DROP INDEX "cards_user_rarity_idx";--> statement-breakpoint
DROP INDEX "cards_public_key_newest_idx";--> statement-breakpoint
DROP INDEX "cards_design_user_idx";--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "origin" text DEFAULT 'draw' NOT NULL;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "spent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cards" ADD COLUMN "spent_in" uuid;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "crafting" jsonb;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crafts" ADD CONSTRAINT "crafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crafts" ADD CONSTRAINT "crafts_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crafts" ADD CONSTRAINT "crafts_made_card_id_cards_id_fk" FOREIGN KEY ("made_card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "essence_balances" ADD CONSTRAINT "essence_balances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "essence_balances" ADD CONSTRAINT "essence_balances_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "essence_entries" ADD CONSTRAINT "essence_entries_craft_id_crafts_id_fk" FOREIGN KEY ("craft_id") REFERENCES "public"."crafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "essence_entries" ADD CONSTRAINT "essence_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "essence_entries" ADD CONSTRAINT "essence_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crafts_request_uq" ON "crafts" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "crafts_user_idx" ON "crafts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cards_spent_in_idx" ON "cards" USING btree ("spent_in") WHERE "cards"."spent_in" is not null;--> statement-breakpoint
CREATE INDEX "cards_user_newest_idx" ON "cards" USING btree ("user_id","collected_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "cards"."spent_at" is null;--> statement-breakpoint
CREATE INDEX "cards_user_name_idx" ON "cards" USING btree ("user_id","name" collate "C","collected_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "cards"."spent_at" is null;--> statement-breakpoint
CREATE INDEX "cards_user_rarity_idx" ON "cards" USING btree ("user_id","rarity_weight" DESC NULLS FIRST,"name" collate "C","collected_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "cards"."spent_at" is null;--> statement-breakpoint
CREATE INDEX "cards_public_key_newest_idx" ON "cards" USING btree ("public_key","collected_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "cards"."spent_at" is null;--> statement-breakpoint
CREATE INDEX "cards_design_user_idx" ON "cards" USING btree ("design_id","user_id") WHERE "cards"."spent_at" is null;--> statement-breakpoint
-- A card spent at the Forge leaves its owner's tallies as a deleted one does, in the statement that
-- spends it; a spent card deleted later (with its account) is not taken out twice. The cards spent by
-- the statement are those spent after it and not before: a set difference the database hashes (a
-- transition table has no statistics, and a join of two planned as small ran in quadratic time).
CREATE OR REPLACE FUNCTION "collection_tallies_spend"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "collection_tallies" AS t SET "count" = t."count" - spent."count"
  FROM (
    SELECT n."user_id", n."rarity", n."type", n."name", n."description", count(*) AS "count"
    FROM "spent_new" n
    WHERE n."spent_at" IS NOT NULL AND n."id" NOT IN (SELECT o."id" FROM "spent_old" o WHERE o."spent_at" IS NOT NULL)
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ) AS spent
  WHERE t."user_id" = spent."user_id" AND t."rarity" = spent."rarity" AND t."type" = spent."type"
    AND t."name" = spent."name" AND t."description" = spent."description";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "cards_tally_spend" AFTER UPDATE ON "cards" REFERENCING OLD TABLE AS "spent_old" NEW TABLE AS "spent_new"
  FOR EACH STATEMENT EXECUTE FUNCTION "collection_tallies_spend"();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "collection_tallies_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "collection_tallies" AS t SET "count" = t."count" - removed."count"
  FROM (
    SELECT "user_id", "rarity", "type", "name", "description", count(*) AS "count"
    FROM "removed_cards" WHERE "spent_at" IS NULL GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ) AS removed
  WHERE t."user_id" = removed."user_id" AND t."rarity" = removed."rarity" AND t."type" = removed."type"
    AND t."name" = removed."name" AND t."description" = removed."description";
  RETURN NULL;
END $$;
