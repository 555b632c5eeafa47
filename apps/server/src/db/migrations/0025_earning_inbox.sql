CREATE TABLE "inbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"message_id" text NOT NULL,
	"event_key" text NOT NULL,
	"kind" text NOT NULL,
	"rule_id" uuid,
	"project_id" uuid,
	"payload" jsonb NOT NULL,
	"viewer_ref" text,
	"state" text DEFAULT 'received' NOT NULL,
	"outcome" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"reply" text,
	"replied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rule_grants" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rule_id" uuid NOT NULL,
	"collection_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"draws" integer NOT NULL,
	"reason" text NOT NULL,
	"stream_id" text,
	"event_id" uuid NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "twitch_channels" (
	"project_id" uuid PRIMARY KEY NOT NULL,
	"broadcaster_id" text NOT NULL,
	"login" text NOT NULL,
	"display_name" text NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"expires_at" timestamp with time zone,
	"scopes" jsonb NOT NULL,
	"stream_id" text,
	"connected_by" uuid,
	"connected_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "twitch_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"rule_id" uuid,
	"type" text NOT NULL,
	"secret" text NOT NULL,
	"twitch_id" text,
	"reward_id" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "earning_rules" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
ALTER TABLE "rule_grants" ADD CONSTRAINT "rule_grants_rule_id_earning_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."earning_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_grants" ADD CONSTRAINT "rule_grants_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rule_grants" ADD CONSTRAINT "rule_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twitch_channels" ADD CONSTRAINT "twitch_channels_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twitch_channels" ADD CONSTRAINT "twitch_channels_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twitch_subscriptions" ADD CONSTRAINT "twitch_subscriptions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twitch_subscriptions" ADD CONSTRAINT "twitch_subscriptions_rule_id_earning_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."earning_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_message_uq" ON "inbox" USING btree ("source","message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inbox_event_uq" ON "inbox" USING btree ("source","event_key");--> statement-breakpoint
CREATE INDEX "inbox_due_idx" ON "inbox" USING btree ("next_attempt_at") WHERE "inbox"."state" = 'received';--> statement-breakpoint
CREATE INDEX "inbox_reply_idx" ON "inbox" USING btree ("next_attempt_at") WHERE "inbox"."reply" is not null and "inbox"."replied_at" is null;--> statement-breakpoint
CREATE INDEX "inbox_parked_idx" ON "inbox" USING btree ("source","viewer_ref") WHERE "inbox"."state" = 'parked';--> statement-breakpoint
CREATE UNIQUE INDEX "rule_grants_event_uq" ON "rule_grants" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "rule_grants_rule_user_idx" ON "rule_grants" USING btree ("rule_id","user_id","granted_at");--> statement-breakpoint
CREATE INDEX "rule_grants_collection_idx" ON "rule_grants" USING btree ("collection_id","granted_at");--> statement-breakpoint
CREATE INDEX "twitch_subscriptions_rule_idx" ON "twitch_subscriptions" USING btree ("rule_id");