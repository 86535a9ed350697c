CREATE TABLE "delivery_codes" (
	"transport_id" uuid PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_damage_reports" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_damage_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"delivery_id" bigint NOT NULL,
	"reported_by" uuid NOT NULL,
	"text" text NOT NULL,
	"photo_keys" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_photos" (
	"key" text PRIMARY KEY NOT NULL,
	"transport_id" uuid NOT NULL,
	"uploaded_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delivery_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "delivery_records_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transport_id" uuid NOT NULL,
	"recorded_by" uuid NOT NULL,
	"receiver_name" text,
	"receiver_absent" boolean NOT NULL,
	"reservations" text[] NOT NULL,
	"reservation_text" text,
	"photo_keys" text[] NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"vehicle_id" uuid,
	"position_lat" double precision,
	"position_lon" double precision,
	"position_at" timestamp with time zone,
	"distance_m" double precision,
	"prev_hash" text,
	"hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "delivery_codes" ADD CONSTRAINT "delivery_codes_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_damage_reports" ADD CONSTRAINT "delivery_damage_reports_delivery_id_delivery_records_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."delivery_records"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_photos" ADD CONSTRAINT "delivery_photos_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_photos" ADD CONSTRAINT "delivery_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_records" ADD CONSTRAINT "delivery_records_transport_id_transports_id_fk" FOREIGN KEY ("transport_id") REFERENCES "public"."transports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_damage_reports_delivery_idx" ON "delivery_damage_reports" USING btree ("delivery_id","id");--> statement-breakpoint
CREATE INDEX "delivery_photos_transport_idx" ON "delivery_photos" USING btree ("transport_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_records_transport_unique" ON "delivery_records" USING btree ("transport_id");--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_records_hash_unique" ON "delivery_records" USING btree ("hash");--> statement-breakpoint
-- A delivery's record and a damage report are evidence: written once, never changed or removed.
CREATE FUNCTION "refuse_delivery_evidence_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'delivery evidence is immutable: % on % refused', TG_OP, TG_TABLE_NAME;
END
$$;--> statement-breakpoint
CREATE TRIGGER "delivery_records_immutable" BEFORE UPDATE OR DELETE ON "delivery_records" FOR EACH ROW EXECUTE FUNCTION "refuse_delivery_evidence_change"();--> statement-breakpoint
CREATE TRIGGER "delivery_damage_reports_immutable" BEFORE UPDATE OR DELETE ON "delivery_damage_reports" FOR EACH ROW EXECUTE FUNCTION "refuse_delivery_evidence_change"();--> statement-breakpoint
-- Transports already in transit get their code now (new ones get it when transit starts).
INSERT INTO "delivery_codes" ("transport_id", "code")
SELECT "id", lpad(floor(random() * 1000000)::int::text, 6, '0') FROM "transports" WHERE "status" = 'IN_TRANSIT';
