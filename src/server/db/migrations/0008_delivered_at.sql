-- When a transport was delivered: reviews may be left for 30 days from it. Transports delivered
-- before this column existed take their last change (the move to DELIVERED) as that moment.
ALTER TABLE "transports" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
UPDATE "transports" SET "delivered_at" = "updated_at" WHERE "status" = 'DELIVERED';
