CREATE TABLE "fitment_import_rejections" (
	"id" serial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"line" integer NOT NULL,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fitment_import_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"rows_read" integer DEFAULT 0 NOT NULL,
	"added" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
ALTER TABLE "fitments" ALTER COLUMN "model_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "fitment_import_rejections" ADD CONSTRAINT "fitment_import_rejections_run_id_fitment_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."fitment_import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fitment_import_rejections_run_idx" ON "fitment_import_rejections" USING btree ("run_id","line");--> statement-breakpoint
CREATE INDEX "fitment_import_runs_time_idx" ON "fitment_import_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "fitments_engine_only_idx" ON "fitments" USING btree ("engine_code") WHERE model_id is null;--> statement-breakpoint
ALTER TABLE "fitments" ADD CONSTRAINT "fitments_model_or_engine" CHECK (model_id is not null or engine_code is not null);