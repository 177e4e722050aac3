CREATE TABLE "part_search" (
	"part_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"brand" text NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"review_count" integer NOT NULL,
	"lowest_price_cents" integer,
	"fastest_delivery_days" integer,
	"highest_price_cents" integer,
	"any_free_shipping" boolean NOT NULL,
	"any_same_day_shipping" boolean NOT NULL,
	"any_next_day_delivery" boolean NOT NULL,
	"vendor_ids" integer[] NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
-- Large search vectors (over ~2 KB) go out of line whole, keeping the heap that every match visits small...
ALTER TABLE "part_search" SET (toast_tuple_target = 128);--> statement-breakpoint
-- ...but never the small columns every match reads (the vendor facet unnests vendor_ids): with the
-- low target above they would otherwise be moved out of line too.
ALTER TABLE "part_search" ALTER COLUMN "vendor_ids" SET STORAGE MAIN, ALTER COLUMN "brand" SET STORAGE MAIN;--> statement-breakpoint
-- Fill it for catalogs that exist already (before the indexes, which build faster over full data);
-- from here on db/part-search.ts keeps it current.
INSERT INTO "part_search" ("part_id", "category_id", "brand", "rating", "review_count", "lowest_price_cents",
  "fastest_delivery_days", "highest_price_cents", "any_free_shipping", "any_same_day_shipping", "any_next_day_delivery",
  "vendor_ids", "search_vector")
SELECT p.id, p.category_id, p.brand, p.rating, p.review_count, p.lowest_price_cents, p.fastest_delivery_days,
  o.highest_price_cents, o.any_free_shipping, o.any_same_day_shipping, o.any_next_day_delivery, o.vendor_ids, p.search_vector
FROM parts AS p
JOIN (
  SELECT part_id, max(price_cents) AS highest_price_cents, bool_or(has_free_shipping) AS any_free_shipping,
    bool_or(has_same_day_shipping) AS any_same_day_shipping, bool_or(has_next_day_delivery) AS any_next_day_delivery,
    array_agg(DISTINCT vendor_id ORDER BY vendor_id) AS vendor_ids
  FROM listings GROUP BY part_id
) AS o ON o.part_id = p.id
WHERE p.listing_count > 0;--> statement-breakpoint
ALTER TABLE "part_search" ADD CONSTRAINT "part_search_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "part_search_vector_idx" ON "part_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "part_search_category_idx" ON "part_search" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "listings_part_offer_idx" ON "listings" USING btree ("part_id","price_cents","vendor_id","has_free_shipping","has_same_day_shipping","has_next_day_delivery","delivery_days_min");--> statement-breakpoint
DROP INDEX "listings_part_price_idx";
