DROP INDEX "mail_outbox_due_idx";--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "client_ip" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "claims_client_ip_idx" ON "claims" USING btree ("client_ip","status");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("status","priority","next_attempt_at");--> statement-breakpoint
-- custom: messages already queued keep their order of kind: every template but the claim mails is an account or staff mail, sent first (decision 027)
UPDATE "mail_outbox" SET "priority" = 0 WHERE "template" NOT IN ('claim_created', 'claim_status');
