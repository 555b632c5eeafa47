ALTER TABLE "play_queues" ADD COLUMN "dock_token_hash" text;--> statement-breakpoint
ALTER TABLE "play_queues" ADD COLUMN "dock_token_sealed" text;--> statement-breakpoint
ALTER TABLE "play_queues" ADD COLUMN "dock_token_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "play_queues" ADD CONSTRAINT "play_queues_dock_token_hash_unique" UNIQUE("dock_token_hash");