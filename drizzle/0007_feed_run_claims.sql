ALTER TABLE "feed_runs" ADD COLUMN "heartbeat_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feed_runs" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
-- Runs an older release left running when its process died: all but each vendor's latest are failed, so the index below can hold.
UPDATE "feed_runs" SET "status" = 'failed', "finished_at" = coalesce("finished_at", now()), "error" = 'the process running it stopped before it finished; nothing was changed' WHERE "status" = 'running' AND "id" NOT IN (SELECT max("id") FROM "feed_runs" WHERE "status" = 'running' GROUP BY "vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_runs_one_running_idx" ON "feed_runs" USING btree ("vendor_id") WHERE status = 'running';