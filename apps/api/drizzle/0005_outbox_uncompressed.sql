-- Queued e-mails are stored out of line without compression (docs/decisions/007): a claim's
-- "claim created" message is written in the claim's own transaction, and compressing its HTML
-- there cost about a fifth of the claim throughput. The bodies are short-lived and small.
ALTER TABLE "mail_outbox" ALTER COLUMN "html" SET STORAGE EXTERNAL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "text" SET STORAGE EXTERNAL;
