-- custom: a claim's id is its client's secret (decision 026): webhook deliveries stored before it name the claim by its short number instead, so the seller's delivery log and any retry still due carry no claim id
UPDATE "webhook_deliveries"
SET "payload" = jsonb_set(
  "payload",
  '{claim}',
  ("payload" -> 'claim') - 'id' || jsonb_build_object('number', left("payload" -> 'claim' ->> 'id', 8))
)
WHERE jsonb_typeof("payload" -> 'claim') = 'object' AND ("payload" -> 'claim') ? 'id';
