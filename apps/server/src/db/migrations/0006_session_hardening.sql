-- Nonces of the old wallet-link message are useless once the server issues them (Sign-In-With-Solana),
-- and mail already sent must not keep its links at rest.
DELETE FROM "wallet_nonces";--> statement-breakpoint
DELETE FROM "mail_outbox" WHERE "sent_at" IS NOT NULL;--> statement-breakpoint
CREATE TABLE "spent_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_nonces" ALTER COLUMN "used_at" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "wallet_nonces" ALTER COLUMN "used_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "link_sealed" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "locked_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "reauthenticated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "wallet_nonces" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "wallet_nonces" ADD COLUMN "expires_at" timestamp with time zone NOT NULL;