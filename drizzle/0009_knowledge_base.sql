CREATE TABLE "cause_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"cause_id" text NOT NULL,
	"part_type_slug" text NOT NULL,
	"role" text NOT NULL,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "cause_rankings" (
	"id" serial PRIMARY KEY NOT NULL,
	"symptom_slug" text,
	"fault_code" text,
	"scope" text NOT NULL,
	"scope_key" text,
	"cause_id" text NOT NULL,
	"rank" integer NOT NULL,
	"likelihood" text NOT NULL,
	"reason" text NOT NULL,
	"check_note" text,
	"difficulty" text,
	"time_min_minutes" integer,
	"time_max_minutes" integer,
	"source_ids" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "cause_rankings_one_subject" CHECK (("cause_rankings"."symptom_slug" is null) <> ("cause_rankings"."fault_code" is null)),
	CONSTRAINT "cause_rankings_scope_key" CHECK (("cause_rankings"."scope" = 'generic') = ("cause_rankings"."scope_key" is null))
);
--> statement-breakpoint
CREATE TABLE "causes" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"summary" text NOT NULL,
	"check" text NOT NULL,
	"fix" text NOT NULL,
	"system" text NOT NULL,
	"difficulty" text NOT NULL,
	"time_min_minutes" integer NOT NULL,
	"time_max_minutes" integer NOT NULL,
	"guide_slugs" text[] DEFAULT '{}' NOT NULL,
	"source_ids" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "causes_time_range" CHECK ("causes"."time_min_minutes" > 0 and "causes"."time_min_minutes" <= "causes"."time_max_minutes")
);
--> statement-breakpoint
CREATE TABLE "engine_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"engine_key" text NOT NULL,
	"make_slug" text NOT NULL,
	"model_slug" text NOT NULL,
	"year_from" integer NOT NULL,
	"year_to" integer,
	"variants" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engine_fluids" (
	"id" serial PRIMARY KEY NOT NULL,
	"engine_key" text NOT NULL,
	"fluid" text NOT NULL,
	"specification" text NOT NULL,
	"approvals" text[] DEFAULT '{}' NOT NULL,
	"viscosities" text[] DEFAULT '{}' NOT NULL,
	"capacity_liters" numeric(5, 2),
	"capacity_note" text,
	"part_type_slug" text NOT NULL,
	"source_ids" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engines" (
	"key" text PRIMARY KEY NOT NULL,
	"make_slug" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"aliases" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fault_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"system" text NOT NULL,
	"symptom_slug" text,
	"common_on_makes" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"publisher" text NOT NULL,
	"kind" text NOT NULL,
	"reference" text
);
--> statement-breakpoint
CREATE TABLE "part_types" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_slug" text NOT NULL,
	"search_terms" text[] NOT NULL,
	"fits_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "symptoms" (
	"slug" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"system" text NOT NULL,
	"aliases" text[] DEFAULT '{}' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "scope" text DEFAULT 'platform' NOT NULL;--> statement-breakpoint
ALTER TABLE "guides" ADD COLUMN "platforms" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "cause_parts" ADD CONSTRAINT "cause_parts_cause_id_causes_id_fk" FOREIGN KEY ("cause_id") REFERENCES "public"."causes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cause_parts" ADD CONSTRAINT "cause_parts_part_type_slug_part_types_slug_fk" FOREIGN KEY ("part_type_slug") REFERENCES "public"."part_types"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cause_rankings" ADD CONSTRAINT "cause_rankings_symptom_slug_symptoms_slug_fk" FOREIGN KEY ("symptom_slug") REFERENCES "public"."symptoms"("slug") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cause_rankings" ADD CONSTRAINT "cause_rankings_fault_code_fault_codes_code_fk" FOREIGN KEY ("fault_code") REFERENCES "public"."fault_codes"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cause_rankings" ADD CONSTRAINT "cause_rankings_cause_id_causes_id_fk" FOREIGN KEY ("cause_id") REFERENCES "public"."causes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_applications" ADD CONSTRAINT "engine_applications_engine_key_engines_key_fk" FOREIGN KEY ("engine_key") REFERENCES "public"."engines"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_fluids" ADD CONSTRAINT "engine_fluids_engine_key_engines_key_fk" FOREIGN KEY ("engine_key") REFERENCES "public"."engines"("key") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engine_fluids" ADD CONSTRAINT "engine_fluids_part_type_slug_part_types_slug_fk" FOREIGN KEY ("part_type_slug") REFERENCES "public"."part_types"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fault_codes" ADD CONSTRAINT "fault_codes_symptom_slug_symptoms_slug_fk" FOREIGN KEY ("symptom_slug") REFERENCES "public"."symptoms"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cause_parts_cause_type_idx" ON "cause_parts" USING btree ("cause_id","part_type_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "cause_rankings_subject_scope_cause_idx" ON "cause_rankings" USING btree (coalesce("symptom_slug", ''),coalesce("fault_code", ''),"scope",coalesce("scope_key", ''),"cause_id");--> statement-breakpoint
CREATE INDEX "cause_rankings_symptom_idx" ON "cause_rankings" USING btree ("symptom_slug","scope","scope_key");--> statement-breakpoint
CREATE INDEX "cause_rankings_code_idx" ON "cause_rankings" USING btree ("fault_code","scope","scope_key");--> statement-breakpoint
CREATE INDEX "engine_applications_model_idx" ON "engine_applications" USING btree ("make_slug","model_slug");--> statement-breakpoint
CREATE INDEX "engine_applications_engine_idx" ON "engine_applications" USING btree ("engine_key");--> statement-breakpoint
CREATE UNIQUE INDEX "engine_fluids_engine_fluid_idx" ON "engine_fluids" USING btree ("engine_key","fluid");--> statement-breakpoint
CREATE INDEX "engines_make_idx" ON "engines" USING btree ("make_slug");