-- Audit events are append-only (migration audit_append_only, docs/admin.md): that trigger refuses
-- UPDATE and DELETE row by row, but TRUNCATE fires no row trigger and emptied the log whole.
-- This one refuses it, also when TRUNCATE ... CASCADE reaches the table from "user" or "team".
-- The table's owner or a superuser can still drop or disable the trigger (docs/deploy.md,
-- "The database role").
CREATE FUNCTION audit_event_no_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit events are append-only: the audit log cannot be truncated';
END
$$;

CREATE TRIGGER audit_event_no_truncate
  BEFORE TRUNCATE ON audit_event
  FOR EACH STATEMENT EXECUTE FUNCTION audit_event_no_truncate();
