CREATE TABLE "fitment_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_id" integer NOT NULL,
	"model_id" integer,
	"year" integer,
	"variant" text,
	"engine" text,
	"shown_verdict" text,
	"note" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "fitments" ADD COLUMN "position" text;--> statement-breakpoint
ALTER TABLE "fitments" ADD COLUMN "engine_code" text;--> statement-breakpoint
ALTER TABLE "fitments" ADD COLUMN "variants" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "fitments" ADD COLUMN "body" text;--> statement-breakpoint
ALTER TABLE "fitments" ADD COLUMN "produced_from" text;--> statement-breakpoint
ALTER TABLE "fitments" ADD COLUMN "produced_to" text;--> statement-breakpoint
ALTER TABLE "fitment_reports" ADD CONSTRAINT "fitment_reports_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitment_reports" ADD CONSTRAINT "fitment_reports_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fitment_reports_status_idx" ON "fitment_reports" USING btree ("status","created_at");