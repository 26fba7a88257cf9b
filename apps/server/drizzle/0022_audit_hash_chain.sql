ALTER TABLE "audit_events" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE FUNCTION "audit_chain_field"(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(octet_length(value)::text || ':' || value || ';', '-;')
$$;--> statement-breakpoint
CREATE FUNCTION "audit_event_hash"(
  prev_hash text, seq bigint, event_uuid uuid, action text, actor_type text, actor_uuid uuid,
  entity_type text, entity_uuid text, details jsonb, ip text, occurred_at timestamptz
) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(
    'hearth-audit-v1;'
    || audit_chain_field(prev_hash) || audit_chain_field(seq::text) || audit_chain_field(event_uuid::text)
    || audit_chain_field(action) || audit_chain_field(actor_type) || audit_chain_field(actor_uuid::text)
    || audit_chain_field(entity_type) || audit_chain_field(entity_uuid) || audit_chain_field(details::text)
    || audit_chain_field(ip)
    || audit_chain_field(to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')),
    'UTF8')), 'hex')
$$;--> statement-breakpoint
ALTER TABLE "audit_events" DISABLE TRIGGER "audit_events_append_only";--> statement-breakpoint
DO $$
DECLARE
  previous text := repeat('0', 64);
  position bigint := 0;
  event record;
BEGIN
  FOR event IN SELECT * FROM "audit_events" ORDER BY "occurred_at", "uuid" LOOP
    position := position + 1;
    UPDATE "audit_events" SET
      "seq" = position,
      "prev_hash" = previous,
      "hash" = audit_event_hash(previous, position, event."uuid", event."action", event."actor_type",
        event."actor_identity_uuid", event."entity_type", event."entity_uuid", event."details", event."ip",
        event."occurred_at")
    WHERE "uuid" = event."uuid"
    RETURNING "hash" INTO previous;
  END LOOP;
END;
$$;--> statement-breakpoint
ALTER TABLE "audit_events" ENABLE TRIGGER "audit_events_append_only";--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "prev_hash" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "hash" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "audit_events_seq_idx" ON "audit_events" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "audit_events_occurred_at_idx" ON "audit_events" USING btree ("occurred_at");
