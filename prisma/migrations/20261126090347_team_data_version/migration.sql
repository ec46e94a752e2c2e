-- CreateTable
CREATE TABLE "team_data_version" (
    "team_id" UUID NOT NULL,
    "version" BIGINT NOT NULL DEFAULT 0,

    CONSTRAINT "team_data_version_pkey" PRIMARY KEY ("team_id")
);

-- CreateTable
CREATE TABLE "team_data_change" (
    "xact_id" TEXT NOT NULL DEFAULT (pg_current_xact_id())::text,
    "team_id" UUID NOT NULL,

    CONSTRAINT "team_data_change_pkey" PRIMARY KEY ("xact_id","team_id")
);

-- The function bodies are E'' strings with \x3b for every semicolon: Prisma's driver adapter
-- runs a migration as the statements between its semicolons, which would cut a body apart.

-- A statement that writes data a team's pages read notes the team (once per transaction);
-- when the transaction commits, a deferred trigger bumps the team's version and removes the
-- note. The version changes in the writing transaction, visible with its data, but its row is
-- locked only while committing: a lock held from the first write to the commit would queue every
-- write to a team behind the slowest transaction and turn lock waits into deadlocks.
CREATE FUNCTION bump_team_data_versions(team_ids uuid[]) RETURNS void
LANGUAGE sql AS E'
  INSERT INTO team_data_change (team_id)
  SELECT DISTINCT id FROM unnest(team_ids) AS t(id) WHERE id IS NOT NULL
  ON CONFLICT DO NOTHING
';

CREATE FUNCTION team_data_change_commit() RETURNS trigger
LANGUAGE plpgsql AS E'
BEGIN
  INSERT INTO team_data_version AS v (team_id, version) VALUES (NEW.team_id, 1)
  ON CONFLICT (team_id) DO UPDATE SET version = v.version + 1\x3b
  DELETE FROM team_data_change WHERE xact_id = NEW.xact_id AND team_id = NEW.team_id\x3b
  RETURN NULL\x3b
END ';

CREATE CONSTRAINT TRIGGER "team_data_change_commit" AFTER INSERT ON "team_data_change"
  DEFERRABLE INITIALLY DEFERRED
  FOR EACH ROW EXECUTE FUNCTION team_data_change_commit();

-- Tables with a team_id column (a row moved to another team bumps both).
CREATE FUNCTION team_data_version_by_team_id() RETURNS trigger
LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''INSERT'' THEN
    PERFORM bump_team_data_versions(ARRAY(SELECT team_id FROM new_rows))\x3b
  ELSIF TG_OP = ''UPDATE'' THEN
    PERFORM bump_team_data_versions(
      ARRAY(SELECT team_id FROM new_rows UNION SELECT team_id FROM old_rows))\x3b
  ELSE
    PERFORM bump_team_data_versions(ARRAY(SELECT team_id FROM old_rows))\x3b
  END IF\x3b
  RETURN NULL\x3b
END ';

CREATE FUNCTION team_data_version_team() RETURNS trigger
LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''DELETE'' THEN
    PERFORM bump_team_data_versions(ARRAY(SELECT id FROM old_rows))\x3b
  ELSE
    PERFORM bump_team_data_versions(ARRAY(SELECT id FROM new_rows))\x3b
  END IF\x3b
  RETURN NULL\x3b
END ';

-- A link bumps the team of its swipe and the team of its tag or collection (rows already
-- deleted by the same cascade bumped their own teams).
CREATE FUNCTION team_data_version_swipe_tag() RETURNS trigger
LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''INSERT'' THEN
    PERFORM bump_team_data_versions(ARRAY(
      SELECT s.team_id FROM new_rows r JOIN swipe s ON s.id = r.swipe_id
      UNION SELECT t.team_id FROM new_rows r JOIN tag t ON t.id = r.tag_id))\x3b
  ELSIF TG_OP = ''UPDATE'' THEN
    PERFORM bump_team_data_versions(ARRAY(
      SELECT s.team_id FROM (SELECT swipe_id, tag_id FROM new_rows UNION SELECT swipe_id, tag_id FROM old_rows) r
        JOIN swipe s ON s.id = r.swipe_id
      UNION SELECT t.team_id FROM (SELECT swipe_id, tag_id FROM new_rows UNION SELECT swipe_id, tag_id FROM old_rows) r
        JOIN tag t ON t.id = r.tag_id))\x3b
  ELSE
    PERFORM bump_team_data_versions(ARRAY(
      SELECT s.team_id FROM old_rows r JOIN swipe s ON s.id = r.swipe_id
      UNION SELECT t.team_id FROM old_rows r JOIN tag t ON t.id = r.tag_id))\x3b
  END IF\x3b
  RETURN NULL\x3b
END ';

CREATE FUNCTION team_data_version_swipe_collection() RETURNS trigger
LANGUAGE plpgsql AS E'
BEGIN
  IF TG_OP = ''INSERT'' THEN
    PERFORM bump_team_data_versions(ARRAY(
      SELECT s.team_id FROM new_rows r JOIN swipe s ON s.id = r.swipe_id
      UNION SELECT c.team_id FROM new_rows r JOIN collection c ON c.id = r.collection_id))\x3b
  ELSIF TG_OP = ''UPDATE'' THEN
    PERFORM bump_team_data_versions(ARRAY(
      SELECT s.team_id FROM (SELECT swipe_id, collection_id FROM new_rows UNION SELECT swipe_id, collection_id FROM old_rows) r
        JOIN swipe s ON s.id = r.swipe_id
      UNION SELECT c.team_id FROM (SELECT swipe_id, collection_id FROM new_rows UNION SELECT swipe_id, collection_id FROM old_rows) r
        JOIN collection c ON c.id = r.collection_id))\x3b
  ELSE
    PERFORM bump_team_data_versions(ARRAY(
      SELECT s.team_id FROM old_rows r JOIN swipe s ON s.id = r.swipe_id
      UNION SELECT c.team_id FROM old_rows r JOIN collection c ON c.id = r.collection_id))\x3b
  END IF\x3b
  RETURN NULL\x3b
END ';

-- A user shows in a team's pages as a member and as the author of its swipes: a change to any
-- column but these (which no team page shows) bumps every team they are in or wrote swipes in.
CREATE FUNCTION team_data_version_user() RETURNS trigger
LANGUAGE plpgsql AS E'
DECLARE
  ignored text[] := ARRAY[''password_hash'', ''last_sign_in_at'', ''onboarding_meta'',
    ''extension_installed'', ''inbound_email_token'', ''inbound_email_team_id'', ''swipe_view'',
    ''updated_at'']\x3b
BEGIN
  IF TG_OP = ''UPDATE'' THEN
    PERFORM bump_team_data_versions(ARRAY(
      WITH changed AS (
        SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
        WHERE to_jsonb(n) - ignored IS DISTINCT FROM to_jsonb(o) - ignored
      )
      SELECT m.team_id FROM team_member m WHERE m.user_id IN (SELECT id FROM changed)
      UNION SELECT s.team_id FROM swipe s WHERE s.author_id IN (SELECT id FROM changed)))\x3b
  ELSIF TG_OP = ''DELETE'' THEN
    PERFORM bump_team_data_versions(ARRAY(
      SELECT m.team_id FROM team_member m WHERE m.user_id IN (SELECT id FROM old_rows)
      UNION SELECT s.team_id FROM swipe s WHERE s.author_id IN (SELECT id FROM old_rows)))\x3b
  END IF\x3b
  RETURN NULL\x3b
END ';

-- One trigger per table and kind of write, once per statement (a bulk write bumps once).
CREATE TRIGGER "swipe_data_version_insert" AFTER INSERT ON "swipe"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_by_team_id();
CREATE TRIGGER "swipe_data_version_update" AFTER UPDATE ON "swipe"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_by_team_id();
CREATE TRIGGER "swipe_data_version_delete" AFTER DELETE ON "swipe"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_by_team_id();
CREATE TRIGGER "tag_data_version_insert" AFTER INSERT ON "tag"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_by_team_id();
CREATE TRIGGER "tag_data_version_update" AFTER UPDATE ON "tag"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_by_team_id();
CREATE TRIGGER "tag_data_version_delete" AFTER DELETE ON "tag"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_by_team_id();
CREATE TRIGGER "collection_data_version_insert" AFTER INSERT ON "collection"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_by_team_id();
CREATE TRIGGER "collection_data_version_update" AFTER UPDATE ON "collection"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_by_team_id();
CREATE TRIGGER "collection_data_version_delete" AFTER DELETE ON "collection"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_by_team_id();
CREATE TRIGGER "team_member_data_version_insert" AFTER INSERT ON "team_member"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_by_team_id();
CREATE TRIGGER "team_member_data_version_update" AFTER UPDATE ON "team_member"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_by_team_id();
CREATE TRIGGER "team_member_data_version_delete" AFTER DELETE ON "team_member"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_by_team_id();
CREATE TRIGGER "invite_data_version_insert" AFTER INSERT ON "invite"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_by_team_id();
CREATE TRIGGER "invite_data_version_update" AFTER UPDATE ON "invite"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_by_team_id();
CREATE TRIGGER "invite_data_version_delete" AFTER DELETE ON "invite"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_by_team_id();
CREATE TRIGGER "subscription_data_version_insert" AFTER INSERT ON "subscription"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_by_team_id();
CREATE TRIGGER "subscription_data_version_update" AFTER UPDATE ON "subscription"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_by_team_id();
CREATE TRIGGER "subscription_data_version_delete" AFTER DELETE ON "subscription"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_by_team_id();
CREATE TRIGGER "team_data_version_insert" AFTER INSERT ON "team"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_team();
CREATE TRIGGER "team_data_version_update" AFTER UPDATE ON "team"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_team();
CREATE TRIGGER "team_data_version_delete" AFTER DELETE ON "team"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_team();
CREATE TRIGGER "swipe_tag_data_version_insert" AFTER INSERT ON "swipe_tag"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_swipe_tag();
CREATE TRIGGER "swipe_tag_data_version_update" AFTER UPDATE ON "swipe_tag"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_swipe_tag();
CREATE TRIGGER "swipe_tag_data_version_delete" AFTER DELETE ON "swipe_tag"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_swipe_tag();
CREATE TRIGGER "swipe_collection_data_version_insert" AFTER INSERT ON "swipe_collection"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_swipe_collection();
CREATE TRIGGER "swipe_collection_data_version_update" AFTER UPDATE ON "swipe_collection"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_swipe_collection();
CREATE TRIGGER "swipe_collection_data_version_delete" AFTER DELETE ON "swipe_collection"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_swipe_collection();
CREATE TRIGGER "user_data_version_update" AFTER UPDATE ON "user"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_user();
CREATE TRIGGER "user_data_version_delete" AFTER DELETE ON "user"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_user();
