-- AlterTable
ALTER TABLE "collection" DROP COLUMN "cover_url",
ADD COLUMN     "cover_swipe_id" UUID;

-- CreateIndex
CREATE INDEX "collection_cover_swipe_id_idx" ON "collection"("cover_swipe_id");

-- AddForeignKey
ALTER TABLE "collection" ADD CONSTRAINT "collection_cover_swipe_id_fkey" FOREIGN KEY ("cover_swipe_id") REFERENCES "swipe"("id") ON DELETE SET NULL ON UPDATE CASCADE;
