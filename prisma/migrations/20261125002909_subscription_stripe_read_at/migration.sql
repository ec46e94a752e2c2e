-- AlterTable
ALTER TABLE "subscription" ADD COLUMN     "stripe_read_at" BIGINT;
