CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"icon" text DEFAULT 'engine' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "fitments" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_id" integer NOT NULL,
	"model_id" integer NOT NULL,
	"year_from" integer NOT NULL,
	"year_to" integer NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "interchange_numbers" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_id" integer NOT NULL,
	"number" text NOT NULL,
	"number_normalized" text NOT NULL,
	"kind" text NOT NULL,
	"brand" text
);
--> statement-breakpoint
CREATE TABLE "makes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"first_model_year" integer,
	"country" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "makes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "models" (
	"id" serial PRIMARY KEY NOT NULL,
	"make_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"generation" text,
	"year_from" integer NOT NULL,
	"year_to" integer,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"base_model" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"brand" text NOT NULL,
	"part_number" text NOT NULL,
	"part_number_normalized" text NOT NULL,
	"category_id" integer NOT NULL,
	"image_url" text,
	"rating" numeric(2, 1) DEFAULT '0' NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"specifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_best_seller" boolean DEFAULT false NOT NULL,
	"is_on_sale" boolean DEFAULT false NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"search_extra" text DEFAULT '' NOT NULL,
	"lowest_price_cents" integer,
	"listing_count" integer DEFAULT 0 NOT NULL,
	"fastest_delivery_days" integer,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '')), 'A') ||
        setweight(to_tsvector('simple', coalesce(part_number, '') || ' ' || coalesce(part_number_normalized, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(brand, '')), 'B') ||
        setweight(to_tsvector('english', coalesce(search_extra, '')), 'C') ||
        setweight(to_tsvector('english', coalesce(description, '')), 'D')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parts_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_id" integer NOT NULL,
	"label" text DEFAULT 'Featured' NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_id" integer NOT NULL,
	"author_name" text NOT NULL,
	"rating" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"vehicle" text,
	"verified_purchase" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"role" text NOT NULL,
	"rating" numeric(2, 1) NOT NULL,
	"content" text NOT NULL,
	"avatar_initials" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_price_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"original_price_cents" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" serial PRIMARY KEY NOT NULL,
	"part_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"vendor_sku" text NOT NULL,
	"title" text,
	"price_cents" integer NOT NULL,
	"original_price_cents" integer,
	"shipping_cost_cents" integer DEFAULT 0 NOT NULL,
	"has_free_shipping" boolean DEFAULT false NOT NULL,
	"has_same_day_shipping" boolean DEFAULT false NOT NULL,
	"has_next_day_delivery" boolean DEFAULT false NOT NULL,
	"in_store" boolean DEFAULT false NOT NULL,
	"in_stock" boolean DEFAULT true NOT NULL,
	"stock_quantity" integer,
	"delivery_days_min" integer,
	"delivery_days_max" integer,
	"url" text NOT NULL,
	"source" text DEFAULT 'demo' NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"website" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"has_store_pickup" boolean DEFAULT false NOT NULL,
	"affiliate_template" text,
	"shipping_policy" jsonb,
	"connector" jsonb,
	"feed_url" text,
	"feed_interval_minutes" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "vendors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "click_outs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"listing_id" integer NOT NULL,
	"vendor_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"referrer" text,
	"session_id" text,
	"clicked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"inquiry_type" text NOT NULL,
	"message" text NOT NULL,
	"client_ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_signups_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "waitlist_signups" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waitlist_signups_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guides" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"category" text NOT NULL,
	"make" text NOT NULL,
	"difficulty" text NOT NULL,
	"time_required" text NOT NULL,
	"is_detailed" boolean DEFAULT true NOT NULL,
	"content" jsonb NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(make, '') || ' ' || coalesce(category, '')), 'B') ||
        setweight(to_tsvector('english', coalesce(description, '')), 'C') ||
        setweight(jsonb_to_tsvector('english', content, '["string"]'), 'D')) STORED,
	CONSTRAINT "guides_slug_unique" UNIQUE("slug"),
	CONSTRAINT "guides_path_unique" UNIQUE("path")
);
--> statement-breakpoint
ALTER TABLE "fitments" ADD CONSTRAINT "fitments_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fitments" ADD CONSTRAINT "fitments_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interchange_numbers" ADD CONSTRAINT "interchange_numbers_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "models" ADD CONSTRAINT "models_make_id_makes_id_fk" FOREIGN KEY ("make_id") REFERENCES "public"."makes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parts" ADD CONSTRAINT "parts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_price_history" ADD CONSTRAINT "listing_price_history_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_outs" ADD CONSTRAINT "click_outs_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_outs" ADD CONSTRAINT "click_outs_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_outs" ADD CONSTRAINT "click_outs_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fitments_part_idx" ON "fitments" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "fitments_model_idx" ON "fitments" USING btree ("model_id","year_from","year_to");--> statement-breakpoint
CREATE INDEX "interchange_number_norm_idx" ON "interchange_numbers" USING btree ("number_normalized");--> statement-breakpoint
CREATE INDEX "interchange_number_trgm_idx" ON "interchange_numbers" USING gin ("number_normalized" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "interchange_part_idx" ON "interchange_numbers" USING btree ("part_id");--> statement-breakpoint
CREATE UNIQUE INDEX "models_make_slug_idx" ON "models" USING btree ("make_id","slug");--> statement-breakpoint
CREATE INDEX "models_make_idx" ON "models" USING btree ("make_id");--> statement-breakpoint
CREATE INDEX "parts_search_idx" ON "parts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "parts_number_norm_idx" ON "parts" USING btree ("part_number_normalized");--> statement-breakpoint
CREATE INDEX "parts_number_trgm_idx" ON "parts" USING gin ("part_number_normalized" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "parts_category_idx" ON "parts" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "parts_lowest_price_idx" ON "parts" USING btree ("lowest_price_cents");--> statement-breakpoint
CREATE INDEX "parts_rating_idx" ON "parts" USING btree ("rating","review_count");--> statement-breakpoint
CREATE INDEX "promotions_part_idx" ON "promotions" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "reviews_part_idx" ON "reviews" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "price_history_listing_time_idx" ON "listing_price_history" USING btree ("listing_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_vendor_sku_idx" ON "listings" USING btree ("vendor_id","vendor_sku");--> statement-breakpoint
CREATE INDEX "listings_part_price_idx" ON "listings" USING btree ("part_id","price_cents");--> statement-breakpoint
CREATE INDEX "listings_vendor_idx" ON "listings" USING btree ("vendor_id","part_id");--> statement-breakpoint
CREATE INDEX "click_outs_listing_idx" ON "click_outs" USING btree ("listing_id");--> statement-breakpoint
CREATE INDEX "click_outs_time_idx" ON "click_outs" USING btree ("clicked_at");--> statement-breakpoint
CREATE INDEX "sessions_expiry_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "guides_search_idx" ON "guides" USING gin ("search_vector");