-- AlterTable
ALTER TABLE "collection" ADD COLUMN     "published_at" TIMESTAMPTZ(3);
