-- A search filtered by kind walks that kind's swipes newest first and stops at the newest
-- 2,000 matches (services/swipe-list.ts), instead of every swipe's row (docs/performance.md).

-- CreateIndex
CREATE INDEX "swipe_team_id_kind_id_idx" ON "swipe"("team_id", "kind", "id");
