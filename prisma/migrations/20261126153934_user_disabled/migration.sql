-- AlterTable
ALTER TABLE "user" ADD COLUMN     "disabled_at" TIMESTAMPTZ(3);
