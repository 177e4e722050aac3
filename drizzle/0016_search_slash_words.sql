-- A slash separates words in the catalog's vectors: "M96/M97" was one path-like token, so a search
-- for the engine code M96 never found "Oil Filter Kit for Porsche M96/M97 Flat-Six".
ALTER TABLE "parts" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('catalog_english', translate(coalesce(name, ''), '/', ' ')), 'A') ||
        setweight(to_tsvector('simple', coalesce(part_number, '') || ' ' || coalesce(part_number_normalized, '')), 'A') ||
        setweight(to_tsvector('catalog_english', coalesce(brand, '')), 'B') ||
        setweight(to_tsvector('catalog_english', translate(coalesce(search_extra, ''), '/', ' ')), 'C') ||
        setweight(to_tsvector('catalog_english', translate(coalesce(description, ''), '/', ' ')), 'D')) STORED;--> statement-breakpoint
-- Hand-written from here: dropping the column dropped its index; part_search copies the vector.
CREATE INDEX IF NOT EXISTS "parts_search_idx" ON "parts" USING gin ("search_vector");--> statement-breakpoint
UPDATE "part_search" AS s SET "search_vector" = p."search_vector" FROM "parts" AS p
  WHERE p."id" = s."part_id" AND s."search_vector" IS DISTINCT FROM p."search_vector";
