CREATE TABLE "reserve_movements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"currency_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(38, 18) NOT NULL,
	"reserve_after" numeric(38, 18) NOT NULL,
	"claim_id" uuid,
	"reference" text,
	"actor_id" integer,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "count_payments" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "reserve_movements" ADD CONSTRAINT "reserve_movements_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "currencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_movements" ADD CONSTRAINT "reserve_movements_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reserve_movements" ADD CONSTRAINT "reserve_movements_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reserve_movements_currency_idx" ON "reserve_movements" USING btree ("currency_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reserve_movements_claim_idx" ON "reserve_movements" USING btree ("claim_id","kind") WHERE claim_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reserve_movements_reference_idx" ON "reserve_movements" USING btree ("reference","kind") WHERE reference is not null;--> statement-breakpoint
-- custom: the ledger's opening (each currency's reserve of the moment becomes its opening movement) and the trigger that keeps movements append-only (docs/decisions/021)
INSERT INTO "reserve_movements" ("currency_id", "kind", "amount", "reserve_after", "reason")
SELECT "id", 'opening', "reserve", "reserve", 'opening balance' FROM "currencies" WHERE "reserve" <> 0 ORDER BY "id";--> statement-breakpoint
CREATE FUNCTION "reserve_movements_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'reserve_movements is append-only: % refused', TG_OP;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "reserve_movements_append_only" BEFORE UPDATE OR DELETE ON "reserve_movements"
FOR EACH ROW EXECUTE FUNCTION "reserve_movements_append_only"();
