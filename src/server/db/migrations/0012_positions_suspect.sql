-- Issue 22: an implausible jump is stored marked, and the live snapshot skips it; with the mark in
-- the unique index's INCLUDE the snapshot stays an index-only scan (0010). The new column's default
-- is a constant: adding it rewrites nothing.
ALTER TABLE "positions" ADD COLUMN "suspect" boolean DEFAULT false NOT NULL;--> statement-breakpoint
DROP INDEX "positions_vehicle_time_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "positions_vehicle_time_unique" ON "positions" USING btree ("vehicle_id","recorded_at" DESC NULLS LAST) INCLUDE ("lat","lon","suspect");
