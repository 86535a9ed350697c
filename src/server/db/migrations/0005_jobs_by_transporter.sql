-- The transporter's jobs: its ACCEPTED bids, newest move first, read page by page (keyset on updated_at, id).
CREATE INDEX "bids_transporter_status_activity_idx" ON "bids" USING btree ("transporter_id","status","updated_at","id");
