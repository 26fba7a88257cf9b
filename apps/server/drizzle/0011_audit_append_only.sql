ALTER TABLE "audit_events" ADD COLUMN "actor_type" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD COLUMN "ip" text;--> statement-breakpoint
UPDATE "audit_events" SET
  "actor_type" = coalesce("details"->>'actorType', CASE WHEN "actor_identity_uuid" IS NULL THEN 'system' ELSE 'identity' END),
  "details" = "details" - 'actorType';--> statement-breakpoint
ALTER TABLE "audit_events" ALTER COLUMN "actor_type" SET NOT NULL;--> statement-breakpoint
CREATE FUNCTION "audit_events_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_events_append_only" BEFORE UPDATE OR DELETE ON "audit_events"
  FOR EACH ROW EXECUTE FUNCTION "audit_events_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_refuse_change"();
