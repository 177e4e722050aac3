CREATE TABLE "alert_part_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"part_id" integer NOT NULL,
	"old_total_cents" integer,
	"new_total_cents" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"confirm_token_hash" text,
	"manage_token" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_subscribers_email_unique" UNIQUE("email"),
	CONSTRAINT "alert_subscribers_confirm_token_hash_unique" UNIQUE("confirm_token_hash"),
	CONSTRAINT "alert_subscribers_manage_token_unique" UNIQUE("manage_token")
);
--> statement-breakpoint
CREATE TABLE "mail_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"dedupe_key" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mail_jobs_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "price_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscriber_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"kind" text NOT NULL,
	"target_cents" integer,
	"reference_cents" integer,
	"armed" boolean DEFAULT true NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"last_fired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_alerts_kind_check" CHECK ("price_alerts"."kind" in ('price', 'stock'))
);
--> statement-breakpoint
ALTER TABLE "feed_runs" ADD COLUMN "unsupported_was_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_subscriber_id_alert_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."alert_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_alerts" ADD CONSTRAINT "price_alerts_part_id_parts_id_fk" FOREIGN KEY ("part_id") REFERENCES "public"."parts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_jobs_due_idx" ON "mail_jobs" USING btree ("run_after") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "price_alerts_one_per_kind_idx" ON "price_alerts" USING btree ("subscriber_id","part_id","kind");--> statement-breakpoint
CREATE INDEX "price_alerts_part_idx" ON "price_alerts" USING btree ("part_id");