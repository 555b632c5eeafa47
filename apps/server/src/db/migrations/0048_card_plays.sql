CREATE TABLE "card_plays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"request_id" uuid NOT NULL,
	"card_id" uuid NOT NULL,
	"project_id" uuid NOT NULL,
	"collection_id" uuid NOT NULL,
	"rarity" text NOT NULL,
	"action" jsonb NOT NULL,
	"spends" boolean NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"reason" text,
	"auto_approved" boolean DEFAULT false NOT NULL,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "play_queues" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"auto_approve_from" text,
	"blocked_words" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "actions" jsonb DEFAULT '{"rarities":{},"designs":{}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "twitch_channels" ADD COLUMN "stream_ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "card_plays" ADD CONSTRAINT "card_plays_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_plays" ADD CONSTRAINT "card_plays_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_plays" ADD CONSTRAINT "card_plays_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_plays" ADD CONSTRAINT "card_plays_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_plays" ADD CONSTRAINT "card_plays_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_queues" ADD CONSTRAINT "play_queues_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_plays_request_uq" ON "card_plays" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_plays_in_play_uq" ON "card_plays" USING btree ("card_id") WHERE "card_plays"."state" in ('waiting', 'on_stream');--> statement-breakpoint
CREATE UNIQUE INDEX "card_plays_spent_uq" ON "card_plays" USING btree ("card_id") WHERE "card_plays"."spends" and "card_plays"."state" <> 'refused';--> statement-breakpoint
CREATE INDEX "card_plays_queue_idx" ON "card_plays" USING btree ("project_id","state","created_at");--> statement-breakpoint
CREATE INDEX "card_plays_history_idx" ON "card_plays" USING btree ("project_id","done_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "card_plays"."state" in ('done', 'refused');--> statement-breakpoint
CREATE INDEX "card_plays_cooldown_idx" ON "card_plays" USING btree ("user_id","collection_id","rarity","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "card_plays_card_idx" ON "card_plays" USING btree ("card_id","created_at" DESC NULLS LAST);