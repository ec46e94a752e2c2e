-- AlterTable
ALTER TABLE "comment" ADD COLUMN     "pin_time_ms" INTEGER;
