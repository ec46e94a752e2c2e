-- CreateEnum
CREATE TYPE "activity_kind" AS ENUM ('SWIPE_ADDED', 'SWIPE_TAGGED', 'SWIPE_MOVED', 'COMMENTED', 'MEMBER_JOINED', 'PLAN_CHANGED');

-- CreateTable
CREATE TABLE "activity" (
    "id" UUID NOT NULL,
    "team_id" UUID NOT NULL,
    "kind" "activity_kind" NOT NULL,
    "actor_id" UUID,
    "swipe_id" UUID,
    "collection_id" UUID,
    "comment_id" UUID,
    "data" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "activity_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "activity_team_id_created_at_idx" ON "activity"("team_id", "created_at");

-- CreateIndex
CREATE INDEX "activity_team_id_actor_id_created_at_idx" ON "activity"("team_id", "actor_id", "created_at");

-- CreateIndex
CREATE INDEX "activity_actor_id_idx" ON "activity"("actor_id");

-- CreateIndex
CREATE INDEX "activity_swipe_id_idx" ON "activity"("swipe_id");

-- CreateIndex
CREATE INDEX "activity_collection_id_idx" ON "activity"("collection_id");

-- CreateIndex
CREATE INDEX "activity_comment_id_idx" ON "activity"("comment_id");

-- AddForeignKey
ALTER TABLE "activity" ADD CONSTRAINT "activity_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activity" ADD CONSTRAINT "activity_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activity" ADD CONSTRAINT "activity_swipe_id_fkey" FOREIGN KEY ("swipe_id") REFERENCES "swipe"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activity" ADD CONSTRAINT "activity_collection_id_fkey" FOREIGN KEY ("collection_id") REFERENCES "collection"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activity" ADD CONSTRAINT "activity_comment_id_fkey" FOREIGN KEY ("comment_id") REFERENCES "comment"("id") ON DELETE SET NULL ON UPDATE CASCADE;
