DROP INDEX "claims_created_idx";--> statement-breakpoint
DROP INDEX "claims_status_created_idx";--> statement-breakpoint
CREATE INDEX "claims_created_id_idx" ON "claims" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "claims_status_created_id_idx" ON "claims" USING btree ("status","created_at","id");