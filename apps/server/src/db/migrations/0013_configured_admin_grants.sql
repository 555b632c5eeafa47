CREATE TABLE "configured_admin_grants" (
	"email" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The addresses that made an admin before grants were recorded: the audit trail names each one, so a revoke since stands.
INSERT INTO "configured_admin_grants" ("email", "user_id", "granted_at")
SELECT DISTINCT ON ("meta"->>'email') "meta"->>'email', "subject_id", "created_at"
FROM "audit_log"
WHERE "action" = 'admin.grant' AND "meta"->>'source' = 'ADMIN_EMAILS' AND "meta"->>'email' IS NOT NULL AND "subject_id" IS NOT NULL
ORDER BY "meta"->>'email', "created_at";
