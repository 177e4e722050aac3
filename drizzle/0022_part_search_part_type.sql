ALTER TABLE "part_search" ADD COLUMN "part_type" text;--> statement-breakpoint
-- Hand-written: rows already in part_search take their part's type now rather than at its next change.
UPDATE "part_search" AS s SET "part_type" = p."part_type" FROM "parts" AS p
  WHERE p."id" = s."part_id" AND s."part_type" IS DISTINCT FROM p."part_type";
