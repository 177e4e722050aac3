-- Accents fold the same way in the catalog's vectors and in queries: catalog_english is English with
-- unaccent before stemming (Lemförder is stored and searched as lemforder). Written by hand: drizzle-kit
-- emits neither extensions nor text search configurations.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_ts_config WHERE cfgname = 'catalog_english') THEN
    CREATE TEXT SEARCH CONFIGURATION catalog_english (COPY = english);
    ALTER TEXT SEARCH CONFIGURATION catalog_english ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
  END IF;
END $$;--> statement-breakpoint
CREATE TABLE "search_synonyms" (
	"id" serial PRIMARY KEY NOT NULL,
	"term" text NOT NULL,
	"alternatives" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_synonyms_term_unique" UNIQUE("term")
);
--> statement-breakpoint
ALTER TABLE "parts" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "parts" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('catalog_english', coalesce(name, '')), 'A') ||
        setweight(to_tsvector('simple', coalesce(part_number, '') || ' ' || coalesce(part_number_normalized, '')), 'A') ||
        setweight(to_tsvector('catalog_english', coalesce(brand, '')), 'B') ||
        setweight(to_tsvector('catalog_english', coalesce(search_extra, '')), 'C') ||
        setweight(to_tsvector('catalog_english', coalesce(description, '')), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "models" ADD COLUMN "engine_codes" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
-- Hand-written from here: dropping the column dropped its index; part_search copies the vector.
CREATE INDEX IF NOT EXISTS "parts_search_idx" ON "parts" USING gin ("search_vector");--> statement-breakpoint
UPDATE "part_search" AS s SET "search_vector" = p."search_vector" FROM "parts" AS p
  WHERE p."id" = s."part_id" AND s."search_vector" IS DISTINCT FROM p."search_vector";--> statement-breakpoint
-- Shop words and what the catalog calls them (operators edit these later).
INSERT INTO "search_synonyms" ("term", "alternatives") VALUES
  ('shocks', '["shock absorber", "strut", "damper"]'),
  ('shock', '["shock absorber", "strut", "damper"]'),
  ('rotors', '["brake disc", "rotor"]'),
  ('rotor', '["brake disc"]'),
  ('brake discs', '["rotor"]'),
  ('brake disc', '["rotor"]'),
  ('plugs', '["spark plug"]'),
  ('wipers', '["wiper blade"]'),
  ('wiper', '["wiper blade"]'),
  ('coilovers', '["coilover", "suspension kit"]'),
  ('coilover', '["suspension kit"]'),
  ('control arm', '["wishbone"]'),
  ('wishbone', '["control arm"]'),
  ('oem', '["genuine", "oe"]'),
  ('oe', '["genuine", "oem"]'),
  ('genuine', '["oem", "oe"]')
ON CONFLICT ("term") DO NOTHING;
