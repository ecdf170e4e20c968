CREATE TABLE "claim_status_counts" (
	"status" text PRIMARY KEY NOT NULL,
	"n" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- What is counted so far.
INSERT INTO "claim_status_counts" ("status", "n") SELECT "status", count(*) FROM "claims" GROUP BY "status";--> statement-breakpoint
-- Kept by each statement that inserts, moves or deletes claims, set-based (a batch of 1,000 expired
-- claims is one update of the counts, not 1,000).
CREATE FUNCTION claim_status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO claim_status_counts (status, n)
      SELECT status, count(*) FROM new_rows GROUP BY status
      ON CONFLICT (status) DO UPDATE SET n = claim_status_counts.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE claim_status_counts c SET n = c.n - d.n
      FROM (SELECT status, count(*) AS n FROM old_rows GROUP BY status) d WHERE c.status = d.status;
  ELSE
    INSERT INTO claim_status_counts (status, n)
      SELECT status, sum(delta) FROM (
        SELECT o.status, -1 AS delta FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.status IS DISTINCT FROM o.status
        UNION ALL
        SELECT n.status, 1 AS delta FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.status IS DISTINCT FROM o.status
      ) moved GROUP BY status
      ON CONFLICT (status) DO UPDATE SET n = claim_status_counts.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER claim_status_counts_insert AFTER INSERT ON claims REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION claim_status_counts_apply();--> statement-breakpoint
CREATE TRIGGER claim_status_counts_update AFTER UPDATE ON claims REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION claim_status_counts_apply();--> statement-breakpoint
CREATE TRIGGER claim_status_counts_delete AFTER DELETE ON claims REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION claim_status_counts_apply();
