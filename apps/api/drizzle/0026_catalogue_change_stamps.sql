ALTER TABLE "cities" ADD COLUMN "changed_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "currencies" ADD COLUMN "changed_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "directions" ADD COLUMN "changed_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "rate_quotes" ADD COLUMN "changed_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "directions_changed_version_idx" ON "directions" USING btree ("changed_version");--> statement-breakpoint
-- Every change to the catalogue's rows is stamped with the catalogue version that will announce it
-- (docs/decisions/040-incremental-catalogue.md). The stamp locks `catalogue_state` until the
-- transaction ends, so writers stamp and commit in version order, and a process that knows version
-- V re-reads exactly the rows with `changed_version > V`. A currency's reserve and held amounts are
-- not catalogue (claims move them all the time; the reserve poll reads them): an update of those
-- alone is not stamped and takes no lock.
CREATE FUNCTION catalogue_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'currencies'
    AND (to_jsonb(NEW) - '{held,reserve,updated_at,changed_version}'::text[])
      = (to_jsonb(OLD) - '{held,reserve,updated_at,changed_version}'::text[]) THEN
    RETURN NEW;
  END IF;
  SELECT version + 1 INTO next_version FROM catalogue_state WHERE id = 1 FOR UPDATE;
  NEW.changed_version := COALESCE(next_version, 1);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER currencies_stamp BEFORE INSERT OR UPDATE ON currencies
  FOR EACH ROW EXECUTE FUNCTION catalogue_stamp();--> statement-breakpoint
CREATE TRIGGER directions_stamp BEFORE INSERT OR UPDATE ON directions
  FOR EACH ROW EXECUTE FUNCTION catalogue_stamp();--> statement-breakpoint
CREATE TRIGGER cities_stamp BEFORE INSERT OR UPDATE ON cities
  FOR EACH ROW EXECUTE FUNCTION catalogue_stamp();--> statement-breakpoint
CREATE TRIGGER rate_quotes_stamp BEFORE INSERT OR UPDATE ON rate_quotes
  FOR EACH ROW EXECUTE FUNCTION catalogue_stamp();--> statement-breakpoint
-- A currency's cities are rows of their own: linking or unlinking one stamps the currency.
CREATE FUNCTION currency_cities_stamp() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  next_version bigint;
BEGIN
  SELECT version + 1 INTO next_version FROM catalogue_state WHERE id = 1 FOR UPDATE;
  UPDATE currencies SET changed_version = COALESCE(next_version, 1)
    WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.currency_id ELSE NEW.currency_id END;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER currency_cities_stamp AFTER INSERT OR DELETE ON currency_cities
  FOR EACH ROW EXECUTE FUNCTION currency_cities_stamp();
