CREATE TYPE "public"."vehicle_status" AS ENUM('AVAILABLE', 'ON_JOB', 'MAINTENANCE');--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"last_opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "vehicles" ALTER COLUMN "type" SET DATA TYPE text;--> statement-breakpoint
DROP TYPE "public"."vehicle_type";--> statement-breakpoint
CREATE TYPE "public"."vehicle_type" AS ENUM('VAN', 'BOX_TRUCK', 'CURTAIN_SIDER', 'REFRIGERATED', 'FLATBED', 'CAR_CARRIER', 'ANIMAL_TRANSPORT', 'OTHER');--> statement-breakpoint
-- The old kinds map onto the transporter area's list: a TRUCK or a SEMI_TRAILER is a curtain-sider.
ALTER TABLE "vehicles" ALTER COLUMN "type" SET DATA TYPE "public"."vehicle_type" USING (CASE "type" WHEN 'TRUCK' THEN 'CURTAIN_SIDER' WHEN 'SEMI_TRAILER' THEN 'CURTAIN_SIDER' WHEN 'CAR_TRANSPORTER' THEN 'CAR_CARRIER' ELSE "type" END)::"public"."vehicle_type";--> statement-breakpoint
ALTER TABLE "vehicles" ALTER COLUMN "tracker_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "vehicle_id" uuid;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "valid_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transports" ADD COLUMN "item_types" "item_type"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "transports" ADD COLUMN "max_item_long_cm" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transports" ADD COLUMN "max_item_short_cm" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transports" ADD COLUMN "max_item_height_cm" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transports" ADD COLUMN "bid_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "status" "vehicle_status" DEFAULT 'AVAILABLE' NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "cargo_length_cm" double precision;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "cargo_width_cm" double precision;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "cargo_height_cm" double precision;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "carries" "item_type"[];--> statement-breakpoint
-- Vehicles from before the cargo space was asked for get a typical body of their kind (length 2/3 of
-- the derived floor, height by kind), so their volume stays what it was; the fleet page edits them.
UPDATE "vehicles" SET
  "cargo_height_cm" = CASE WHEN "type" = 'VAN' THEN 180 WHEN "type" IN ('CAR_CARRIER', 'FLATBED') THEN 200 ELSE 250 END,
  "carries" = CASE "type"
    WHEN 'REFRIGERATED' THEN ARRAY['PARCEL', 'PALLET', 'OTHER']::"item_type"[]
    WHEN 'FLATBED' THEN ARRAY['VEHICLE', 'VEHICLE_PART', 'PALLET', 'OTHER']::"item_type"[]
    WHEN 'CAR_CARRIER' THEN ARRAY['VEHICLE']::"item_type"[]
    WHEN 'ANIMAL_TRANSPORT' THEN ARRAY['PET']::"item_type"[]
    ELSE ARRAY['PARCEL', 'BICYCLE', 'VEHICLE_PART', 'PALLET', 'OTHER']::"item_type"[]
  END;--> statement-breakpoint
UPDATE "vehicles" SET
  "cargo_width_cm" = round(sqrt("capacity_m3" * 1e6 / "cargo_height_cm" / 3)::numeric, 0),
  "cargo_length_cm" = round(3 * sqrt("capacity_m3" * 1e6 / "cargo_height_cm" / 3)::numeric, 0);--> statement-breakpoint
ALTER TABLE "vehicles" ALTER COLUMN "cargo_length_cm" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ALTER COLUMN "cargo_width_cm" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ALTER COLUMN "cargo_height_cm" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ALTER COLUMN "carries" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_searches_company_idx" ON "saved_searches" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_company_name_unique" ON "saved_searches" USING btree ("company_id",lower("name"));--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transports_open_loading_idx" ON "transports" USING btree ("loading_date","id") WHERE "transports"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "transports_open_created_idx" ON "transports" USING btree ("created_at","id") WHERE "transports"."status" = 'OPEN';--> statement-breakpoint
CREATE INDEX "transports_open_bids_idx" ON "transports" USING btree ("bid_count","id") WHERE "transports"."status" = 'OPEN';--> statement-breakpoint
CREATE UNIQUE INDEX "vehicles_company_plate_unique" ON "vehicles" USING btree ("company_id",upper(regexp_replace("plate", '[^[:alnum:]]', '', 'g')));--> statement-breakpoint
-- The load's shape for the fit rule, from the items of transports created before it was kept.
UPDATE "transports" AS t SET
  "item_types" = i."types",
  "max_item_long_cm" = i."long",
  "max_item_short_cm" = i."short",
  "max_item_height_cm" = i."height"
FROM (
  SELECT "transport_id", array_agg(DISTINCT "type") AS "types", max(greatest("length_cm", "width_cm")) AS "long",
    max(least("length_cm", "width_cm")) AS "short", max("height_cm") AS "height"
  FROM "transport_items" GROUP BY "transport_id"
) AS i WHERE i."transport_id" = t."id";--> statement-breakpoint
-- bid_count: the bids that stand (not WITHDRAWN), kept on the transport by the bids' trigger.
CREATE FUNCTION "bid_counts_on_transport"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "target" uuid := CASE WHEN TG_OP = 'DELETE' THEN OLD."transport_id" ELSE NEW."transport_id" END;
BEGIN
  UPDATE "transports" SET "bid_count" = (
    SELECT count(*) FROM "bids" WHERE "transport_id" = "target" AND "status" <> 'WITHDRAWN'
  ) WHERE "id" = "target";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bids_count_on_transport" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "bids" FOR EACH ROW EXECUTE FUNCTION "bid_counts_on_transport"();--> statement-breakpoint
UPDATE "transports" AS t SET "bid_count" = b."standing"
FROM (SELECT "transport_id", count(*) AS "standing" FROM "bids" WHERE "status" <> 'WITHDRAWN' GROUP BY "transport_id") AS b
WHERE b."transport_id" = t."id";
