-- CreateEnum
CREATE TYPE "video_status" AS ENUM ('PROCESSING', 'READY', 'FAILED');

-- AlterEnum
ALTER TYPE "swipe_kind" ADD VALUE 'VIDEO';

-- AlterTable
ALTER TABLE "swipe" ADD COLUMN     "video_failure" TEXT,
ADD COLUMN     "video_status" "video_status";
