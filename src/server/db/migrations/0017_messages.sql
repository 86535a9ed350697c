CREATE TABLE "message_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" bigint,
	"thread_id" uuid,
	"reporter_id" uuid NOT NULL,
	"author_id" uuid,
	"reason" text NOT NULL,
	"note" text,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"handled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "message_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transport_id" uuid,
	"customer_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"revealed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"last_message_id" bigint,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_unread" integer DEFAULT 0 NOT NULL,
	"company_unread" integer DEFAULT 0 NOT NULL,
	"customer_read_id" bigint DEFAULT 0 NOT NULL,
	"company_read_id" bigint DEFAULT 0 NOT NULL,
	"customer_mailed_id" bigint DEFAULT 0 NOT NULL,
	"company_mailed_id" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"thread_id" uuid NOT NULL,
	"author_id" uuid,
	"side" text NOT NULL,
	"kind" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"masked" boolean DEFAULT false NOT NULL,
	"offer_amount" numeric(12, 2),
	"offer_currency" text,
	"offer_until" timestamp with time zone,
	"offer_state" text,
	"file_key" text,
	"file_name" text,
	"file_type" text,
	"file_size" integer,
	"system_event" text,
	"params" jsonb,
	"answered_publicly" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "public_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transport_id" uuid NOT NULL,
	"question_id" bigint,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_reports" ADD CONSTRAINT "message_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_answers" ADD CONSTRAINT "public_answers_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_answers" ADD CONSTRAINT "public_answers_question_id_messages_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "message_reports_message_reporter_unique" ON "message_reports" USING btree ("message_id","reporter_id");--> statement-breakpoint
CREATE INDEX "message_reports_open_idx" ON "message_reports" USING btree ("created_at") WHERE "message_reports"."handled_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "message_threads_transport_company_unique" ON "message_threads" USING btree ("transport_id","company_id");--> statement-breakpoint
CREATE INDEX "message_threads_customer_latest_idx" ON "message_threads" USING btree ("customer_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "message_threads_company_latest_idx" ON "message_threads" USING btree ("company_id","last_message_at","id");--> statement-breakpoint
CREATE INDEX "message_threads_customer_unread_idx" ON "message_threads" USING btree ("customer_id") WHERE "message_threads"."customer_unread" > 0;--> statement-breakpoint
CREATE INDEX "message_threads_company_unread_idx" ON "message_threads" USING btree ("company_id") WHERE "message_threads"."company_unread" > 0;--> statement-breakpoint
CREATE INDEX "message_threads_closed_idx" ON "message_threads" USING btree ("closed_at") WHERE "message_threads"."closed_at" is not null;--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("thread_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_file_key_unique" ON "messages" USING btree ("file_key") WHERE "messages"."file_key" is not null;--> statement-breakpoint
CREATE INDEX "public_answers_transport_idx" ON "public_answers" USING btree ("transport_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "public_answers_question_unique" ON "public_answers" USING btree ("question_id");