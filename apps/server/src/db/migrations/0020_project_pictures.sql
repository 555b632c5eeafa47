CREATE TABLE "project_pictures" (
	"key" text PRIMARY KEY NOT NULL,
	"project_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "project_pictures" ADD CONSTRAINT "project_pictures_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "project_pictures_shown_idx" ON "project_pictures" USING btree ("project_id","kind") WHERE "project_pictures"."kind" <> 'art';--> statement-breakpoint
CREATE INDEX "project_pictures_project_idx" ON "project_pictures" USING btree ("project_id");