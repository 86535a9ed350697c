-- Issue 26: a new load is matched against the saved searches that could list it, found through
-- these indexes (services/notifications/load-matches.ts) rather than by reading every search.
CREATE INDEX "saved_searches_filters_idx" ON "saved_searches" USING gin ("filters" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "saved_searches_any_loading_idx" ON "saved_searches" USING btree ("id") WHERE ("saved_searches"."filters" -> 'loading') = '[]'::jsonb;