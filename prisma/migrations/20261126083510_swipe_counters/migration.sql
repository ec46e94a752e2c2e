-- Team.swipeCount and Tag.swipeCount as columns kept by the database, so that reading a
-- team's or a tag's count no longer counts its rows on every request (docs/performance.md,
-- "Throughput"). Statement-level triggers with transition tables add or take away the rows a
-- statement wrote (an import of thousands of swipes updates each team and tag once); row-level
-- triggers, which fire only when the column changes, follow a swipe moved to another team and a
-- link moved to another tag. Rows deleted by a cascade (a team's or a tag's deletion) leave
-- nothing to update. TRUNCATE is not followed: nothing truncates these tables.
--
-- Locks: a count's row is locked by its update until the transaction ends, and always team
-- before tag (a link's trigger locks the tag's team first), the order in which creating a
-- swipe takes them (services/swipe-limits.ts locks the team), so deleting a tagged swipe
-- while another is created in the team cannot deadlock.

-- AlterTable
ALTER TABLE "tag" ADD COLUMN     "swipe_count" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "team" ADD COLUMN     "swipe_count" INTEGER NOT NULL DEFAULT 0;

-- Every count afresh: the backfill below, and a restore (rows inserted as they were
-- backed up, with their counts, while the triggers counted them again).
CREATE FUNCTION swipe_counters_recount() RETURNS void LANGUAGE sql AS $$
  UPDATE "team" SET "swipe_count" = (SELECT count(*) FROM "swipe" WHERE "swipe"."team_id" = "team"."id");
  UPDATE "tag" SET "swipe_count" = (SELECT count(*) FROM "swipe_tag" WHERE "swipe_tag"."tag_id" = "tag"."id");
$$;

-- Adds `delta` to the teams' counts, in id order.
CREATE FUNCTION swipe_counters_add_to_teams(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  change record;
BEGIN
  FOR change IN
    SELECT (key)::uuid AS id, (value)::int AS delta FROM jsonb_each_text(changes) ORDER BY 1
  LOOP
    UPDATE "team" SET "swipe_count" = "swipe_count" + change.delta WHERE "id" = change.id;
  END LOOP;
END $$;

CREATE FUNCTION swipe_counters_swipe_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM swipe_counters_add_to_teams(
    (SELECT jsonb_object_agg(team_id, n) FROM (
      SELECT team_id, count(*) AS n FROM inserted GROUP BY team_id) AS counted));
  RETURN NULL;
END $$;

CREATE FUNCTION swipe_counters_swipe_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM swipe_counters_add_to_teams(
    (SELECT jsonb_object_agg(team_id, -n) FROM (
      SELECT team_id, count(*) AS n FROM deleted GROUP BY team_id) AS counted));
  RETURN NULL;
END $$;

CREATE FUNCTION swipe_counters_swipe_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM swipe_counters_add_to_teams(jsonb_build_object(OLD.team_id, -1, NEW.team_id, 1));
  RETURN NULL;
END $$;

CREATE TRIGGER swipe_counters_inserted AFTER INSERT ON "swipe"
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION swipe_counters_swipe_inserted();
CREATE TRIGGER swipe_counters_deleted AFTER DELETE ON "swipe"
  REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION swipe_counters_swipe_deleted();
CREATE TRIGGER swipe_counters_moved AFTER UPDATE OF "team_id" ON "swipe"
  FOR EACH ROW WHEN (OLD."team_id" IS DISTINCT FROM NEW."team_id")
  EXECUTE FUNCTION swipe_counters_swipe_moved();

-- Adds each tag's delta to its count: first locks the tags' teams (team before tag), then the
-- tags, in id order. Tags deleted in this statement (a cascade) are gone and skipped.
CREATE FUNCTION swipe_counters_add_to_tags(changes jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  change record;
BEGIN
  PERFORM 1 FROM "team" WHERE "id" IN (
    SELECT "team_id" FROM "tag" WHERE "id" IN (SELECT (key)::uuid FROM jsonb_object_keys(changes) AS key))
    ORDER BY "id" FOR NO KEY UPDATE;
  FOR change IN
    SELECT (key)::uuid AS id, (value)::int AS delta FROM jsonb_each_text(changes) ORDER BY 1
  LOOP
    UPDATE "tag" SET "swipe_count" = "swipe_count" + change.delta WHERE "id" = change.id;
  END LOOP;
END $$;

CREATE FUNCTION swipe_counters_link_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM swipe_counters_add_to_tags(
    (SELECT jsonb_object_agg(tag_id, n) FROM (
      SELECT tag_id, count(*) AS n FROM inserted GROUP BY tag_id) AS counted));
  RETURN NULL;
END $$;

CREATE FUNCTION swipe_counters_link_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM swipe_counters_add_to_tags(
    (SELECT jsonb_object_agg(tag_id, -n) FROM (
      SELECT tag_id, count(*) AS n FROM deleted GROUP BY tag_id) AS counted));
  RETURN NULL;
END $$;

CREATE FUNCTION swipe_counters_link_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM swipe_counters_add_to_tags(jsonb_build_object(OLD.tag_id, -1, NEW.tag_id, 1));
  RETURN NULL;
END $$;

CREATE TRIGGER swipe_counters_inserted AFTER INSERT ON "swipe_tag"
  REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION swipe_counters_link_inserted();
CREATE TRIGGER swipe_counters_deleted AFTER DELETE ON "swipe_tag"
  REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION swipe_counters_link_deleted();
CREATE TRIGGER swipe_counters_moved AFTER UPDATE OF "tag_id" ON "swipe_tag"
  FOR EACH ROW WHEN (OLD."tag_id" IS DISTINCT FROM NEW."tag_id")
  EXECUTE FUNCTION swipe_counters_link_moved();

SELECT swipe_counters_recount();
