CREATE TABLE "overlay_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"overlay_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"card_id" uuid,
	"code" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"shown_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
CREATE TABLE "overlays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"token_sealed" text NOT NULL,
	"token_created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"min_rarity" text,
	"display_seconds" smallint NOT NULL,
	"volume" smallint NOT NULL,
	"expire_minutes" smallint NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "overlays_project_id_unique" UNIQUE("project_id"),
	CONSTRAINT "overlays_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "overlay_alerts" ADD CONSTRAINT "overlay_alerts_overlay_id_overlays_id_fk" FOREIGN KEY ("overlay_id") REFERENCES "public"."overlays"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overlay_alerts" ADD CONSTRAINT "overlay_alerts_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "overlays" ADD CONSTRAINT "overlays_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "overlay_alerts_draw_idx" ON "overlay_alerts" USING btree ("overlay_id","card_id") WHERE "overlay_alerts"."kind" = 'draw';--> statement-breakpoint
CREATE UNIQUE INDEX "overlay_alerts_code_idx" ON "overlay_alerts" USING btree ("code") WHERE "overlay_alerts"."kind" = 'draw';--> statement-breakpoint
CREATE INDEX "overlay_alerts_waiting_idx" ON "overlay_alerts" USING btree ("overlay_id","created_at") WHERE "overlay_alerts"."done_at" is null;--> statement-breakpoint
CREATE INDEX "overlay_alerts_done_idx" ON "overlay_alerts" USING btree ("overlay_id","done_at");