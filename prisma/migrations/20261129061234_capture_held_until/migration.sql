-- AlterTable
ALTER TABLE "swipe" ADD COLUMN     "capture_held_until" TIMESTAMPTZ(3);
