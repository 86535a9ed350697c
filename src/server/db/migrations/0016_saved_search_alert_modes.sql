-- Issue 26: a saved search alerts at once, in a daily digest at 07:00, or not at all.
ALTER TABLE "saved_searches" ADD COLUMN "alerts" text DEFAULT 'instant' NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_alerts_check" CHECK ("alerts" in ('instant', 'daily', 'off'));
