CREATE TABLE "chain_blocks" (
	"chain" text NOT NULL,
	"height" integer NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "chain_blocks_chain_height_pk" PRIMARY KEY("chain","height")
);
--> statement-breakpoint
CREATE TABLE "chain_cursors" (
	"chain" text PRIMARY KEY NOT NULL,
	"height" integer NOT NULL,
	"hash" text NOT NULL,
	"tip_height" integer NOT NULL,
	"scanned_at" timestamp with time zone NOT NULL,
	"error" text,
	"error_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chain_keys" (
	"chain" text NOT NULL,
	"xpub" text NOT NULL,
	"next_index" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "chain_keys_chain_xpub_pk" PRIMARY KEY("chain","xpub")
);
--> statement-breakpoint
CREATE TABLE "chain_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"chain" text NOT NULL,
	"txid" text NOT NULL,
	"idx" integer NOT NULL,
	"claim_id" uuid NOT NULL,
	"address" text NOT NULL,
	"asset" text,
	"amount" numeric(38, 18) NOT NULL,
	"block_height" integer NOT NULL,
	"block_hash" text NOT NULL,
	"block_time" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"judged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chain_watches" (
	"currency_id" integer PRIMARY KEY NOT NULL,
	"chain" text NOT NULL,
	"net" text NOT NULL,
	"xpub" text NOT NULL,
	"confirmations" integer DEFAULT 1 NOT NULL,
	"tolerance_percent" numeric(10, 4) DEFAULT '0' NOT NULL,
	"token_contract" text,
	"token_decimals" integer,
	"explorer_tx_url" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "claims_invoice_active_idx";--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "deposit_address" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "deposit_path" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "refund_address" text;--> statement-breakpoint
ALTER TABLE "chain_payments" ADD CONSTRAINT "chain_payments_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chain_watches" ADD CONSTRAINT "chain_watches_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "currencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chain_payments_tx_idx" ON "chain_payments" USING btree ("chain","txid","idx");--> statement-breakpoint
CREATE INDEX "chain_payments_claim_idx" ON "chain_payments" USING btree ("claim_id");--> statement-breakpoint
CREATE INDEX "chain_payments_block_idx" ON "chain_payments" USING btree ("chain","block_height");--> statement-breakpoint
CREATE INDEX "chain_payments_unjudged_idx" ON "chain_payments" USING btree ("chain") WHERE judged_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "claims_deposit_address_idx" ON "claims" USING btree ("deposit_address");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_invoice_active_idx" ON "claims" USING btree ("invoice_id") WHERE status in ('new', 'verification', 'confirming', 'paid', 'processing', 'review', 'completed');