-- CreateEnum
CREATE TYPE "swipe_view" AS ENUM ('COMFORTABLE', 'COMPACT', 'MASONRY', 'LIST');

-- AlterTable
ALTER TABLE "user" ADD COLUMN     "swipe_view" "swipe_view" NOT NULL DEFAULT 'COMFORTABLE';
