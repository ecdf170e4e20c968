CREATE TABLE "reserve_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"currency_id" integer NOT NULL,
	"before" numeric(38, 18) NOT NULL,
	"after" numeric(38, 18) NOT NULL,
	"actor_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reserve_adjustments" ADD CONSTRAINT "reserve_adjustments_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_adjustments" ADD CONSTRAINT "reserve_adjustments_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reserve_adjustments_currency_idx" ON "reserve_adjustments" USING btree ("currency_id","id");