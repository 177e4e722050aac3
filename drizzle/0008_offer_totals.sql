DROP INDEX "listings_part_offer_idx";--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "best_total_cents" integer;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "shipping_estimated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "total_price_cents" integer GENERATED ALWAYS AS (price_cents + shipping_cost_cents) STORED;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "shipping_options" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "part_search" ADD COLUMN "best_total_cents" integer;--> statement-breakpoint
ALTER TABLE "part_search" ADD COLUMN "offer_total_cents" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "listings_part_offer_idx" ON "listings" USING btree ("part_id","price_cents","total_price_cents","in_stock","vendor_id","has_free_shipping","has_same_day_shipping","has_next_day_delivery","delivery_days_min");--> statement-breakpoint
-- Offers stored before the offer rule: the vendor's free-shipping threshold applies to them too.
UPDATE "listings" AS l SET "shipping_cost_cents" = 0, "has_free_shipping" = true
FROM "vendors" AS v
WHERE v.id = l.vendor_id AND l.shipping_cost_cents > 0
  AND v.shipping_policy ->> 'freeShippingThresholdCents' IS NOT NULL
  AND l.price_cents >= (v.shipping_policy ->> 'freeShippingThresholdCents')::int;--> statement-breakpoint
-- A next-day flag on an offer that takes longer meant an express option: say so as one.
UPDATE "listings" SET "shipping_options" = '[{"service":"Next day","costCents":null,"daysMin":1,"daysMax":1}]'::jsonb
WHERE has_next_day_delivery AND coalesce(delivery_days_max, delivery_days_min, 2) > 1;--> statement-breakpoint
UPDATE "parts" AS p SET "best_total_cents" = x.best
FROM (SELECT part_id, min(total_price_cents) FILTER (WHERE in_stock) AS best FROM listings GROUP BY part_id) AS x
WHERE x.part_id = p.id;--> statement-breakpoint
UPDATE "part_search" AS s
SET "best_total_cents" = o.best, "offer_total_cents" = o.totals, "offer_flags" = o.flags, "any_free_shipping" = o.any_free
FROM (
  SELECT part_id, min(total_price_cents) FILTER (WHERE in_stock) AS best, bool_or(has_free_shipping) AS any_free,
         array_agg(total_price_cents ORDER BY id) AS totals,
         array_agg((CASE WHEN has_free_shipping THEN 1 ELSE 0 END + CASE WHEN has_same_day_shipping THEN 2 ELSE 0 END
           + CASE WHEN has_next_day_delivery THEN 4 ELSE 0 END + CASE WHEN in_stock THEN 8 ELSE 0 END)::smallint ORDER BY id) AS flags
  FROM listings GROUP BY part_id
) AS o
WHERE o.part_id = s.part_id;
