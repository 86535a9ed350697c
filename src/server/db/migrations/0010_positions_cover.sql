-- The live snapshot reads each vehicle's newest points by (vehicle, recorded_at desc) and needs only
-- their coordinates: with lat and lon in the unique index it is an index-only scan, not one heap
-- page per point (issue 11). Same name, same key: duplicates are still refused by it.
DROP INDEX "positions_vehicle_time_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "positions_vehicle_time_unique" ON "positions" USING btree ("vehicle_id","recorded_at" DESC NULLS LAST) INCLUDE ("lat","lon");
