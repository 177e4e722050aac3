CREATE TABLE "feed_rejections" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"run_id" integer NOT NULL,
	"line" integer NOT NULL,
	"item_id" text,
	"reason" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feed_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"source" text NOT NULL,
	"format" text,
	"trigger" text NOT NULL,
	"full_feed" boolean DEFAULT true NOT NULL,
	"status" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"bytes_read" bigint DEFAULT 0 NOT NULL,
	"items_read" integer DEFAULT 0 NOT NULL,
	"matched" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"price_changes" integer DEFAULT 0 NOT NULL,
	"unmatched" integer DEFAULT 0 NOT NULL,
	"rejected" integer DEFAULT 0 NOT NULL,
	"marked_out_of_stock" integer DEFAULT 0 NOT NULL,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "unmatched_feed_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"vendor_id" integer NOT NULL,
	"vendor_sku" text NOT NULL,
	"reason" text NOT NULL,
	"title" text NOT NULL,
	"brand" text,
	"mpn" text,
	"gtin" text,
	"numbers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_type" text,
	"link" text NOT NULL,
	"image_link" text,
	"price_cents" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"last_run_id" integer,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "feed_rejections" ADD CONSTRAINT "feed_rejections_run_id_feed_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."feed_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD CONSTRAINT "feed_runs_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_feed_items" ADD CONSTRAINT "unmatched_feed_items_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_feed_items" ADD CONSTRAINT "unmatched_feed_items_last_run_id_feed_runs_id_fk" FOREIGN KEY ("last_run_id") REFERENCES "public"."feed_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_rejections_run_idx" ON "feed_rejections" USING btree ("run_id","line");--> statement-breakpoint
CREATE INDEX "feed_runs_vendor_time_idx" ON "feed_runs" USING btree ("vendor_id","started_at");--> statement-breakpoint
CREATE INDEX "feed_runs_status_idx" ON "feed_runs" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "unmatched_feed_items_vendor_sku_idx" ON "unmatched_feed_items" USING btree ("vendor_id","vendor_sku");--> statement-breakpoint
CREATE INDEX "unmatched_feed_items_status_idx" ON "unmatched_feed_items" USING btree ("status","vendor_id");