-- A search by a tag's or a collection's name takes its newest swipes first (swipe ids are
-- UUIDv7) and stops (services/swipe-list.ts): the link tables are read by (tag_id, swipe_id)
-- and (collection_id, swipe_id). The first also serves everything (tag_id) did.

-- CreateIndex
CREATE INDEX "swipe_tag_tag_id_swipe_id_idx" ON "swipe_tag"("tag_id", "swipe_id");

-- DropIndex
DROP INDEX "swipe_tag_tag_id_idx";

-- CreateIndex
CREATE INDEX "swipe_collection_collection_id_swipe_id_idx" ON "swipe_collection"("collection_id", "swipe_id");
