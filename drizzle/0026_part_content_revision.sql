CREATE TABLE "part_content_revision" (
	"id" integer PRIMARY KEY NOT NULL,
	"revision" bigint NOT NULL
);
--> statement-breakpoint
INSERT INTO "part_content_revision" ("id", "revision") VALUES (1, 1);--> statement-breakpoint
-- What a part page shows besides its offers moves this counter, whoever writes it. One move per
-- writing transaction: the first change takes the row lock and holds it to commit, so a reader that
-- sees revision N sees every change counted up to N; a transaction-local setting marks the move made,
-- so a statement that changes thousands of rows (or a row trigger firing per row) updates it once.
CREATE FUNCTION "part_content_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('pitlane.part_content_moved', true) = 'on' THEN RETURN NULL; END IF;
  UPDATE part_content_revision SET revision = revision + 1 WHERE id = 1;
  PERFORM set_config('pitlane.part_content_moved', 'on', true);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "part_content_parts_added_or_removed" AFTER INSERT OR DELETE OR TRUNCATE ON "parts"
  FOR EACH STATEMENT EXECUTE FUNCTION "part_content_changed"();--> statement-breakpoint
-- Not the columns offers derive (lowest price, best total, offer count, fastest delivery, the search
-- text): feed runs and price updates rewrite those, and must not empty the part pages' memory.
CREATE TRIGGER "part_content_parts_edited" AFTER UPDATE OF
    "id", "slug", "name", "description", "brand", "part_number", "part_number_normalized", "category_id", "part_type",
    "image_url", "rating", "review_count", "features", "tags", "specifications", "is_best_seller", "is_on_sale", "is_premium"
  ON "parts" FOR EACH STATEMENT EXECUTE FUNCTION "part_content_changed"();--> statement-breakpoint
-- "You may also like" lists only parts with offers: a part gaining its first offer or losing its
-- last changes other parts' pages. Per row, so the many price updates that keep a part's offers leave it be.
CREATE TRIGGER "part_content_parts_offered" AFTER UPDATE OF "listing_count" ON "parts"
  FOR EACH ROW WHEN ((OLD.listing_count > 0) IS DISTINCT FROM (NEW.listing_count > 0))
  EXECUTE FUNCTION "part_content_changed"();--> statement-breakpoint
CREATE TRIGGER "part_content_categories" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "part_content_changed"();--> statement-breakpoint
CREATE TRIGGER "part_content_makes" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "makes"
  FOR EACH STATEMENT EXECUTE FUNCTION "part_content_changed"();--> statement-breakpoint
CREATE TRIGGER "part_content_models" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "models"
  FOR EACH STATEMENT EXECUTE FUNCTION "part_content_changed"();--> statement-breakpoint
CREATE TRIGGER "part_content_fitments" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "fitments"
  FOR EACH STATEMENT EXECUTE FUNCTION "part_content_changed"();--> statement-breakpoint
CREATE TRIGGER "part_content_interchange_numbers" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "interchange_numbers"
  FOR EACH STATEMENT EXECUTE FUNCTION "part_content_changed"();--> statement-breakpoint
CREATE TRIGGER "part_content_reviews" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION "part_content_changed"();
