CREATE TABLE "rule_grant_counts" (
	"rule_id" uuid NOT NULL,
	"slot" smallint NOT NULL,
	"draws" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rule_grant_counts_rule_id_slot_pk" PRIMARY KEY("rule_id","slot")
);
--> statement-breakpoint
ALTER TABLE "rule_grant_counts" ADD CONSTRAINT "rule_grant_counts_rule_id_earning_rules_id_fk" FOREIGN KEY ("rule_id") REFERENCES "public"."earning_rules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- What each rule granted so far moves to its first count row before its column goes.
INSERT INTO "rule_grant_counts" ("rule_id", "slot", "draws") SELECT "id", 0, "granted" FROM "earning_rules" WHERE "granted" > 0;--> statement-breakpoint
ALTER TABLE "earning_rules" DROP COLUMN "granted";