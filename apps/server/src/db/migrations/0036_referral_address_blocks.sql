ALTER TABLE "referral_visits" ADD COLUMN "ip_block" text;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "ip_block" text;--> statement-breakpoint
CREATE INDEX "referral_visits_repeat_idx" ON "referral_visits" USING btree ("link_id","device","ip_block","visited_at");--> statement-breakpoint
CREATE INDEX "referrals_link_decided_idx" ON "referrals" USING btree ("link_id","decided_at");