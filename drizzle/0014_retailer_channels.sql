CREATE TABLE "part_gtins" (
	"gtin" text PRIMARY KEY NOT NULL,
	"part_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "feed_format" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "feed_schedule" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "feed_credentials" jsonb;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "feed_etag" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "feed_last_modified" text;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD COLUMN "fetch_result" text;--> statement-breakpoint
ALTER TABLE "part_gtins" ADD CONSTRAINT "part_gtins_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "part_gtins_part_idx" ON "part_gtins" USING btree ("part_id");