-- AlterTable
ALTER TABLE "swipe" ADD COLUMN     "comment_count" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "team" ADD COLUMN     "viewers_may_comment" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "comment" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "swipe_id" UUID NOT NULL,
    "thread_id" UUID,
    "author_id" UUID,
    "body" TEXT NOT NULL,
    "edited_at" TIMESTAMPTZ(3),
    "resolved_at" TIMESTAMPTZ(3),
    "resolved_by_id" UUID,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "comment_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "comment_swipe_id_thread_id_created_at_idx" ON "comment"("swipe_id", "thread_id", "created_at");

-- CreateIndex
CREATE INDEX "comment_thread_id_created_at_idx" ON "comment"("thread_id", "created_at");

-- CreateIndex
CREATE INDEX "comment_team_id_idx" ON "comment"("team_id");

-- CreateIndex
CREATE INDEX "comment_author_id_idx" ON "comment"("author_id");

-- CreateIndex
CREATE INDEX "comment_resolved_by_id_idx" ON "comment"("resolved_by_id");

-- AddForeignKey
ALTER TABLE "comment" ADD CONSTRAINT "comment_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comment" ADD CONSTRAINT "comment_swipe_id_fkey" FOREIGN KEY ("swipe_id") REFERENCES "swipe"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comment" ADD CONSTRAINT "comment_thread_id_fkey" FOREIGN KEY ("thread_id") REFERENCES "comment"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comment" ADD CONSTRAINT "comment_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "comment" ADD CONSTRAINT "comment_resolved_by_id_fkey" FOREIGN KEY ("resolved_by_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Comments count on the cached swipe pages: a write bumps the team's data version like a
-- swipe's (team_data_version migration).
CREATE TRIGGER "comment_data_version_insert" AFTER INSERT ON "comment"
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_by_team_id();
CREATE TRIGGER "comment_data_version_update" AFTER UPDATE ON "comment"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_by_team_id();
CREATE TRIGGER "comment_data_version_delete" AFTER DELETE ON "comment"
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION team_data_version_by_team_id();

-- Swipe.commentCount as a column kept by the database, so the swipes page reads it with the
-- swipes instead of counting comments in a statement of its own. A comment deleted by its
-- swipe's deletion finds no swipe left to update.
CREATE FUNCTION comment_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "swipe" SET "comment_count" = "comment_count" + 1 WHERE "id" = NEW.swipe_id;
  RETURN NULL;
END $$;

CREATE FUNCTION comment_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "swipe" SET "comment_count" = "comment_count" - 1 WHERE "id" = OLD.swipe_id;
  RETURN NULL;
END $$;

CREATE TRIGGER "comment_count_insert" AFTER INSERT ON "comment"
  FOR EACH ROW EXECUTE FUNCTION comment_count_inserted();
CREATE TRIGGER "comment_count_delete" AFTER DELETE ON "comment"
  FOR EACH ROW EXECUTE FUNCTION comment_count_deleted();
