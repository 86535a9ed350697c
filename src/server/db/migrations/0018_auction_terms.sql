-- Transports posted before auction terms close their bidding at the end of the day before loading (UTC).
ALTER TABLE "transports" ADD COLUMN "bidding_ends_at" timestamp with time zone;--> statement-breakpoint
UPDATE "transports" SET "bidding_ends_at" = ("loading_date"::timestamp - interval '1 millisecond') AT TIME ZONE 'UTC';--> statement-breakpoint
ALTER TABLE "transports" ALTER COLUMN "bidding_ends_at" SET NOT NULL;--> statement-breakpoint
-- A row written without one (scripts and benches that insert SQL directly) gets the same default.
CREATE FUNCTION "transports_default_bidding_end"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."bidding_ends_at" := (NEW."loading_date"::timestamp - interval '1 millisecond') AT TIME ZONE 'UTC';
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "transports_bidding_end_default" BEFORE INSERT ON "transports" FOR EACH ROW WHEN (NEW."bidding_ends_at" IS NULL) EXECUTE FUNCTION "transports_default_bidding_end"();--> statement-breakpoint
ALTER TABLE "transports" ADD COLUMN "budget_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "transports" ADD COLUMN "budget_currency" text;--> statement-breakpoint
ALTER TABLE "transports" ADD COLUMN "book_now_amount" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "transports" ADD COLUMN "book_now_currency" text;