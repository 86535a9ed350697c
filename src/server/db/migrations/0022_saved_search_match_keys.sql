-- Issue 26: a new load finds the saved searches that could list it with one index probe per pair of
-- what its two ends admit (services/notifications/load-matches.ts), not one per key of its loading
-- end: each search keeps every pair "loading>delivery" of what its ends name ("RS", "Tuzla|BA", or
-- "*" for anywhere), and saved_search_places keeps each named place with the largest radius around
-- it, so a load asks only for the places whose circle may reach it. Replaces 0015's two key columns.
CREATE FUNCTION "saved_search_end_keys"("side" jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  select case when jsonb_typeof(side) is distinct from 'array' or jsonb_array_length(side) = 0 then array['*']
    else array(select distinct case when f ? 'place' then concat(f ->> 'place', '|', f ->> 'country') else f ->> 'country' end
      from jsonb_array_elements(side) as f where jsonb_typeof(f) = 'object' and f ->> 'country' is not null) end
$$;--> statement-breakpoint
CREATE FUNCTION "saved_search_match_keys"("filters" jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  select coalesce(jsonb_agg(l || '>' || d), '[]'::jsonb)
  from unnest(saved_search_end_keys(filters -> 'loading')) as l, unnest(saved_search_end_keys(filters -> 'delivery')) as d
$$;--> statement-breakpoint
CREATE TABLE "saved_search_places" (
	"side" text NOT NULL,
	"place_key" text NOT NULL,
	"radius_km" double precision NOT NULL,
	CONSTRAINT "saved_search_places_side_place_key_pk" PRIMARY KEY("side","place_key")
);
--> statement-breakpoint
CREATE FUNCTION "saved_search_places_note"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO saved_search_places (side, place_key, radius_km)
  SELECT e.side, concat(f ->> 'place', '|', f ->> 'country'), max((f ->> 'radiusKm')::float8)
  FROM changed AS s
  CROSS JOIN LATERAL (VALUES ('loading', s.filters -> 'loading'), ('delivery', s.filters -> 'delivery')) AS e(side, places)
  CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(e.places) = 'array' THEN e.places ELSE '[]'::jsonb END) AS f
  WHERE jsonb_typeof(f) = 'object' AND f ? 'place'
    AND CASE WHEN jsonb_typeof(f -> 'radiusKm') = 'number' THEN (f ->> 'radiusKm')::numeric BETWEEN -1e300 AND 1e300 ELSE false END
  GROUP BY 1, 2
  ON CONFLICT (side, place_key) DO UPDATE SET radius_km = excluded.radius_km WHERE saved_search_places.radius_km < excluded.radius_km;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "saved_search_places_on_insert" AFTER INSERT ON "saved_searches" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "saved_search_places_note"();--> statement-breakpoint
CREATE TRIGGER "saved_search_places_on_update" AFTER UPDATE ON "saved_searches" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "saved_search_places_note"();--> statement-breakpoint
DROP INDEX "saved_searches_loading_keys_idx";--> statement-breakpoint
DROP INDEX "saved_searches_delivery_keys_idx";--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN "loading_keys";--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN "delivery_keys";--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "match_keys" jsonb GENERATED ALWAYS AS (saved_search_match_keys(filters)) STORED;--> statement-breakpoint
CREATE INDEX "saved_searches_match_keys_idx" ON "saved_searches" USING gin ("match_keys") WITH (fastupdate=false);--> statement-breakpoint
-- The searches saved before this migration: their places, as the trigger notes those saved after it.
UPDATE "saved_searches" SET "alerts" = "alerts" WHERE "filters" @? '$.loading[*].place' OR "filters" @? '$.delivery[*].place';
