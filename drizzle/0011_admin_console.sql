ALTER TABLE "promotions" ADD COLUMN "placement" text DEFAULT 'search' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "affiliate_network" text;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "commission_rate" numeric(5, 4) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "vendors" ADD COLUMN "average_order_value_cents" integer DEFAULT 15000 NOT NULL;--> statement-breakpoint
ALTER TABLE "click_outs" ADD COLUMN "page_type" text;--> statement-breakpoint
ALTER TABLE "unmatched_feed_items" ADD COLUMN "linked_part_id" integer;--> statement-breakpoint
ALTER TABLE "unmatched_feed_items" ADD CONSTRAINT "unmatched_feed_items_linked_part_id_parts_id_fk" FOREIGN KEY ("linked_part_id") REFERENCES "public"."parts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_commission_rate_range" CHECK ("vendors"."commission_rate" >= 0 and "vendors"."commission_rate" <= 1);
--> statement-breakpoint
-- Clicks recorded before the page type was: read it from the path of the page that sent them.
UPDATE "click_outs" SET "page_type" = CASE
  WHEN "referrer" = '/search' OR "referrer" LIKE '/search/%' THEN 'search'
  WHEN "referrer" LIKE '/part/%' OR "referrer" IN ('/part-number-search', '/part-search') THEN 'part'
  WHEN "referrer" LIKE '/product/%' THEN 'product'
  ELSE 'other' END;
