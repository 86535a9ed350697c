CREATE TABLE "price_band_companies" (
	"level" text NOT NULL,
	"lane" text NOT NULL,
	"distance_band" smallint NOT NULL,
	"weight_band" smallint NOT NULL,
	"item_types" text NOT NULL,
	"month" date NOT NULL,
	"company_id" uuid NOT NULL,
	CONSTRAINT "price_band_companies_pk" PRIMARY KEY("level","lane","distance_band","weight_band","item_types","company_id","month")
);
--> statement-breakpoint
CREATE TABLE "price_band_stats" (
	"level" text NOT NULL,
	"lane" text NOT NULL,
	"distance_band" smallint NOT NULL,
	"weight_band" smallint NOT NULL,
	"item_types" text NOT NULL,
	"month" date NOT NULL,
	"awards" integer NOT NULL,
	"counts" integer[] NOT NULL,
	CONSTRAINT "price_band_stats_pk" PRIMARY KEY("level","lane","distance_band","weight_band","item_types","month")
);
