CREATE TYPE "public"."account_type" AS ENUM('USER', 'COMPANY', 'TRANSPORT_COMPANY');--> statement-breakpoint
CREATE TYPE "public"."action_token_purpose" AS ENUM('CONFIRM_EMAIL', 'RESET_PASSWORD');--> statement-breakpoint
CREATE TYPE "public"."bid_status" AS ENUM('PENDING', 'ACCEPTED', 'DECLINED', 'WITHDRAWN');--> statement-breakpoint
CREATE TYPE "public"."delivery_type" AS ENUM('PRIVATE', 'BUSINESS');--> statement-breakpoint
CREATE TYPE "public"."item_type" AS ENUM('PARCEL', 'PET', 'BICYCLE', 'VEHICLE', 'VEHICLE_PART', 'PALLET', 'OTHER');--> statement-breakpoint
CREATE TYPE "public"."transport_status" AS ENUM('OPEN', 'AWARDED', 'IN_TRANSIT', 'DELIVERED', 'CANCELLED', 'EXPIRED');--> statement-breakpoint
CREATE TYPE "public"."vehicle_type" AS ENUM('VAN', 'BOX_TRUCK', 'TRUCK', 'SEMI_TRAILER', 'CAR_TRANSPORTER', 'REFRIGERATED');--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"account_type" "account_type" NOT NULL,
	"address" text,
	"phone" text,
	"tax_id" text,
	"description" text,
	"avatar_key" text,
	"language" text DEFAULT 'en' NOT NULL,
	"email_confirmed_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "action_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" "action_token_purpose" NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "action_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"parent_id" uuid,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"company_id" text NOT NULL,
	"name" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"contact_person" text NOT NULL,
	"email" text NOT NULL,
	"website" text,
	"description" text,
	"cover_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "companies_owner_id_unique" UNIQUE("owner_id")
);
--> statement-breakpoint
CREATE TABLE "company_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"file_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transport_id" uuid NOT NULL,
	"transporter_id" uuid NOT NULL,
	"company_id" uuid,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text NOT NULL,
	"message" text,
	"pickup_date" date,
	"status" "bid_status" DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transport_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"transport_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"type" "item_type" NOT NULL,
	"quantity" integer NOT NULL,
	"weight_kg" double precision NOT NULL,
	"width_cm" double precision NOT NULL,
	"height_cm" double precision NOT NULL,
	"length_cm" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"delivery_type" "delivery_type" NOT NULL,
	"loading_address" text NOT NULL,
	"loading_country" text,
	"loading_lat" double precision,
	"loading_lon" double precision,
	"loading_date" date NOT NULL,
	"loading_flexible" boolean DEFAULT false NOT NULL,
	"delivery_address" text NOT NULL,
	"delivery_country" text,
	"delivery_lat" double precision,
	"delivery_lon" double precision,
	"delivery_date" date NOT NULL,
	"delivery_flexible" boolean DEFAULT false NOT NULL,
	"status" "transport_status" DEFAULT 'OPEN' NOT NULL,
	"vehicle" text,
	"estimated_weight_kg" double precision DEFAULT 0 NOT NULL,
	"estimated_volume_m3" double precision DEFAULT 0 NOT NULL,
	"awarded_bid_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"subject_user_id" uuid NOT NULL,
	"subject_company_id" uuid,
	"transport_id" uuid,
	"rating" integer NOT NULL,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"vehicle_id" uuid NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"speed_kmh" real,
	"heading" real
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"plate" text NOT NULL,
	"type" "vehicle_type" NOT NULL,
	"capacity_kg" double precision NOT NULL,
	"capacity_m3" double precision NOT NULL,
	"tracker_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vehicles_tracker_id_unique" UNIQUE("tracker_id")
);
--> statement-breakpoint
ALTER TABLE "action_tokens" ADD CONSTRAINT "action_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_documents" ADD CONSTRAINT "company_documents_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_transporter_id_users_id_fk" FOREIGN KEY ("transporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transport_items" ADD CONSTRAINT "transport_items_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transports" ADD CONSTRAINT "transports_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_user_id_users_id_fk" FOREIGN KEY ("subject_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_subject_company_id_companies_id_fk" FOREIGN KEY ("subject_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_vehicle_id_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."vehicles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_account_type_idx" ON "users" USING btree ("account_type");--> statement-breakpoint
CREATE INDEX "action_tokens_user_idx" ON "action_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
CREATE INDEX "rate_limit_events_key_idx" ON "rate_limit_events" USING btree ("key","created_at");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_documents_company_idx" ON "company_documents" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bids_transport_transporter_unique" ON "bids" USING btree ("transport_id","transporter_id");--> statement-breakpoint
CREATE INDEX "bids_transporter_idx" ON "bids" USING btree ("transporter_id","updated_at");--> statement-breakpoint
CREATE INDEX "transport_items_transport_idx" ON "transport_items" USING btree ("transport_id","position");--> statement-breakpoint
CREATE INDEX "transports_status_updated_idx" ON "transports" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "transports_owner_idx" ON "transports" USING btree ("owner_id","updated_at");--> statement-breakpoint
CREATE INDEX "transports_loading_date_idx" ON "transports" USING btree ("loading_date");--> statement-breakpoint
CREATE INDEX "reviews_subject_user_idx" ON "reviews" USING btree ("subject_user_id");--> statement-breakpoint
CREATE INDEX "reviews_subject_company_idx" ON "reviews" USING btree ("subject_company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_author_transport_subject_unique" ON "reviews" USING btree ("author_id","transport_id","subject_user_id");--> statement-breakpoint
CREATE INDEX "positions_vehicle_time_idx" ON "positions" USING btree ("vehicle_id","recorded_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "vehicles_company_idx" ON "vehicles" USING btree ("company_id");