-- Issue 25: a bid's update recounts the bids that stand on its transport only when its status
-- changed. bids.place's upsert names every column of the offer, status included, on every write, so
-- `UPDATE OF "status"` fired for every changed amount: a count of the transport's bids and one more
-- write of the transport row, for the same number.
DROP TRIGGER "bids_count_on_transport" ON "bids";--> statement-breakpoint
CREATE TRIGGER "bids_count_on_transport" AFTER INSERT OR DELETE ON "bids" FOR EACH ROW EXECUTE FUNCTION "bid_counts_on_transport"();--> statement-breakpoint
CREATE TRIGGER "bids_count_on_status_change" AFTER UPDATE OF "status" ON "bids" FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status") EXECUTE FUNCTION "bid_counts_on_transport"();
