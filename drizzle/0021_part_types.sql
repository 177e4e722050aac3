ALTER TABLE "parts" ADD COLUMN "part_type" text;--> statement-breakpoint
ALTER TABLE "search_synonyms" ADD COLUMN "part_types" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_synonyms" ADD COLUMN "kind" text;