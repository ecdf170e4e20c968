ALTER TABLE "currencies" ADD COLUMN "held" numeric(38, 18) DEFAULT '0' NOT NULL;--> statement-breakpoint
UPDATE "currencies" SET "held" = COALESCE((SELECT sum("to_amount") FROM "claims" WHERE "claims"."to_id" = "currencies"."id" AND "claims"."status" IN ('new', 'verification', 'paid', 'processing')), 0);
