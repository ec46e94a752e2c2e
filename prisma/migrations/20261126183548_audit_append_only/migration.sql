-- AlterTable
ALTER TABLE "audit_event" ADD COLUMN     "actor_id" UUID;

-- CreateIndex
CREATE INDEX "audit_event_actor_id_created_at_idx" ON "audit_event"("actor_id", "created_at");

-- CreateIndex
CREATE INDEX "audit_event_type_created_at_idx" ON "audit_event"("type", "created_at");

-- CreateIndex
CREATE INDEX "audit_event_created_at_idx" ON "audit_event"("created_at");

-- Audit events are append-only (docs/admin.md): no API changes or deletes them, and neither can
-- a bug. The one change allowed is what ON DELETE SET NULL does when an account or a team is
-- deleted: its events stay, without the link.
CREATE FUNCTION audit_event_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'audit events are append-only: they cannot be deleted';
  END IF;
  IF NEW.id = OLD.id
    AND NEW.type = OLD.type
    AND NEW.email IS NOT DISTINCT FROM OLD.email
    AND NEW.ip IS NOT DISTINCT FROM OLD.ip
    AND NEW.user_agent IS NOT DISTINCT FROM OLD.user_agent
    AND NEW.data IS NOT DISTINCT FROM OLD.data
    AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id
    AND NEW.created_at = OLD.created_at
    AND (NEW.user_id IS NOT DISTINCT FROM OLD.user_id OR NEW.user_id IS NULL)
    AND (NEW.team_id IS NOT DISTINCT FROM OLD.team_id OR NEW.team_id IS NULL)
  THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit events are append-only: they cannot be changed';
END
$$;

CREATE TRIGGER audit_event_append_only
  BEFORE UPDATE OR DELETE ON audit_event
  FOR EACH ROW EXECUTE FUNCTION audit_event_append_only();
