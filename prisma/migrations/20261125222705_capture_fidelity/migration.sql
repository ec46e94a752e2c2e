-- AlterEnum
ALTER TYPE "capture_status" ADD VALUE 'PARTIAL';

-- AlterTable
ALTER TABLE "swipe" ADD COLUMN     "canonical_url" TEXT,
ADD COLUMN     "capture_report" JSONB,
ADD COLUMN     "final_url" TEXT;

-- CreateIndex
CREATE INDEX "swipe_final_url_idx" ON "swipe" USING HASH ("final_url");

-- CreateIndex
CREATE INDEX "swipe_canonical_url_idx" ON "swipe" USING HASH ("canonical_url");
