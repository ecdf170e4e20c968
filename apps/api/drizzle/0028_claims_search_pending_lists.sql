-- The trigram indexes' pending lists kept to 256 kB (docs/decisions/037-admin-search-by-index.md):
-- every search reads the list whole. Set in place (instant), not by recreating the indexes.
ALTER INDEX "claims_email_trgm_idx" SET (gin_pending_list_limit = 256);--> statement-breakpoint
ALTER INDEX "claims_requisites_trgm_idx" SET (gin_pending_list_limit = 256);
