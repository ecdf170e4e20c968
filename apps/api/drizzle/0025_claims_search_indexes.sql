-- Trigrams for the claims desk's search (docs/decisions/037-admin-search-by-index.md), in the public
-- schema whatever the search path (the opclass is named by it below). The lock keeps two processes
-- migrating two schemas of one database at once from creating the extension twice.
SELECT pg_advisory_xact_lock(7423025);--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;--> statement-breakpoint
CREATE INDEX "claims_status_created_idx" ON "claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "claims_email_trgm_idx" ON "claims" USING gin ("email" public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "claims_requisites_trgm_idx" ON "claims" USING gin (("from_requisites"::text || ' ' || "to_requisites"::text) public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "claims_id_text_idx" ON "claims" USING btree (("id"::text) text_pattern_ops);