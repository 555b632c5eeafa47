ALTER TABLE "overlays" ADD COLUMN "anchor" text DEFAULT 'bottom' NOT NULL;--> statement-breakpoint
ALTER TABLE "overlays" ADD COLUMN "scale_percent" smallint DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "overlays" ADD COLUMN "show_qr" boolean DEFAULT true NOT NULL;