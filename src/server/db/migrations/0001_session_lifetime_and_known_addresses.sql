CREATE TABLE "known_login_addresses" (
	"user_id" uuid NOT NULL,
	"ip" text NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_login_addresses_user_id_ip_pk" PRIMARY KEY("user_id","ip")
);
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "session_started_at" timestamp with time zone;--> statement-breakpoint
-- Sessions that exist already started with the oldest token still kept of their family.
UPDATE "refresh_tokens" SET "session_started_at" = "started"."at" FROM (SELECT "family_id", min("created_at") AS "at" FROM "refresh_tokens" GROUP BY "family_id") AS "started" WHERE "refresh_tokens"."family_id" = "started"."family_id";--> statement-breakpoint
ALTER TABLE "refresh_tokens" ALTER COLUMN "session_started_at" SET NOT NULL;--> statement-breakpoint
-- The addresses that started a session so far are known ones.
INSERT INTO "known_login_addresses" ("user_id", "ip", "last_seen_at") SELECT "user_id", "ip", max("created_at") FROM "refresh_tokens" WHERE "parent_id" IS NULL AND "ip" IS NOT NULL GROUP BY "user_id", "ip";--> statement-breakpoint
ALTER TABLE "known_login_addresses" ADD CONSTRAINT "known_login_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;