CREATE TABLE "audit_chain_heads" (
	"table_name" text PRIMARY KEY NOT NULL,
	"last_id" bigint NOT NULL,
	"last_hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "prev_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_events" ADD COLUMN "prev_hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_events" ADD COLUMN "hash" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- custom: append-only audit_log and claim_events with a hash chain (decision 023): the canonical content functions, the back-fill of existing rows in id order, the chain heads, then the triggers
CREATE FUNCTION chain_field(v text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN v IS NULL THEN '-,' ELSE octet_length(v)::text || ':' || v || ',' END
$$;--> statement-breakpoint
CREATE FUNCTION chain_time(t timestamptz) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT to_char(t AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
$$;--> statement-breakpoint
CREATE FUNCTION chain_hash(prev text, content text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(prev || content, 'UTF8')), 'hex')
$$;--> statement-breakpoint
CREATE FUNCTION audit_log_chain_content(r audit_log) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT chain_field('audit_log') || chain_field(r.id::text) || chain_field(r.actor_id::text)
    || chain_field(r.action) || chain_field(r.target_type) || chain_field(r.target_id)
    || chain_field(r.reason) || chain_field(r.details::text) || chain_field(chain_time(r.created_at))
$$;--> statement-breakpoint
CREATE FUNCTION claim_events_chain_content(r claim_events) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT chain_field('claim_events') || chain_field(r.id::text) || chain_field(r.claim_id::text)
    || chain_field(r.action) || chain_field(r.from_status) || chain_field(r.to_status)
    || chain_field(r.actor_type) || chain_field(r.actor_id) || chain_field(r.reason)
    || chain_field(chain_time(r.created_at))
$$;--> statement-breakpoint
DO $$
DECLARE
  a audit_log;
  e claim_events;
  prev text := repeat('0', 64);
  last bigint := 0;
BEGIN
  FOR a IN SELECT * FROM audit_log ORDER BY id LOOP
    a.prev_hash := prev;
    prev := chain_hash(prev, audit_log_chain_content(a));
    UPDATE audit_log SET prev_hash = a.prev_hash, hash = prev WHERE id = a.id;
    last := a.id;
  END LOOP;
  INSERT INTO audit_chain_heads (table_name, last_id, last_hash) VALUES ('audit_log', last, prev);
  prev := repeat('0', 64);
  last := 0;
  FOR e IN SELECT * FROM claim_events ORDER BY id LOOP
    e.prev_hash := prev;
    prev := chain_hash(prev, claim_events_chain_content(e));
    UPDATE claim_events SET prev_hash = e.prev_hash, hash = prev WHERE id = e.id;
    last := e.id;
  END LOOP;
  INSERT INTO audit_chain_heads (table_name, last_id, last_hash) VALUES ('claim_events', last, prev);
END
$$;--> statement-breakpoint
-- Links a new row to its table's chain. The first row a transaction writes locks the chain's head
-- row (FOR UPDATE, held until the transaction ends), so writers chain one at a time; the chain's
-- end is then kept in a transaction-local setting ("*" while the head row is behind it), and the
-- statement's end writes the head row once, not once per row. A row that drew its id before
-- another writer took the head draws a new one, so ids grow along the chain and the chain is the
-- table in id order.
CREATE FUNCTION chain_append() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  setting text := 'audit_chain.' || TG_TABLE_NAME;
  state text := current_setting(setting, true);
  v_id bigint;
  v_hash text;
  content text;
BEGIN
  IF state IS NULL OR state = '' THEN
    SELECT h.last_id, h.last_hash INTO v_id, v_hash FROM audit_chain_heads h
      WHERE h.table_name = TG_TABLE_NAME FOR UPDATE;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'the hash chain of % has no head row', TG_TABLE_NAME;
    END IF;
  ELSE
    state := ltrim(state, '*');
    v_id := split_part(state, ':', 1)::bigint;
    v_hash := split_part(state, ':', 2);
  END IF;
  IF NEW.id <= v_id THEN
    NEW.id := nextval(pg_get_serial_sequence(quote_ident(TG_TABLE_SCHEMA) || '.' || quote_ident(TG_TABLE_NAME), 'id'));
    IF NEW.id <= v_id THEN
      RAISE EXCEPTION '% id % is not after the chain head %', TG_TABLE_NAME, NEW.id, v_id;
    END IF;
  END IF;
  IF TG_TABLE_NAME = 'audit_log' THEN
    content := audit_log_chain_content(NEW);
  ELSIF TG_TABLE_NAME = 'claim_events' THEN
    content := claim_events_chain_content(NEW);
  ELSE
    RAISE EXCEPTION 'no hash chain is defined for %', TG_TABLE_NAME;
  END IF;
  NEW.prev_hash := v_hash;
  NEW.hash := chain_hash(v_hash, content);
  PERFORM set_config(setting, '*' || NEW.id || ':' || NEW.hash, true);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE FUNCTION chain_store_head() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  setting text := 'audit_chain.' || TG_TABLE_NAME;
  state text := current_setting(setting, true);
BEGIN
  IF state LIKE '*%' THEN
    state := substr(state, 2);
    UPDATE audit_chain_heads SET last_id = split_part(state, ':', 1)::bigint, last_hash = split_part(state, ':', 2)
      WHERE table_name = TG_TABLE_NAME;
    PERFORM set_config(setting, state, true);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Refuses any change but INSERT; for any append-only table:
-- CREATE TRIGGER <t>_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON <t> FOR EACH STATEMENT EXECUTE FUNCTION append_only();
CREATE FUNCTION append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only: % refused', TG_TABLE_NAME, TG_OP
    USING ERRCODE = '55000', HINT = 'rows of this table are only ever inserted (decision 023)';
END
$$;--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION append_only();--> statement-breakpoint
CREATE TRIGGER claim_events_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON claim_events FOR EACH STATEMENT EXECUTE FUNCTION append_only();--> statement-breakpoint
CREATE TRIGGER audit_log_chain BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION chain_append();--> statement-breakpoint
CREATE TRIGGER claim_events_chain BEFORE INSERT ON claim_events FOR EACH ROW EXECUTE FUNCTION chain_append();--> statement-breakpoint
CREATE TRIGGER audit_log_chain_head AFTER INSERT ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION chain_store_head();--> statement-breakpoint
CREATE TRIGGER claim_events_chain_head AFTER INSERT ON claim_events FOR EACH STATEMENT EXECUTE FUNCTION chain_store_head();
