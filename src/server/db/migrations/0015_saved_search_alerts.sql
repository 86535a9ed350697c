-- Issue 26: a new load is matched against the saved searches that could list it rather than
-- against every search (services/notifications/load-matches.ts): each search keeps, computed by the
-- database from its filters, the countries and places each end names ("*" for none), indexed. A
-- first cut of this migration made other indexes; a database that ran it drops them here.
DROP INDEX IF EXISTS "saved_searches_filters_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "saved_searches_any_loading_idx";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "loading_keys" jsonb GENERATED ALWAYS AS (case when jsonb_typeof("filters" -> 'loading') is distinct from 'array' then '["*"]'::jsonb
    when jsonb_array_length("filters" -> 'loading') = 0 then '["*"]'::jsonb
    else jsonb_path_query_array("filters", '$.loading[*].country') || jsonb_path_query_array("filters", '$.loading[*].place') end) STORED;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN IF NOT EXISTS "delivery_keys" jsonb GENERATED ALWAYS AS (case when jsonb_typeof("filters" -> 'delivery') is distinct from 'array' then '["*"]'::jsonb
    when jsonb_array_length("filters" -> 'delivery') = 0 then '["*"]'::jsonb
    else jsonb_path_query_array("filters", '$.delivery[*].country') || jsonb_path_query_array("filters", '$.delivery[*].place') end) STORED;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "saved_searches_loading_keys_idx" ON "saved_searches" USING gin ("loading_keys") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "saved_searches_delivery_keys_idx" ON "saved_searches" USING gin ("delivery_keys") WITH (fastupdate=false);