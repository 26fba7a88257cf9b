CREATE FUNCTION "profiles_notify_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('hearth_profile_changed', '*');
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('hearth_profile_changed', OLD."identity_uuid"::text);
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."identity_uuid" IS DISTINCT FROM OLD."identity_uuid") THEN
    PERFORM pg_notify('hearth_profile_changed', NEW."identity_uuid"::text);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_changed" AFTER INSERT OR UPDATE OR DELETE ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION "profiles_notify_changed"();--> statement-breakpoint
CREATE TRIGGER "profiles_truncated" AFTER TRUNCATE ON "profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "profiles_notify_changed"();
