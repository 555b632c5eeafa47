CREATE TABLE "twitch_chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"burst_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"outcome" text
);
--> statement-breakpoint
ALTER TABLE "twitch_channels" ADD COLUMN "chat_kinds" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "twitch_chat_messages" ADD CONSTRAINT "twitch_chat_messages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "twitch_chat_messages_burst_idx" ON "twitch_chat_messages" USING btree ("project_id","burst_key") WHERE "twitch_chat_messages"."sent_at" is null and "twitch_chat_messages"."outcome" is null;--> statement-breakpoint
CREATE INDEX "twitch_chat_messages_sent_idx" ON "twitch_chat_messages" USING btree ("project_id","sent_at");