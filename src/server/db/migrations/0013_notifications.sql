-- Issue 26: notifications, written in the transaction of the change that causes them; the mail
-- queue carries a notification's unsubscribe headers. Every new or changed notification tells the
-- listening server processes whose bell to update, on commit, through NOTIFY (PGlite's own
-- listener hears it the same way in-process: services/notifications/notification-signals.ts).
CREATE TABLE "notification_events" (
	"user_id" uuid NOT NULL,
	"event_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_events_user_id_event_key_pk" PRIMARY KEY("user_id","event_key")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"channels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quiet_enabled" boolean DEFAULT true NOT NULL,
	"quiet_from" smallint DEFAULT 1320 NOT NULL,
	"quiet_to" smallint DEFAULT 420 NOT NULL,
	"time_zone" text DEFAULT 'Europe/Sarajevo' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"subject_key" text NOT NULL,
	"transport_id" uuid,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_queue" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "notification_events" ADD CONSTRAINT "notification_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_events_created_idx" ON "notification_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_latest_idx" ON "notifications" USING btree ("user_id","updated_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_unread_subject_unique" ON "notifications" USING btree ("user_id","kind","subject_key") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_read_idx" ON "notifications" USING btree ("read_at") WHERE "notifications"."read_at" is not null;--> statement-breakpoint
CREATE FUNCTION "tovar_notification_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tovar_notifications', NEW.user_id::text);
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_changed_notify" AFTER INSERT OR UPDATE ON "notifications" FOR EACH ROW EXECUTE FUNCTION "tovar_notification_changed"();
