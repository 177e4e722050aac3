-- Guides are searched with the catalog's configuration (catalog_english, migration 0013), and fault
-- codes and engine applications name their sources like the rest of the knowledge base.
ALTER TABLE "guides" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('catalog_english', coalesce(title, '')), 'A') ||
        setweight(to_tsvector('catalog_english', coalesce(make, '') || ' ' || coalesce(category, '')), 'B') ||
        setweight(to_tsvector('catalog_english', coalesce(description, '')), 'C') ||
        setweight(jsonb_to_tsvector('catalog_english', content, '["string"]'), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "engine_applications" ADD COLUMN "source_ids" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "fault_codes" ADD COLUMN "source_ids" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- Hand-written: dropping the column dropped its index.
CREATE INDEX IF NOT EXISTS "guides_search_idx" ON "guides" USING gin ("search_vector");
