CREATE TABLE "held_feeds" (
	"run_id" integer PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"format" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "held_price_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"run_id" integer,
	"source" text NOT NULL,
	"previous_price_cents" integer NOT NULL,
	"new_price_cents" integer NOT NULL,
	"median_price_cents" integer NOT NULL,
	"offer" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "feed_shrink_limit" integer DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD COLUMN "held_prices" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "held_feeds" ADD CONSTRAINT "held_feeds_run_id_feed_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."feed_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_price_changes" ADD CONSTRAINT "held_price_changes_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_price_changes" ADD CONSTRAINT "held_price_changes_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "held_price_changes" ADD CONSTRAINT "held_price_changes_run_id_feed_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."feed_runs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "held_price_changes_open_idx" ON "held_price_changes" USING btree ("listing_id") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "held_price_changes_status_idx" ON "held_price_changes" USING btree ("status","vendor_id");