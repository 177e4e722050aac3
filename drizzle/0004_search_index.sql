CREATE TABLE "part_search_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL,
	"part_id" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "part_search_revision" (
	"id" integer PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "part_search" ADD COLUMN "offer_price_cents" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "part_search" ADD COLUMN "offer_vendor_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "part_search" ADD COLUMN "offer_flags" smallint[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "part_search" ADD COLUMN "offer_delivery_ranks" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "part_search" ADD COLUMN "fit_model_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "part_search" ADD COLUMN "fit_make_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "part_search" ADD COLUMN "fit_year_from" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "part_search" ADD COLUMN "fit_year_to" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
CREATE INDEX "part_search_changes_revision_idx" ON "part_search_changes" USING btree ("revision");--> statement-breakpoint
-- Fill the new columns for catalogs that exist already; from here on db/part-search.ts keeps them.
-- The indexes go first and come back after: rewriting every row under them costs far more.
DROP INDEX "part_search_vector_idx";--> statement-breakpoint
DROP INDEX "part_search_category_idx";--> statement-breakpoint
UPDATE "part_search" AS s
SET "offer_price_cents" = o.prices, "offer_vendor_ids" = o.vendors, "offer_flags" = o.flags, "offer_delivery_ranks" = o.ranks
FROM (
  SELECT part_id, array_agg(price_cents ORDER BY id) AS prices, array_agg(vendor_id ORDER BY id) AS vendors,
    array_agg((CASE WHEN has_free_shipping THEN 1 ELSE 0 END + CASE WHEN has_same_day_shipping THEN 2 ELSE 0 END
      + CASE WHEN has_next_day_delivery THEN 4 ELSE 0 END)::smallint ORDER BY id) AS flags,
    array_agg(CASE WHEN has_same_day_shipping THEN 0 WHEN has_next_day_delivery THEN 1 ELSE coalesce(delivery_days_min, 7) END ORDER BY id) AS ranks
  FROM listings GROUP BY part_id
) AS o
WHERE o.part_id = s.part_id;--> statement-breakpoint
UPDATE "part_search" AS s
SET "fit_model_ids" = f.models, "fit_make_ids" = f.makes, "fit_year_from" = f.year_from, "fit_year_to" = f.year_to
FROM (
  SELECT f.part_id, array_agg(f.model_id ORDER BY f.id) AS models, array_agg(mo.make_id ORDER BY f.id) AS makes,
    array_agg(f.year_from ORDER BY f.id) AS year_from, array_agg(f.year_to ORDER BY f.id) AS year_to
  FROM fitments AS f JOIN models AS mo ON mo.id = f.model_id GROUP BY f.part_id
) AS f
WHERE f.part_id = s.part_id;--> statement-breakpoint
CREATE INDEX "part_search_vector_idx" ON "part_search" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "part_search_category_idx" ON "part_search" USING btree ("category_id");--> statement-breakpoint
INSERT INTO "part_search_revision" ("id", "revision") VALUES (1, 1);--> statement-breakpoint
-- Every change to part_search is logged, whoever writes it: one counter bump per statement that
-- changed rows, taken with a row lock held to commit, so revisions are visible in the order they count.
CREATE FUNCTION "part_search_log_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_revision bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF NOT EXISTS (SELECT 1 FROM old_rows) THEN RETURN NULL; END IF;
  ELSIF TG_OP <> 'TRUNCATE' THEN
    IF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL; END IF;
  END IF;
  UPDATE part_search_revision SET revision = revision + 1 WHERE id = 1 RETURNING revision INTO next_revision;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO part_search_changes (revision, part_id) SELECT next_revision, part_id FROM old_rows;
  ELSIF TG_OP = 'TRUNCATE' THEN
    INSERT INTO part_search_changes (revision, part_id) VALUES (next_revision, NULL);
  ELSE
    INSERT INTO part_search_changes (revision, part_id) SELECT next_revision, part_id FROM new_rows;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "part_search_inserted" AFTER INSERT ON "part_search" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "part_search_log_changes"();--> statement-breakpoint
CREATE TRIGGER "part_search_updated" AFTER UPDATE ON "part_search" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "part_search_log_changes"();--> statement-breakpoint
CREATE TRIGGER "part_search_deleted" AFTER DELETE ON "part_search" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "part_search_log_changes"();--> statement-breakpoint
CREATE TRIGGER "part_search_truncated" AFTER TRUNCATE ON "part_search"
  FOR EACH STATEMENT EXECUTE FUNCTION "part_search_log_changes"();
