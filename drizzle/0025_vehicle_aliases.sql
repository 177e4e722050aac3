CREATE TABLE "vehicle_aliases" (
	"id" serial PRIMARY KEY NOT NULL,
	"alias_key" text NOT NULL,
	"alias" text NOT NULL,
	"model_id" integer NOT NULL,
	"year_from" integer NOT NULL,
	"year_to" integer,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicle_aliases_source_check" CHECK ("vehicle_aliases"."source" in ('model', 'generation', 'variant', 'vpic', 'nickname', 'console')),
	CONSTRAINT "vehicle_aliases_years" CHECK ("vehicle_aliases"."year_to" is null or "vehicle_aliases"."year_from" <= "vehicle_aliases"."year_to")
);
--> statement-breakpoint
ALTER TABLE "vehicle_aliases" ADD CONSTRAINT "vehicle_aliases_model_id_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "vehicle_aliases_key_model_idx" ON "vehicle_aliases" USING btree ("alias_key","model_id");--> statement-breakpoint
CREATE INDEX "vehicle_aliases_model_idx" ON "vehicle_aliases" USING btree ("model_id");