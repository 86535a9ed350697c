-- The load search's radius filters and its empty-km order: a box around the circle is answered by
-- this index on the OPEN loads' loading point (lon, lat) before the exact distance is computed.
CREATE INDEX "transports_open_loading_point_idx" ON "transports" USING gist (point("loading_lon", "loading_lat")) WHERE "transports"."status" = 'OPEN';
