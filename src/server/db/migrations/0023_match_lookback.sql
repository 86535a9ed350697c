-- Issue 26's look-back digest: a saved search's instant alert mails its first load at once, and the
-- loads that follow while it is unread in one mail per 15 minutes (services/notifications/match-lookback.ts).
-- Each notification keeps how many of its loads the mails told and when the last went; the partial
-- index holds only the alerts with loads still untold.
ALTER TABLE "notifications" ADD COLUMN "mailed_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "mailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notifications_lookback_due_idx" ON "notifications" USING btree ("updated_at") WHERE "notifications"."kind" = 'loadMatched' and "notifications"."read_at" is null and "notifications"."count" > "notifications"."mailed_count";