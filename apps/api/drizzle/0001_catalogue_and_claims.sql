CREATE TABLE "catalogue_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" uuid NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_type" text NOT NULL,
	"actor_id" text,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY NOT NULL,
	"direction_id" integer NOT NULL,
	"from_id" integer NOT NULL,
	"to_id" integer NOT NULL,
	"from_amount" numeric(38, 18) NOT NULL,
	"to_amount" numeric(38, 18) NOT NULL,
	"course" numeric(38, 18) NOT NULL,
	"status" text NOT NULL,
	"email" text NOT NULL,
	"from_requisites" jsonb NOT NULL,
	"to_requisites" jsonb NOT NULL,
	"promocode" text,
	"referral" text,
	"user_id" integer,
	"locale" text NOT NULL,
	"verification_required" boolean DEFAULT false NOT NULL,
	"payout_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"ticker" text NOT NULL,
	"name" jsonb NOT NULL,
	"network_code" text,
	"network_name" text,
	"group_key" text NOT NULL,
	"precision" integer NOT NULL,
	"logo" text NOT NULL,
	"filters" jsonb NOT NULL,
	"reserve" numeric(38, 18) DEFAULT '0' NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payin" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currencies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "currency_cities" (
	"currency_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	CONSTRAINT "currency_cities_currency_id_city_id_pk" PRIMARY KEY("currency_id","city_id")
);
--> statement-breakpoint
CREATE TABLE "directions" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_id" integer NOT NULL,
	"to_id" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"course_source" text NOT NULL,
	"manual_course" numeric(38, 18),
	"course_formula" text,
	"margin_percent" numeric(10, 4) DEFAULT '0' NOT NULL,
	"from_min" numeric(38, 18),
	"from_max" numeric(38, 18),
	"to_min" numeric(38, 18),
	"to_max" numeric(38, 18),
	"bonus" numeric(10, 4) DEFAULT '0' NOT NULL,
	"notify" jsonb DEFAULT '{"ru":"","en":""}'::jsonb NOT NULL,
	"notify_from" jsonb DEFAULT '{"ru":"","en":""}'::jsonb NOT NULL,
	"notify_to" jsonb DEFAULT '{"ru":"","en":""}'::jsonb NOT NULL,
	"congestion_from" boolean DEFAULT false NOT NULL,
	"congestion_to" boolean DEFAULT false NOT NULL,
	"congestion_text" jsonb DEFAULT '{"ru":"","en":""}'::jsonb NOT NULL,
	"lifetime_minutes" integer DEFAULT 30 NOT NULL,
	"verification_required" boolean DEFAULT false NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_feeds" (
	"feed_id" text PRIMARY KEY NOT NULL,
	"last_success_at" timestamp with time zone,
	"last_error_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "rate_quotes" (
	"feed_id" text NOT NULL,
	"symbol" text NOT NULL,
	"rate" numeric(38, 18) NOT NULL,
	"as_of" timestamp with time zone NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_quotes_feed_id_symbol_pk" PRIMARY KEY("feed_id","symbol")
);
--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_direction_id_directions_id_fk" FOREIGN KEY ("direction_id") REFERENCES "directions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_from_id_currencies_id_fk" FOREIGN KEY ("from_id") REFERENCES "currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_to_id_currencies_id_fk" FOREIGN KEY ("to_id") REFERENCES "currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_cities" ADD CONSTRAINT "currency_cities_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "currencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "currency_cities" ADD CONSTRAINT "currency_cities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directions" ADD CONSTRAINT "directions_from_id_currencies_id_fk" FOREIGN KEY ("from_id") REFERENCES "currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directions" ADD CONSTRAINT "directions_to_id_currencies_id_fk" FOREIGN KEY ("to_id") REFERENCES "currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_events_claim_idx" ON "claim_events" USING btree ("claim_id","id");--> statement-breakpoint
CREATE INDEX "claims_to_status_idx" ON "claims" USING btree ("to_id","status");--> statement-breakpoint
CREATE INDEX "claims_status_expires_idx" ON "claims" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "claims_email_idx" ON "claims" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "directions_pair_idx" ON "directions" USING btree ("from_id","to_id");
--> statement-breakpoint
INSERT INTO "catalogue_state" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
