DROP INDEX "transports_owner_idx";--> statement-breakpoint
CREATE INDEX "transports_owner_activity_idx" ON "transports" USING btree ("owner_id","updated_at","id");
--> statement-breakpoint
-- A bid is activity on its transport: every bid written moves the transport's updated_at, so lists
-- ordered by latest activity read through the owner index instead of aggregating the bids table.
CREATE FUNCTION "bid_touches_transport"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "transports" SET "updated_at" = NEW."updated_at" WHERE "id" = NEW."transport_id" AND "updated_at" < NEW."updated_at";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bids_touch_transport" AFTER INSERT OR UPDATE OF "updated_at" ON "bids" FOR EACH ROW EXECUTE FUNCTION "bid_touches_transport"();--> statement-breakpoint
UPDATE "transports" AS t SET "updated_at" = b."latest" FROM (SELECT "transport_id", max("updated_at") AS "latest" FROM "bids" GROUP BY "transport_id") AS b WHERE b."transport_id" = t."id" AND t."updated_at" < b."latest";
