ALTER TABLE "transports" ADD COLUMN "transit_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "transports" ADD COLUMN "pickup_reached_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracking_shares" ADD COLUMN "label" text;--> statement-breakpoint
ALTER TABLE "tracking_shares" ADD COLUMN "shows_delivery_code" boolean DEFAULT false NOT NULL;