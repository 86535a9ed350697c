-- Live tracking: positions stored once per (vehicle, device time), each vehicle's latest position at hand,
-- a vehicle's sharing pause, and the customer's share links for the recipient.
CREATE TABLE "latest_positions" (
	"vehicle_id" uuid PRIMARY KEY NOT NULL,
	"position_id" bigint NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"speed_kmh" real,
	"heading" real,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_shares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transport_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tracking_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
DELETE FROM "positions" AS "p" USING "positions" AS "q" WHERE "p"."vehicle_id" = "q"."vehicle_id" AND "p"."recorded_at" = "q"."recorded_at" AND "p"."id" > "q"."id";--> statement-breakpoint
DROP INDEX "positions_vehicle_time_idx";--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "altitude_m" real;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "accuracy_m" real;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "battery_pct" real;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "received_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "vehicles" ADD COLUMN "sharing_paused" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "latest_positions" ADD CONSTRAINT "latest_positions_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_shares" ADD CONSTRAINT "tracking_shares_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_shares" ADD CONSTRAINT "tracking_shares_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracking_shares_transport_idx" ON "tracking_shares" USING btree ("transport_id");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_vehicle_time_unique" ON "positions" USING btree ("vehicle_id","recorded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "positions_received_idx" ON "positions" USING btree ("received_at");--> statement-breakpoint
INSERT INTO "latest_positions" ("vehicle_id", "position_id", "recorded_at", "lat", "lon", "speed_kmh", "heading")
SELECT DISTINCT ON ("vehicle_id") "vehicle_id", "id", "recorded_at", "lat", "lon", "speed_kmh", "heading"
FROM "positions" ORDER BY "vehicle_id", "recorded_at" DESC;
